import {
  STAFF_TASK_PRIORITY_LABELS,
  STAFF_TASK_TITLE_MAX,
  type StaffTaskPerson,
  type StaffTaskPriority,
  staffTaskPriorities,
} from '@fundpath/contracts/staff-tasks';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { TextareaField } from '@/components/ui/textarea';
import { fieldErrorsOf } from '@/lib/api-client';
import { useCreateStaffTask } from '../api/create-task';
import { notify } from '../hooks/notify';
import { ClientPicker } from './client-picker';

export const priorityOptions = staffTaskPriorities.map((p) => ({
  value: p,
  label: STAFF_TASK_PRIORITY_LABELS[p],
}));

/** "New Task": title, description, client, assignee, due date, priority. */
export function CreateTaskDialog({
  open,
  onOpenChange,
  staff,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  staff: StaffTaskPerson[];
  onCreated?: (id: string) => void;
}) {
  const create = useCreateStaffTask();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [client, setClient] = useState<StaffTaskPerson | null>(null);
  const [assignee, setAssignee] = useState('');
  const [due, setDue] = useState('');
  const [priority, setPriority] = useState<StaffTaskPriority>('medium');
  const [error, setError] = useState<string | null>(null);
  const serverErrors = fieldErrorsOf(create.error);

  const reset = () => {
    setTitle('');
    setDescription('');
    setClient(null);
    setAssignee('');
    setDue('');
    setPriority('medium');
    setError(null);
    create.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setError('Give the task a title');
      return;
    }
    setError(null);
    create.mutate(
      {
        title: title.trim(),
        description,
        client_id: client?.id ?? null,
        assignee_id: assignee || null,
        due_date: due || null,
        priority,
      },
      {
        onSuccess: (task) => {
          notify.success('Task created');
          reset();
          onOpenChange(false);
          onCreated?.(task.id);
        },
        onError: (err) => notify.error('Failed to create task', err),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent title="New Task" description="A follow-up for you or a colleague." size="lg">
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-col">
          <div className="space-y-4 overflow-y-auto px-6 py-4">
            <Field
              label="Title"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              maxLength={STAFF_TASK_TITLE_MAX}
              error={error ?? serverErrors.title}
              required
              autoFocus
            />
            <TextareaField
              label="Description"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              rows={3}
              maxLength={5000}
            />
            <ClientPicker value={client} onChange={setClient} />
            <div className="grid gap-4 sm:grid-cols-3">
              <NativeSelect
                label="Assignee"
                value={assignee}
                onChange={setAssignee}
                placeholder="Unassigned"
                options={staff.map((s) => ({ value: s.id, label: s.display_name }))}
                error={serverErrors.assignee_id}
              />
              <Field label="Due date" type="date" value={due} onChange={(e) => setDue(e.target.value)} />
              <NativeSelect
                label="Priority"
                value={priority}
                onChange={(v) => setPriority(v as StaffTaskPriority)}
                options={priorityOptions}
              />
            </div>
          </div>
          <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-6 py-4 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create Task
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
