import type { Task } from '@fundpath/contracts/coaching';
import { CheckCircle2, ChevronDown, Circle } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { dueDateLabel } from '@/lib/due-date';
import { SafeTaskWidget } from './task-widget';

const typeLabels: Record<Task['task_type'], string> = {
  checkbox: 'Checkbox',
  file_upload: 'File upload',
  text_input: 'Answer',
  date_input: 'Date',
  link: 'Link',
  document_upload: 'Documents',
  form_fields: 'Form',
  checklist: 'Checklist',
  external_action: 'External action',
  simple_task: 'Task',
};

export function TaskStatusIcon({ done, className }: { done: boolean; className?: string }) {
  return done ? (
    <CheckCircle2 className={cn('size-5 text-emerald-500', className)} aria-label="Completed" />
  ) : (
    <Circle className={cn('size-5 text-slate-300', className)} aria-label="Not completed" />
  );
}

/** One task: what it is, whether it's done, and its widget. Completed tasks fold their body. */
export function TaskCard({
  task,
  flagged,
  today = new Date(),
}: {
  task: Task;
  flagged?: readonly string[];
  today?: Date;
}) {
  const hasFlag = task.form_fields.some((f) => flagged?.includes(f.field_name));
  const [open, setOpen] = useState(!task.is_completed || hasFlag);
  const bodyId = useId();
  const due = task.is_completed ? null : dueDateLabel(task.due_date, today);
  const showOpen = open || hasFlag;
  return (
    <li
      className={cn(
        'rounded-xl border bg-white transition',
        task.is_completed ? 'border-slate-200/70' : 'border-slate-200 shadow-xs',
        hasFlag && 'border-red-300 ring-2 ring-red-100',
      )}
      data-task-id={task.id}
    >
      <div className="flex items-start gap-3 px-4 pt-3.5 pb-3">
        <TaskStatusIcon done={task.is_completed} className="mt-0.5 shrink-0" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3
              className={cn(
                'text-sm font-semibold text-slate-900',
                task.is_completed && 'text-slate-500 line-through decoration-slate-300',
              )}
            >
              {task.title}
            </h3>
            {task.is_required ? <Badge tone="brand">Required</Badge> : null}
            {task.priority === 'high' && !task.is_completed ? (
              <Badge tone="warning">High priority</Badge>
            ) : null}
            {due ? <Badge tone={due.tone === 'neutral' ? 'neutral' : due.tone}>{due.label}</Badge> : null}
          </div>
          {task.description && showOpen ? (
            <p className="mt-1 text-sm text-slate-600">{task.description}</p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={showOpen}
          aria-controls={bodyId}
          className="-mr-1 flex shrink-0 items-center gap-1 rounded-md px-1.5 py-1 text-xs text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <span className="hidden sm:inline">{typeLabels[task.task_type] ?? 'Task'}</span>
          <ChevronDown className={cn('size-4 transition', showOpen && 'rotate-180')} aria-hidden="true" />
          <span className="sr-only">{showOpen ? 'Hide details' : 'Show details'}</span>
        </button>
      </div>
      {showOpen ? (
        <div id={bodyId} className="space-y-3 border-t border-slate-100 px-4 py-3.5">
          {task.instructions || task.template_config.instructions ? (
            <p className="rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-600">
              {task.instructions || task.template_config.instructions}
            </p>
          ) : null}
          <SafeTaskWidget task={task} flagged={flagged} />
        </div>
      ) : null}
    </li>
  );
}

export function TaskList({ tasks, flagged }: { tasks: readonly Task[]; flagged?: readonly string[] }) {
  return (
    <ul className="space-y-3">
      {tasks.map((t) => (
        <TaskCard key={t.id} task={t} flagged={flagged} />
      ))}
    </ul>
  );
}
