import {
  type ApplicationField,
  type FieldType,
  fieldTypes,
  MAX_STEPS,
  type NewApplicationField,
  newApplicationFieldSchema,
} from '@fundpath/contracts/coaching';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, inputClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';

const num = (v: string) => (v.trim() === '' ? undefined : Number(v));
const str = (v: number | undefined) => (v === undefined ? '' : String(v));

/** Create or edit an application field with its validation rules (spec §3, §5). */
export function FieldForm({
  initial,
  defaultStep = 1,
  onSubmit,
  onCancel,
  saving,
  serverError,
}: {
  initial?: ApplicationField;
  defaultStep?: number;
  onSubmit: (body: NewApplicationField) => void;
  onCancel: () => void;
  saving?: boolean;
  serverError?: string | null;
}) {
  const id = useId();
  const rules = initial?.validation_rules ?? {};
  const [name, setName] = useState(initial?.field_name ?? '');
  const [label, setLabel] = useState(initial?.field_label ?? '');
  const [type, setType] = useState<FieldType>(initial?.field_type ?? 'text');
  const [required, setRequired] = useState(initial?.required ?? false);
  const [step, setStep] = useState(initial?.step_number ?? defaultStep);
  const [placeholder, setPlaceholder] = useState(initial?.placeholder ?? '');
  const [help, setHelp] = useState(initial?.help_text ?? '');
  const [options, setOptions] = useState((initial?.options ?? []).join('\n'));
  const [minLength, setMinLength] = useState(str(rules.min_length));
  const [maxLength, setMaxLength] = useState(str(rules.max_length));
  const [min, setMin] = useState(str(rules.min));
  const [max, setMax] = useState(str(rules.max));
  const [pattern, setPattern] = useState(rules.pattern ?? '');
  const [patternMessage, setPatternMessage] = useState(rules.pattern_message ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const body = {
      field_name: name.trim(),
      field_label: label.trim(),
      field_type: type,
      required,
      step_number: step,
      placeholder: placeholder.trim() || null,
      help_text: help.trim() || null,
      options:
        type === 'select'
          ? options
              .split('\n')
              .map((o) => o.trim())
              .filter(Boolean)
          : [],
      validation_rules: Object.fromEntries(
        Object.entries({
          min_length: num(minLength),
          max_length: num(maxLength),
          min: num(min),
          max: num(max),
          pattern: pattern.trim() || undefined,
          pattern_message: patternMessage.trim() || undefined,
        }).filter(([, v]) => v !== undefined),
      ),
    };
    const parsed = newApplicationFieldSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    if (type === 'select' && body.options.length === 0) {
      setErrors({ options: 'Add at least one option' });
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  const numeric = type === 'number' || type === 'currency';
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Label"
          value={label}
          onChange={(e) => setLabel(e.target.value)}
          error={errors.field_label}
        />
        <Field
          label="Field name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.field_name}
          hint="lower_snake_case; answers are stored under it"
          className="font-mono"
        />
        <label className="block">
          <span className="mb-1.5 block text-sm font-medium text-slate-800">Type</span>
          <select
            className={cn(inputClasses, 'pr-8')}
            value={type}
            onChange={(e) => setType(e.target.value as FieldType)}
          >
            {fieldTypes.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="mb-1.5 block text-sm font-medium text-slate-800">Step</span>
          <select
            className={cn(inputClasses, 'pr-8')}
            value={step}
            onChange={(e) => setStep(Number(e.target.value))}
          >
            {Array.from({ length: MAX_STEPS }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                Step {n}
              </option>
            ))}
          </select>
        </label>
        <Field label="Placeholder" value={placeholder} onChange={(e) => setPlaceholder(e.target.value)} />
        <Field label="Help text" value={help} onChange={(e) => setHelp(e.target.value)} />
      </div>
      {type === 'select' ? (
        <div>
          <label htmlFor={`${id}-options`} className="mb-1.5 block text-sm font-medium text-slate-800">
            Options <span className="font-normal text-slate-500">(one per line)</span>
          </label>
          <textarea
            id={`${id}-options`}
            rows={4}
            value={options}
            onChange={(e) => setOptions(e.target.value)}
            aria-invalid={errors.options ? true : undefined}
            className={cn(inputClasses, 'resize-y')}
          />
          {errors.options ? <p className="mt-1 text-xs font-medium text-red-600">{errors.options}</p> : null}
        </div>
      ) : null}
      <fieldset className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset">
        <legend className="sr-only">Validation rules</legend>
        <p className="mb-3 text-xs font-semibold tracking-wider text-slate-500 uppercase">Validation rules</p>
        <label className="mb-4 flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={required} onChange={(e) => setRequired(e.target.checked)} />
          Required
        </label>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Minimum length"
            type="number"
            min={0}
            value={minLength}
            onChange={(e) => setMinLength(e.target.value)}
            error={errors['validation_rules.min_length']}
          />
          <Field
            label="Maximum length"
            type="number"
            min={1}
            value={maxLength}
            onChange={(e) => setMaxLength(e.target.value)}
            error={errors['validation_rules.max_length']}
          />
          {numeric ? (
            <>
              <Field
                label="Minimum value"
                type="number"
                value={min}
                onChange={(e) => setMin(e.target.value)}
              />
              <Field
                label="Maximum value"
                type="number"
                value={max}
                onChange={(e) => setMax(e.target.value)}
              />
            </>
          ) : null}
          <Field
            label="Pattern (regular expression)"
            value={pattern}
            onChange={(e) => setPattern(e.target.value)}
            error={errors['validation_rules.pattern']}
            className="font-mono"
          />
          <Field
            label="Pattern message"
            value={patternMessage}
            onChange={(e) => setPatternMessage(e.target.value)}
          />
        </div>
      </fieldset>
      {serverError ? (
        <p role="alert" className="text-sm font-medium text-red-600">
          {serverError}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {initial ? 'Save field' : 'Add field'}
        </Button>
      </div>
    </form>
  );
}
