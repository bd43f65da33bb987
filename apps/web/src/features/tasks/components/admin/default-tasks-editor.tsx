import type { DefaultTask } from '@fundpath/contracts/coaching';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, GripVertical, Pencil, Plus, Trash2 } from 'lucide-react';
import { type DragEvent, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { useDialogs } from '@/components/ui/dialogs';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import {
  createDefaultTask,
  deleteDefaultTask,
  reorderDefaultTasks,
  setDefaultTaskFields,
  updateDefaultTask,
  useDefaultTasks,
} from '../../api/default-tasks';
import { taskKeys } from '../../api/tasks';
import { type DefaultTaskDraft, DefaultTaskForm, taskTypeLabels } from './default-task-form';

function sameIds(a: readonly string[], b: readonly string[]) {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** One task's save: the task, then its form fields when they changed. */
export function useSaveDefaultTask(step: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ task, draft }: { task?: DefaultTask; draft: DefaultTaskDraft }) => {
      const { field_ids, ...rest } = draft;
      if (!task) return (await createDefaultTask({ ...rest, step_number: step, field_ids })).task;
      const saved = (await updateDefaultTask(task.id, rest)).task;
      if (!sameIds(field_ids, task.field_ids) && (draft.task_type === 'form_fields' || task.field_ids.length))
        return (await setDefaultTaskFields(task.id, field_ids)).task;
      return saved;
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: taskKeys.all }),
  });
}

/** A step's default tasks: add, edit (with template config and form fields), delete, reorder. */
export function DefaultTasksEditor({ step }: { step: number }) {
  const tasks = useDefaultTasks(step);
  const qc = useQueryClient();
  const { confirm } = useDialogs();
  const save = useSaveDefaultTask(step);
  const [order, setOrder] = useState<DefaultTask[]>([]);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => setOrder(tasks.data ?? []), [tasks.data]);

  const reorder = useMutation({
    mutationFn: (ids: string[]) => reorderDefaultTasks(step, ids),
    onSuccess: () => qc.invalidateQueries({ queryKey: taskKeys.defaults(step) }),
    onError: (err) => {
      toast.error(errorMessage(err, 'Could not save the new order'));
      void qc.invalidateQueries({ queryKey: taskKeys.defaults(step) });
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteDefaultTask(id),
    onSuccess: () => {
      toast.success('Task deleted');
      void qc.invalidateQueries({ queryKey: taskKeys.all });
    },
    onError: (err) => toast.error(errorMessage(err, 'Could not delete the task')),
  });

  const move = (from: number, to: number) => {
    if (to < 0 || to >= order.length || from === to) return;
    const next = [...order];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    setOrder(next);
    setAnnouncement(`${item!.title} moved to position ${to + 1} of ${next.length}.`);
    reorder.mutate(next.map((t) => t.id));
  };
  const onDrop = (e: DragEvent, to: number) => {
    e.preventDefault();
    if (!dragging) return;
    move(
      order.findIndex((t) => t.id === dragging),
      to,
    );
    setDragging(null);
  };
  const submit = (task: DefaultTask | undefined, draft: DefaultTaskDraft) =>
    save.mutate(
      { task, draft },
      {
        onSuccess: () => {
          toast.success(task ? 'Task saved' : 'Task added');
          setEditing(null);
        },
      },
    );

  if (tasks.isPending) return <Spinner message="Loading tasks..." className="py-10" />;
  if (tasks.isError)
    return (
      <Callout tone="error" title="Error Loading Data">
        {errorMessage(tasks.error)}
      </Callout>
    );

  return (
    <div className="space-y-3">
      <p className="sr-only" aria-live="assertive">
        {announcement}
      </p>
      {order.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-200 py-8 text-center text-sm text-slate-500">
          No default tasks for Step {step} yet.
        </p>
      ) : (
        <ol className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white">
          {order.map((task, index) => (
            <li
              key={task.id}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => onDrop(e, index)}
              className={cn(dragging === task.id && 'bg-brand/5 opacity-60')}
            >
              <div className="flex items-center gap-2 px-3 py-2.5">
                <span
                  draggable
                  onDragStart={(e) => {
                    setDragging(task.id);
                    e.dataTransfer.effectAllowed = 'move';
                    e.dataTransfer.setData('text/plain', task.id);
                  }}
                  onDragEnd={() => setDragging(null)}
                  className="hidden cursor-grab rounded p-1 text-slate-500 hover:bg-slate-100 sm:block"
                  title="Drag to reorder"
                  aria-hidden="true"
                >
                  <GripVertical className="size-4" />
                </span>
                <span className="w-5 text-right text-xs text-slate-500 tabular-nums">{index + 1}</span>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-slate-900">{task.title}</p>
                  <p className="mt-0.5 flex flex-wrap gap-1.5">
                    <Badge>{taskTypeLabels[task.task_type]}</Badge>
                    {task.is_required ? <Badge tone="brand">Required</Badge> : null}
                    {task.task_type === 'form_fields' ? (
                      <Badge tone={task.field_ids.length ? 'info' : 'warning'}>
                        {task.field_ids.length} fields
                      </Badge>
                    ) : null}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={`Move ${task.title} up`}
                  disabled={index === 0 || reorder.isPending}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUp className="size-4" aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={`Move ${task.title} down`}
                  disabled={index === order.length - 1 || reorder.isPending}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDown className="size-4" aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={`Edit ${task.title}`}
                  aria-expanded={editing === task.id}
                  onClick={() => setEditing(editing === task.id ? null : task.id)}
                >
                  <Pencil className="size-4" aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8 hover:text-red-600"
                  aria-label={`Delete ${task.title}`}
                  onClick={async () => {
                    if (
                      await confirm({
                        title: 'Delete this task?',
                        message: `“${task.title}” is removed from Step ${step}. Clients keep what they already did.`,
                        variant: 'danger',
                        confirmLabel: 'Delete',
                      })
                    )
                      remove.mutate(task.id);
                  }}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </div>
              {editing === task.id ? (
                <div className="border-t border-slate-100 bg-slate-50/60 p-4">
                  <DefaultTaskForm
                    initial={task}
                    saving={save.isPending}
                    error={save.isError ? errorMessage(save.error) : null}
                    onCancel={() => setEditing(null)}
                    onSubmit={(draft) => submit(task, draft)}
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {editing === 'new' ? (
        <div className="rounded-xl border border-brand/30 bg-white p-4 shadow-xs">
          <h3 className="mb-3 text-sm font-semibold text-slate-900">New task for Step {step}</h3>
          <DefaultTaskForm
            saving={save.isPending}
            error={save.isError ? errorMessage(save.error) : null}
            onCancel={() => setEditing(null)}
            onSubmit={(draft) => submit(undefined, draft)}
          />
        </div>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            save.reset();
            setEditing('new');
          }}
        >
          <Plus className="size-4" aria-hidden="true" /> Add task
        </Button>
      )}
    </div>
  );
}
