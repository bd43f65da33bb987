import {
  type ApplicationField,
  type DefaultTask,
  type NewDefaultTask,
  type TaskPriority,
  type TaskType,
  type TemplateConfig,
  taskPriorities,
  taskTypes,
} from '@fundpath/contracts/coaching';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, inputClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useAllApplicationFields } from '../../api/default-tasks';
import { cleanConfig, TemplateConfigEditor } from './template-config-editor';

export const taskTypeLabels: Record<TaskType, string> = {
  checkbox: 'Checkbox',
  file_upload: 'File upload',
  text_input: 'Text input',
  date_input: 'Date input',
  link: 'Link',
  document_upload: 'Document upload',
  form_fields: 'Form fields',
  checklist: 'Checklist',
  external_action: 'External action',
  simple_task: 'Simple task',
};

export type DefaultTaskDraft = Omit<NewDefaultTask, 'step_number'> & { field_ids: string[] };

/** Assigns application fields (in order) to a form task. */
function FieldPicker({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const fields = useAllApplicationFields();
  const byId = new Map((fields.data ?? []).map((f) => [f.id, f]));
  const available = (fields.data ?? []).filter((f) => !value.includes(f.id));
  const id = useId();
  const label = (f: ApplicationField) => `Step ${f.step_number} · ${f.field_label} (${f.field_name})`;
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-800">Application fields</p>
      {value.length === 0 ? (
        <p className="text-xs text-slate-500">No fields yet: the task shows “No Form Fields Assigned”.</p>
      ) : null}
      <ol className="space-y-1.5">
        {value.map((fid, i) => {
          const f = byId.get(fid);
          return (
            <li
              key={fid}
              className="flex items-center gap-2 rounded-lg bg-white px-3 py-1.5 text-sm ring-1 ring-slate-200"
            >
              <span className="min-w-0 flex-1 truncate">{f ? label(f) : fid}</span>
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label={`Move ${f?.field_label ?? 'field'} up`}
                disabled={i === 0}
                onClick={() => {
                  const next = [...value];
                  [next[i - 1], next[i]] = [next[i]!, next[i - 1]!];
                  onChange(next);
                }}
              >
                <ArrowUp className="size-3.5" aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label={`Move ${f?.field_label ?? 'field'} down`}
                disabled={i === value.length - 1}
                onClick={() => {
                  const next = [...value];
                  [next[i + 1], next[i]] = [next[i]!, next[i + 1]!];
                  onChange(next);
                }}
              >
                <ArrowDown className="size-3.5" aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label={`Remove ${f?.field_label ?? 'field'}`}
                onClick={() => onChange(value.filter((x) => x !== fid))}
              >
                <X className="size-3.5" aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ol>
      <label htmlFor={`${id}-add`} className="sr-only">
        Add a field
      </label>
      <select
        id={`${id}-add`}
        className={cn(inputClasses, 'pr-8')}
        value=""
        disabled={fields.isPending}
        onChange={(e) => e.target.value && onChange([...value, e.target.value])}
      >
        <option value="">{fields.isPending ? 'Loading fields…' : 'Add a field…'}</option>
        {available.map((f) => (
          <option key={f.id} value={f.id}>
            {label(f)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Create or edit a default task: basics, the template config of its type, form fields. */
export function DefaultTaskForm({
  initial,
  onSubmit,
  onCancel,
  saving,
  error,
}: {
  initial?: DefaultTask;
  onSubmit: (draft: DefaultTaskDraft) => void;
  onCancel: () => void;
  saving?: boolean;
  error?: string | null;
}) {
  const id = useId();
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [type, setType] = useState<TaskType>(initial?.task_type ?? 'checkbox');
  const [required, setRequired] = useState(initial?.is_required ?? false);
  const [priority, setPriority] = useState<TaskPriority>(initial?.priority ?? 'medium');
  const [linkUrl, setLinkUrl] = useState(initial?.link_url ?? '');
  const [instructions, setInstructions] = useState(initial?.instructions ?? '');
  const [config, setConfig] = useState<TemplateConfig>(initial?.template_config ?? {});
  const [fieldIds, setFieldIds] = useState<string[]>(initial?.field_ids ?? []);
  const [titleError, setTitleError] = useState<string | null>(null);

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!title.trim()) {
          setTitleError('Title is required');
          return;
        }
        onSubmit({
          title: title.trim(),
          description: description.trim() || null,
          task_type: type,
          is_required: required,
          priority,
          link_url: linkUrl.trim() || null,
          instructions: instructions.trim() || null,
          template_config: cleanConfig(config),
          field_ids: type === 'form_fields' ? fieldIds : [],
        });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <Field
          label="Title"
          value={title}
          error={titleError}
          maxLength={200}
          onChange={(e) => setTitle(e.target.value)}
        />
        <label className="block">
          <span className="mb-1.5 block text-sm font-medium text-slate-800">Type</span>
          <select
            className={cn(inputClasses, 'pr-8')}
            value={type}
            onChange={(e) => setType(e.target.value as TaskType)}
          >
            {taskTypes.map((t) => (
              <option key={t} value={t}>
                {taskTypeLabels[t]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div>
        <label htmlFor={`${id}-desc`} className="mb-1.5 block text-sm font-medium text-slate-800">
          Description
        </label>
        <textarea
          id={`${id}-desc`}
          rows={2}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          className={cn(inputClasses, 'resize-y')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <label className="block">
          <span className="mb-1.5 block text-sm font-medium text-slate-800">Priority</span>
          <select
            className={cn(inputClasses, 'pr-8 capitalize')}
            value={priority}
            onChange={(e) => setPriority(e.target.value as TaskPriority)}
          >
            {taskPriorities.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
        {type === 'link' ? (
          <Field
            label="Link URL"
            value={linkUrl}
            onChange={(e) => setLinkUrl(e.target.value)}
            placeholder="https:// or /path"
          />
        ) : null}
        <label className="flex items-center gap-2 self-end pb-2.5 text-sm text-slate-700">
          <input type="checkbox" checked={required} onChange={(e) => setRequired(e.target.checked)} />
          Required to complete the step
        </label>
      </div>
      <div>
        <label htmlFor={`${id}-instr`} className="mb-1.5 block text-sm font-medium text-slate-800">
          Instructions
        </label>
        <textarea
          id={`${id}-instr`}
          rows={2}
          value={instructions}
          onChange={(e) => setInstructions(e.target.value)}
          className={cn(inputClasses, 'resize-y')}
        />
      </div>
      <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset">
        <p className="mb-3 text-xs font-semibold tracking-wider text-slate-500 uppercase">
          {taskTypeLabels[type]} settings
        </p>
        {type === 'form_fields' ? (
          <FieldPicker value={fieldIds} onChange={setFieldIds} />
        ) : (
          <TemplateConfigEditor type={type} value={config} onChange={setConfig} />
        )}
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {initial ? 'Save task' : 'Add task'}
        </Button>
      </div>
    </form>
  );
}
