import {
  STAFF_TASK_STATUS_LABELS,
  type StaffTask,
  type StaffTaskStatus,
  staffTaskStatuses,
} from '@fundpath/contracts/staff-tasks';
import { GripVertical } from 'lucide-react';
import { type DragEvent, useState } from 'react';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { cn } from '@/lib/cn';
import { DueBadge, MoveToSelect, PriorityBadge } from './task-bits';
import { TaskMeta } from './task-meta';

const DRAG_TYPE = 'application/x-staff-task';

/**
 * The board: one column per status. Cards move by drag and drop, or with their "Move to" menu
 * (keyboard and screen readers); columns scroll sideways on a phone.
 */
export function TaskBoard({
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
  const [over, setOver] = useState<StaffTaskStatus | null>(null);
  const byId = new Map(tasks.map((t) => [t.id, t]));

  const drop = (status: StaffTaskStatus) => (event: DragEvent) => {
    event.preventDefault();
    setOver(null);
    const task = byId.get(event.dataTransfer.getData(DRAG_TYPE) || event.dataTransfer.getData('text/plain'));
    if (task && task.status !== status) onMove(task, status);
  };

  return (
    <ScrollRegion label="Task board" className="-mx-4 px-4 pb-2 sm:mx-0 sm:px-0">
      <div className="flex snap-x gap-4 lg:grid lg:grid-cols-4">
        {staffTaskStatuses.map((status) => {
          const column = tasks.filter((t) => t.status === status);
          const headingId = `board-column-${status}`;
          return (
            <section
              key={status}
              aria-labelledby={headingId}
              onDragOver={(e) => {
                e.preventDefault();
                e.dataTransfer.dropEffect = 'move';
                setOver(status);
              }}
              onDragLeave={() => setOver((s) => (s === status ? null : s))}
              onDrop={drop(status)}
              className={cn(
                'flex w-72 shrink-0 snap-start flex-col rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 lg:w-auto',
                over === status && 'bg-brand/5 ring-2 ring-brand',
              )}
            >
              <h2
                id={headingId}
                className="mb-3 flex items-center justify-between text-sm font-semibold text-slate-700"
              >
                {STAFF_TASK_STATUS_LABELS[status]}
                <span className="rounded-full bg-white px-2 text-xs font-medium text-slate-500 ring-1 ring-slate-200">
                  {column.length}
                </span>
              </h2>
              <ul aria-label={`${STAFF_TASK_STATUS_LABELS[status]} tasks`} className="min-h-16 space-y-2">
                {column.map((task) => (
                  <li
                    key={task.id}
                    draggable
                    onDragStart={(e) => {
                      e.dataTransfer.setData(DRAG_TYPE, task.id);
                      e.dataTransfer.setData('text/plain', task.id);
                      e.dataTransfer.effectAllowed = 'move';
                    }}
                    className="cursor-grab space-y-2 rounded-lg bg-white p-3 shadow-xs ring-1 ring-slate-200 active:cursor-grabbing"
                  >
                    <div className="flex items-start gap-1.5">
                      <GripVertical className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
                      <button
                        type="button"
                        onClick={() => onOpen(task.id)}
                        className="min-w-0 text-left text-sm font-semibold break-words text-slate-900 hover:text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand"
                      >
                        {task.title}
                      </button>
                    </div>
                    <TaskMeta task={task} />
                    <div className="flex flex-wrap items-center gap-2">
                      <DueBadge task={task} now={now} />
                      <PriorityBadge priority={task.priority} />
                    </div>
                    <MoveToSelect task={task} onMove={(s) => onMove(task, s)} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </ScrollRegion>
  );
}
