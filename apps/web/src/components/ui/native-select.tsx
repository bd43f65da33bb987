import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { FieldLabel, FieldMessages, useFieldIds } from './field';

/*
 * The native select, apart from the Radix one (./select.tsx): most screens only render this one,
 * and importing it must not load @radix-ui/react-select.
 */

/* ------------------------------------------------------------------------------------------------
 * Native select: real <select> semantics (form posts, `selectOptions` in tests, mobile pickers).
 * ----------------------------------------------------------------------------------------------*/

export interface NativeSelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

const nativeSelectBase = cn(
  'block h-10 w-full rounded-lg border-0 bg-white py-2 pr-8 pl-3 text-sm text-slate-900 shadow-xs ring-1 ring-inset transition',
  'focus:outline-none focus:ring-2 focus:ring-brand',
  'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500',
  'aria-invalid:ring-red-400 aria-invalid:focus:ring-red-500',
);

/** Classes for a bare native <select> styled like the inputs. */
export const nativeSelectClasses = cn(nativeSelectBase, 'ring-slate-300');

export interface NativeSelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'children'> {
  label: string;
  /** Keep the label for screen readers only (e.g. a filter bar with placeholders). */
  hideLabel?: boolean;
  /** `sm` is the compact filter-bar label. */
  labelSize?: 'sm' | 'md';
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<NativeSelectOption>;
  /** A first, empty-valued option (e.g. "All statuses"). */
  placeholder?: string;
  hint?: ReactNode;
  error?: string | null;
  /** Emphasise a non-default choice, e.g. an active filter. */
  highlighted?: boolean;
  /** Classes for the wrapper; `selectClassName` for the <select>. */
  className?: string;
  selectClassName?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select, styled like the inputs (fast, accessible, works with the keyboard). */
export function NativeSelect({
  label,
  hideLabel = false,
  labelSize = 'md',
  value,
  onChange,
  options,
  placeholder,
  hint,
  error,
  highlighted = false,
  id,
  className,
  selectClassName,
  ref,
  ...props
}: NativeSelectProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className={className}>
      <FieldLabel htmlFor={controlId} hidden={hideLabel} size={labelSize}>
        {label}
      </FieldLabel>
      <select
        ref={ref}
        id={controlId}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          nativeSelectBase,
          highlighted ? 'font-medium ring-brand/50' : 'ring-slate-300',
          selectClassName,
        )}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
