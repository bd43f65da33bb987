import { type DefaultTask, type TaskType, taskTypes } from '@fundpath/contracts/coaching';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useAllDefaultTasks } from '../../api/default-tasks';
import { DefaultTaskForm, taskTypeLabels } from './default-task-form';
import { useSaveDefaultTask } from './default-tasks-editor';

function summary(task: DefaultTask): string {
  const c = task.template_config;
  switch (task.task_type) {
    case 'document_upload':
    case 'file_upload':
      return `${(c.allowed_file_types ?? ['pdf', 'jpg', 'png', 'docx']).join(', ')} · ${c.min_files_required ?? 1}–${c.max_files_allowed ?? 5} files · ${c.max_file_size_mb ?? 10} MB`;
    case 'checklist':
      return `${c.checklist_items?.length ?? 0} items${c.require_all_checked ? ' · all required' : ''}`;
    case 'external_action':
      return c.external_action_url ?? 'No URL';
    case 'form_fields':
      return `${task.field_ids.length} fields`;
    case 'link':
      return task.link_url ?? 'No link';
    default:
      return '—';
  }
}

function TemplateRow({ task }: { task: DefaultTask }) {
  const [open, setOpen] = useState(false);
  const save = useSaveDefaultTask(task.step_number);
  return (
    <li>
      <div className="flex items-center gap-3 px-4 py-2.5">
        <span className="w-14 shrink-0 text-xs font-medium text-slate-500">Step {task.step_number}</span>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-slate-900">{task.title}</p>
          <p className="truncate text-xs text-slate-500">{summary(task)}</p>
        </div>
        {task.is_required ? <Badge tone="brand">Required</Badge> : null}
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={`Edit ${task.title}`}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          <Pencil className="size-4" aria-hidden="true" />
        </Button>
      </div>
      {open ? (
        <div className="border-t border-slate-100 bg-slate-50/60 p-4">
          <DefaultTaskForm
            initial={task}
            saving={save.isPending}
            error={save.isError ? errorMessage(save.error) : null}
            onCancel={() => setOpen(false)}
            onSubmit={(draft) =>
              save.mutate(
                { task, draft },
                {
                  onSuccess: () => {
                    toast.success('Template saved');
                    setOpen(false);
                  },
                },
              )
            }
          />
        </div>
      ) : null}
    </li>
  );
}

/** `/admin/task-templates`: every default task by type, with its template settings. */
export function TaskTemplatesAdmin() {
  const all = useAllDefaultTasks();
  const [type, setType] = useState<TaskType | 'all'>('all');
  if (all.isPending) return <Spinner message="Loading templates..." className="py-16" />;
  const groups = taskTypes
    .filter((t) => type === 'all' || t === type)
    .map((t) => ({ type: t, tasks: all.tasks.filter((x) => x.task_type === t) }))
    .filter((g) => g.tasks.length > 0 || type !== 'all');
  return (
    <div className="space-y-5">
      <label className="flex max-w-xs flex-col gap-1.5 text-sm font-medium text-slate-800">
        Task type
        <select
          className={cn(inputClasses, 'pr-8')}
          value={type}
          onChange={(e) => setType(e.target.value as TaskType | 'all')}
        >
          <option value="all">All types</option>
          {taskTypes.map((t) => (
            <option key={t} value={t}>
              {taskTypeLabels[t]}
            </option>
          ))}
        </select>
      </label>
      {groups.map((g) => (
        <section
          key={g.type}
          aria-labelledby={`tpl-${g.type}`}
          className="rounded-2xl border border-slate-200/80 bg-white shadow-xs"
        >
          <header className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
            <h2 id={`tpl-${g.type}`} className="text-sm font-semibold text-slate-900">
              {taskTypeLabels[g.type]}
            </h2>
            <span className="text-xs text-slate-500">{g.tasks.length}</span>
          </header>
          {g.tasks.length ? (
            <ul className="divide-y divide-slate-100">
              {g.tasks.map((t) => (
                <TemplateRow key={t.id} task={t} />
              ))}
            </ul>
          ) : (
            <p className="px-4 py-6 text-center text-sm text-slate-500">No tasks of this type.</p>
          )}
        </section>
      ))}
    </div>
  );
}
