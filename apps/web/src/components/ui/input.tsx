import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { cn } from '@/lib/cn';
import { FieldMessages } from './field';

export const inputClasses = cn(
  'block w-full rounded-lg border-0 bg-white px-3.5 py-2.5 text-sm text-slate-900 shadow-xs ring-1 ring-inset ring-slate-300',
  'placeholder:text-slate-400 transition focus:outline-none focus:ring-2 focus:ring-brand',
  'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500',
  'aria-invalid:ring-red-400 aria-invalid:focus:ring-red-500',
);

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, ref, ...props }: InputProps) {
  return <input ref={ref} className={cn(inputClasses, className)} {...props} />;
}

export interface FieldProps extends Omit<InputProps, 'id'> {
  label: string;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Error text; marks the field invalid and is announced with it. */
  error?: string | null;
  /** Extra element inside the field, at its right edge (e.g. a show-characters toggle). */
  trailing?: ReactNode;
  /** Element on the label row, at its right (e.g. a "Forgot password?" link). */
  labelAside?: ReactNode;
  id?: string;
}

/** A labelled input with hint and error text wired for assistive technology. */
export function Field({ label, hint, error, trailing, labelAside, id, className, ...props }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-center justify-between gap-2">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {labelAside}
      </div>
      <div className="relative">
        <Input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          className={trailing ? 'pr-11' : undefined}
          {...props}
        />
        {trailing ? <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div> : null}
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
