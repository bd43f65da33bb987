import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';
import { inputClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';

export interface SelectOption<V extends string = string> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

/** Label, hint and error around a control, wired for assistive technology. */
function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode) {
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

function FieldLabel({
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

function FieldMessages({
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

/* ------------------------------------------------------------------------------------------------
 * Select: Radix listbox with custom option rendering, typeahead and full keyboard support.
 * ----------------------------------------------------------------------------------------------*/

export interface SelectProps<V extends string = string> {
  label: string;
  hideLabel?: boolean;
  /** `''` shows the placeholder (Radix items cannot have an empty value). */
  value: V | '';
  onValueChange: (value: V) => void;
  options: ReadonlyArray<SelectOption<V>>;
  placeholder?: string;
  hint?: ReactNode;
  error?: string | null;
  disabled?: boolean;
  required?: boolean;
  /** Form field name: Radix renders a hidden native select for form posts. */
  name?: string;
  id?: string;
  className?: string;
  triggerClassName?: string;
}

export function Select<V extends string = string>({
  label,
  hideLabel = false,
  value,
  onValueChange,
  options,
  placeholder = 'Select…',
  hint,
  error,
  disabled,
  required,
  name,
  id,
  className,
  triggerClassName,
}: SelectProps<V>) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  const labelId = `${controlId}-label`;
  return (
    <div className={className}>
      <FieldLabel htmlFor={controlId} id={labelId} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <SelectPrimitive.Root
        value={value === '' ? undefined : value}
        onValueChange={(v) => onValueChange(v as V)}
        disabled={disabled}
        required={required}
        name={name}
      >
        <SelectPrimitive.Trigger
          id={controlId}
          aria-labelledby={labelId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(
            inputClasses,
            'flex h-10 items-center justify-between gap-2 py-2 pr-2.5 pl-3 text-left',
            'data-[placeholder]:text-slate-400 data-disabled:cursor-not-allowed data-disabled:bg-slate-50 data-disabled:text-slate-500',
            triggerClassName,
          )}
        >
          <span className="min-w-0 truncate">
            <SelectPrimitive.Value placeholder={placeholder} />
          </span>
          <SelectPrimitive.Icon asChild>
            <ChevronDown className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          </SelectPrimitive.Icon>
        </SelectPrimitive.Trigger>
        <SelectPrimitive.Portal>
          <SelectPrimitive.Content
            position="popper"
            sideOffset={4}
            className="z-[80] max-h-[min(20rem,var(--radix-select-content-available-height))] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-xl bg-white shadow-lg ring-1 ring-slate-900/10 data-[state=open]:animate-fade-in"
          >
            <SelectPrimitive.ScrollUpButton className="flex h-6 items-center justify-center text-slate-400">
              <ChevronUp className="size-4" aria-hidden="true" />
            </SelectPrimitive.ScrollUpButton>
            <SelectPrimitive.Viewport className="p-1">
              {options.map((o) => (
                <SelectPrimitive.Item
                  key={o.value}
                  value={o.value}
                  disabled={o.disabled}
                  className="relative flex cursor-default items-center rounded-md py-2 pr-8 pl-3 text-sm text-slate-800 outline-none select-none data-disabled:text-slate-400 data-highlighted:bg-brand/10 data-highlighted:text-slate-900"
                >
                  <SelectPrimitive.ItemText>{o.label}</SelectPrimitive.ItemText>
                  <SelectPrimitive.ItemIndicator className="absolute right-2.5 inline-flex items-center text-brand">
                    <Check className="size-4" aria-hidden="true" />
                  </SelectPrimitive.ItemIndicator>
                </SelectPrimitive.Item>
              ))}
            </SelectPrimitive.Viewport>
            <SelectPrimitive.ScrollDownButton className="flex h-6 items-center justify-center text-slate-400">
              <ChevronDown className="size-4" aria-hidden="true" />
            </SelectPrimitive.ScrollDownButton>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      </SelectPrimitive.Root>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
