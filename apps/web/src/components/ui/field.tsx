import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

/*
 * Label, hint and error around a form control, shared by every field of the kit (input,
 * textarea, native and Radix select, date picker).
 */

/** Label, hint and error around a control, wired for assistive technology. */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return {
    controlId,
    hintId,
    errorId,
    describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined,
  };
}

export function FieldLabel({
  htmlFor,
  id,
  hidden,
  size = 'md',
  children,
}: {
  htmlFor: string;
  id?: string;
  hidden?: boolean;
  size?: 'sm' | 'md';
  children: ReactNode;
}) {
  return (
    <label
      htmlFor={htmlFor}
      id={id}
      className={cn(
        hidden
          ? 'sr-only'
          : size === 'sm'
            ? 'mb-1 block text-xs font-medium text-slate-600'
            : 'mb-1.5 block text-sm font-medium text-slate-800',
      )}
    >
      {children}
    </label>
  );
}

export function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId?: string;
  error?: ReactNode;
  errorId?: string;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </>
  );
}
