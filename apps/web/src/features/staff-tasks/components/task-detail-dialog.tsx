import {
  STAFF_TASK_COMMENT_MAX,
  type StaffTask,
  type StaffTaskPatch,
  type StaffTaskPerson,
  type StaffTaskPriority,
  type StaffTaskStatus,
} from '@fundpath/contracts/staff-tasks';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useDialogs } from '@/components/ui/dialogs';
import { Field } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { TextareaField } from '@/components/ui/textarea';
import { formatDateTime } from '@/lib/format';
import { useAddStaffTaskComment, useStaffTaskComments } from '../api/comments';
import { useDeleteStaffTask } from '../api/delete-task';
import { useStaffTask } from '../api/get-task';
import { useUpdateStaffTask } from '../api/update-task';
import { notify } from '../hooks/notify';
import { priorityOptions } from './create-task-dialog';
import { DueBadge, StatusBadge, statusOptions } from './task-bits';
import { clientHref } from './task-meta';

/** One task: its details (each change saves at once), delete, and the comment thread. */
export function TaskDetailDialog({
  id,
  onClose,
  staff,
  now,
}: {
  id: string | null;
  onClose: () => void;
  staff: StaffTaskPerson[];
  now: Date;
}) {
  const task = useStaffTask(id);
  return (
    <Dialog open={Boolean(id)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={task.data?.title ?? 'Task'}
        description={task.data?.client ? `About ${task.data.client.display_name}` : undefined}
        size="lg"
      >
        <div className="min-h-0 space-y-6 overflow-y-auto px-6 py-4">
          {task.isError ? (
            <LoadError title="Failed to load the task" error={task.error} onRetry={() => task.refetch()} />
          ) : !task.data ? (
            <Spinner message="Loading task…" className="py-10" />
          ) : (
            <>
              <TaskDetails task={task.data} staff={staff} now={now} onDeleted={onClose} />
              <TaskComments taskId={task.data.id} />
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function TaskDetails({
  task,
  staff,
  now,
  onDeleted,
}: {
  task: StaffTask;
  staff: StaffTaskPerson[];
  now: Date;
  onDeleted: () => void;
}) {
  const update = useUpdateStaffTask();
  const remove = useDeleteStaffTask();
  const dialogs = useDialogs();
  const [title, setTitle] = useState(task.title);
  const [description, setDescription] = useState(task.description);
  useEffect(() => {
    setTitle(task.title);
    setDescription(task.description);
  }, [task.title, task.description]);

  const save = (patch: StaffTaskPatch, done = 'Task updated') =>
    update.mutate(
      { id: task.id, patch },
      {
        onSuccess: () => notify.success(done),
        onError: (err) => notify.error('Failed to update task', err),
      },
    );
  const dirty = title.trim() !== task.title || description.trim() !== task.description;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || !dirty) return;
    save({ title: title.trim(), description: description.trim() });
  };
  const assigneeOptions =
    staff.some((s) => s.id === task.assignee?.id) || !task.assignee ? staff : [...staff, task.assignee];

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={task.status} />
        <DueBadge task={task} now={now} />
        {task.client ? (
          <Link to={clientHref(task.client.id)} className="text-sm font-medium text-brand hover:underline">
            Open {task.client.display_name}’s record
          </Link>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <NativeSelect
          label="Status"
          value={task.status}
          onChange={(v) => save({ status: v as StaffTaskStatus }, 'Task moved')}
          options={statusOptions}
        />
        <NativeSelect
          label="Priority"
          value={task.priority}
          onChange={(v) => save({ priority: v as StaffTaskPriority })}
          options={priorityOptions}
        />
        <NativeSelect
          label="Assignee"
          value={task.assignee?.id ?? ''}
          onChange={(v) => save({ assignee_id: v || null }, v ? 'Task assigned' : 'Task unassigned')}
          placeholder="Unassigned"
          options={assigneeOptions.map((s) => ({ value: s.id, label: s.display_name }))}
        />
        <Field
          label="Due date"
          type="date"
          value={task.due_date ?? ''}
          onChange={(e) => save({ due_date: e.target.value || null })}
        />
      </div>
      <form onSubmit={submit} className="space-y-3">
        <Field label="Title" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />
        <TextareaField
          label="Description"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          rows={3}
          maxLength={5000}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs text-slate-500">
            Created {formatDateTime(task.created_at)}
            {task.created_by ? ` by ${task.created_by.display_name}` : ''}
          </p>
          <div className="flex gap-2">
            {task.can_delete ? (
              <Button
                variant="ghost"
                size="sm"
                loading={remove.isPending}
                leftIcon={<Trash2 className="size-4" aria-hidden="true" />}
                onClick={async () => {
                  const ok = await dialogs.confirm({
                    title: 'Delete this task?',
                    message: 'The task and its comments are removed for everyone.',
                    variant: 'danger',
                    confirmLabel: 'Delete',
                  });
                  if (!ok) return;
                  remove.mutate(task.id, {
                    onSuccess: () => {
                      notify.success('Task deleted');
                      onDeleted();
                    },
                    onError: (err) => notify.error('Failed to delete task', err),
                  });
                }}
              >
                Delete
              </Button>
            ) : null}
            <Button type="submit" size="sm" disabled={!dirty || !title.trim()} loading={update.isPending}>
              Save
            </Button>
          </div>
        </div>
      </form>
    </div>
  );
}

function TaskComments({ taskId }: { taskId: string }) {
  const comments = useStaffTaskComments(taskId);
  const add = useAddStaffTaskComment();
  const [body, setBody] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    add.mutate(
      { id: taskId, body: body.trim() },
      {
        onSuccess: () => {
          setBody('');
          notify.success('Comment added');
        },
        onError: (err) => notify.error('Failed to add comment', err),
      },
    );
  };
  return (
    <section aria-labelledby="task-comments-heading" className="space-y-3 border-t border-slate-200 pt-5">
      <h3 id="task-comments-heading" className="text-sm font-semibold text-slate-900">
        Comments
      </h3>
      {comments.isError ? (
        <LoadError
          title="Failed to load comments"
          error={comments.error}
          onRetry={() => comments.refetch()}
        />
      ) : comments.isPending ? (
        <Spinner message="Loading comments…" />
      ) : comments.data.length === 0 ? (
        <p className="text-sm text-slate-500">No comments yet.</p>
      ) : (
        <ol aria-label="Comments" className="space-y-3">
          {comments.data.map((c) => (
            <li key={c.id} className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
              <p className="text-xs text-slate-500">
                <span className="font-medium text-slate-800">
                  {c.author?.display_name ?? 'Former colleague'}
                </span>{' '}
                · <time dateTime={c.created_at}>{formatDateTime(c.created_at)}</time>
              </p>
              <p className="mt-1 text-sm whitespace-pre-wrap text-slate-800">{c.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} className="space-y-2">
        <TextareaField
          label="Add a comment"
          value={body}
          onChange={(e) => setBody(e.target.value)}
          rows={2}
          maxLength={STAFF_TASK_COMMENT_MAX}
        />
        <div className="flex justify-end">
          <Button type="submit" size="sm" disabled={!body.trim()} loading={add.isPending}>
            Comment
          </Button>
        </div>
      </form>
    </section>
  );
}
