import type { StaffTask, StaffTaskStatus } from '@fundpath/contracts/staff-tasks';
import { cn } from '@/lib/cn';
import { DueBadge, MoveToSelect, PriorityBadge, StatusBadge } from './task-bits';
import { TaskMeta } from './task-meta';

/** The list view: one card per task, stacked on a phone, a row from `sm` up. */
export function TaskList({
  tasks,
  now,
  onOpen,
  onMove,
}: {
  tasks: StaffTask[];
  now: Date;
  onOpen: (id: string) => void;
  onMove: (task: StaffTask, status: StaffTaskStatus) => void;
}) {
  return (
    <ul aria-label="Tasks" className="divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
      {tasks.map((task) => (
        <li key={task.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
          <div className="min-w-0 flex-1 space-y-1.5">
            <button
              type="button"
              onClick={() => onOpen(task.id)}
              className={cn(
                'text-left text-sm font-semibold text-slate-900 hover:text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand',
                task.status === 'done' || task.status === 'cancelled' ? 'text-slate-500 line-through' : '',
              )}
            >
              {task.title}
            </button>
            <TaskMeta task={task} />
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <DueBadge task={task} now={now} />
            <PriorityBadge priority={task.priority} />
            <StatusBadge status={task.status} />
            <MoveToSelect task={task} onMove={(s) => onMove(task, s)} />
          </div>
        </li>
      ))}
    </ul>
  );
}
