import { type ReactNode, type Ref, type TextareaHTMLAttributes, useId } from 'react';
import { cn } from '@/lib/cn';
import { FieldMessages } from './field';

export const textareaClasses = cn(
  'block w-full rounded-lg border-0 bg-white px-3.5 py-2.5 text-sm text-slate-900 shadow-xs ring-1 ring-inset ring-slate-300',
  'placeholder:text-slate-400 transition focus:outline-none focus:ring-2 focus:ring-brand',
  'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500',
  'aria-invalid:ring-red-400 aria-invalid:focus:ring-red-500',
);

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ className, ref, rows = 4, ...props }: TextareaProps) {
  return <textarea ref={ref} rows={rows} className={cn(textareaClasses, className)} {...props} />;
}

export interface TextareaFieldProps extends Omit<TextareaProps, 'id'> {
  label: string;
  hint?: ReactNode;
  /** Error text; marks the field invalid and is announced with it. */
  error?: string | null;
  /** Show "12 / 500" under the field when `maxLength` is set. */
  showCount?: boolean;
  id?: string;
}

/** A labelled textarea with hint, error and an optional character count. */
export function TextareaField({
  label,
  hint,
  error,
  showCount = false,
  id,
  className,
  maxLength,
  value,
  ...props
}: TextareaFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const count = typeof value === 'string' ? value.length : 0;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <Textarea
        id={fieldId}
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...props}
      />
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
        </div>
        {showCount && maxLength ? (
          <p className="mt-1.5 shrink-0 text-xs text-slate-500 tabular-nums">
            {count} / {maxLength}
          </p>
        ) : null}
      </div>
    </div>
  );
}
