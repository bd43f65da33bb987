import type { ApplicationField } from '@fundpath/contracts/coaching';
import type { ReactNode } from 'react';
import { inputClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';

export interface FieldInputProps {
  field: ApplicationField;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null;
  /** Shown after the label: a save state such as "Saved". */
  status?: ReactNode;
  disabled?: boolean;
  idPrefix: string;
}

const inputTypes: Partial<Record<ApplicationField['field_type'], string>> = {
  email: 'email',
  phone: 'tel',
  date: 'date',
  url: 'url',
};

/**
 * One application field as a labelled control. The wrapper carries `data-application-field`,
 * which the dashboard's step completion check uses to scroll to and focus a missing field.
 */
export function FieldInput({
  field,
  value,
  onChange,
  onBlur,
  error,
  status,
  disabled,
  idPrefix,
}: FieldInputProps) {
  const id = `${idPrefix}-${field.field_name}`;
  const describedBy = [field.help_text ? `${id}-help` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    name: field.field_name,
    value,
    disabled,
    onBlur,
    required: field.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
  const numeric = field.field_type === 'currency' || field.field_type === 'number';
  return (
    <div data-application-field={field.field_name} className="min-w-0">
      <div className="mb-1.5 flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {field.field_label}
          {field.required ? (
            <span className="ml-0.5 text-red-500" aria-hidden="true">
              *
            </span>
          ) : null}
        </label>
        {status}
      </div>
      {field.field_type === 'select' ? (
        <select {...common} onChange={(e) => onChange(e.target.value)} className={cn(inputClasses, 'pr-8')}>
          <option value="">Select…</option>
          {field.options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      ) : field.field_type === 'textarea' ? (
        <textarea
          {...common}
          rows={3}
          placeholder={field.placeholder ?? undefined}
          onChange={(e) => onChange(e.target.value)}
          className={cn(inputClasses, 'resize-y')}
        />
      ) : (
        <div className="relative">
          {field.field_type === 'currency' ? (
            <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500">
              $
            </span>
          ) : null}
          <input
            {...common}
            type={inputTypes[field.field_type] ?? 'text'}
            inputMode={numeric ? 'decimal' : undefined}
            placeholder={field.placeholder ?? undefined}
            onChange={(e) => onChange(e.target.value)}
            className={cn(inputClasses, field.field_type === 'currency' && 'pl-7')}
          />
        </div>
      )}
      {field.help_text ? (
        <p id={`${id}-help`} className="mt-1 text-xs text-slate-500">
          {field.help_text}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
