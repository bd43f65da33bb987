import { type TaskType, type TemplateConfig, UPLOAD_DEFAULTS } from '@fundpath/contracts/coaching';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Field, inputClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

const num = (v: string) => (v.trim() === '' ? undefined : Number(v));

/** The template_config fields that matter for a task type. */
export function TemplateConfigEditor({
  type,
  value,
  onChange,
}: {
  type: TaskType;
  value: TemplateConfig;
  onChange: (v: TemplateConfig) => void;
}) {
  const id = useId();
  const set = (patch: Partial<TemplateConfig>) => onChange({ ...value, ...patch });

  if (type === 'document_upload' || type === 'file_upload')
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Allowed file types"
          hint={`Comma separated. Default: ${UPLOAD_DEFAULTS.allowed_file_types.join(', ')}`}
          value={(value.allowed_file_types ?? []).join(', ')}
          onChange={(e) =>
            set({
              allowed_file_types: e.target.value
                .split(',')
                .map((t) => t.trim().replace(/^\./, '').toLowerCase())
                .filter(Boolean),
            })
          }
          placeholder={UPLOAD_DEFAULTS.allowed_file_types.join(', ')}
        />
        <Field
          label="Max file size (MB)"
          type="number"
          min={1}
          max={25}
          value={value.max_file_size_mb ?? ''}
          placeholder={String(UPLOAD_DEFAULTS.max_file_size_mb)}
          onChange={(e) => set({ max_file_size_mb: num(e.target.value) })}
        />
        <Field
          label="Minimum files"
          type="number"
          min={0}
          max={20}
          value={value.min_files_required ?? ''}
          placeholder={String(UPLOAD_DEFAULTS.min_files_required)}
          onChange={(e) => set({ min_files_required: num(e.target.value) })}
        />
        <Field
          label="Maximum files"
          type="number"
          min={1}
          max={20}
          value={value.max_files_allowed ?? ''}
          placeholder={String(UPLOAD_DEFAULTS.max_files_allowed)}
          onChange={(e) => set({ max_files_allowed: num(e.target.value) })}
        />
      </div>
    );

  if (type === 'checklist') {
    const items = value.checklist_items ?? [];
    const setItems = (next: typeof items) => set({ checklist_items: next });
    return (
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">Checklist items</legend>
        {items.map((item, i) => (
          <div key={item.id} className="flex items-center gap-2">
            <input
              aria-label={`Item ${i + 1}`}
              value={item.text}
              onChange={(e) => setItems(items.map((x, j) => (j === i ? { ...x, text: e.target.value } : x)))}
              className={cn(inputClasses, 'min-w-0 flex-1')}
            />
            <label className="flex shrink-0 items-center gap-1.5 text-xs text-slate-600">
              <input
                type="checkbox"
                checked={item.required !== false}
                onChange={(e) =>
                  setItems(items.map((x, j) => (j === i ? { ...x, required: e.target.checked } : x)))
                }
              />
              Required
            </label>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={`Move item ${i + 1} up`}
              disabled={i === 0}
              onClick={() => setItems(move(items, i, i - 1))}
            >
              <ArrowUp className="size-4" aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={`Move item ${i + 1} down`}
              disabled={i === items.length - 1}
              onClick={() => setItems(move(items, i, i + 1))}
            >
              <ArrowDown className="size-4" aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={`Remove item ${i + 1}`}
              onClick={() => setItems(items.filter((_, j) => j !== i))}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </div>
        ))}
        <div className="flex flex-wrap items-center gap-4">
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              setItems([...items, { id: `item-${Date.now().toString(36)}`, text: '', required: true }])
            }
          >
            <Plus className="size-4" aria-hidden="true" /> Add item
          </Button>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={value.require_all_checked === true}
              onChange={(e) => set({ require_all_checked: e.target.checked })}
            />
            Require every item (not just required ones)
          </label>
        </div>
      </fieldset>
    );
  }

  if (type === 'external_action')
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Action URL"
          type="url"
          value={value.external_action_url ?? ''}
          onChange={(e) => set({ external_action_url: e.target.value })}
          placeholder="https://"
        />
        <Field
          label="Button text"
          value={value.external_action_button_text ?? ''}
          onChange={(e) => set({ external_action_button_text: e.target.value })}
          placeholder="Open"
        />
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-verify`} className="mb-1.5 block text-sm font-medium text-slate-800">
            Verification instructions
          </label>
          <textarea
            id={`${id}-verify`}
            rows={2}
            value={value.verification_instructions ?? ''}
            onChange={(e) => set({ verification_instructions: e.target.value })}
            className={cn(inputClasses, 'resize-y')}
          />
        </div>
      </div>
    );

  if (type === 'text_input')
    return (
      <Field
        label="Placeholder"
        value={value.placeholder ?? ''}
        onChange={(e) => set({ placeholder: e.target.value })}
      />
    );

  return <p className="text-xs text-slate-500">This task type has no extra settings.</p>;
}

/** Drops empty values so the server's defaults apply. */
export function cleanConfig(config: TemplateConfig): TemplateConfig {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(config)) {
    if (v === undefined || v === '' || (typeof v === 'number' && Number.isNaN(v))) continue;
    if (Array.isArray(v) && v.length === 0) continue;
    out[k] = v;
  }
  if (config.checklist_items) {
    const items = config.checklist_items.filter((i) => i.text.trim());
    if (items.length) out.checklist_items = items;
    else delete out.checklist_items;
  }
  return out as TemplateConfig;
}
