import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { inputClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { FieldLabel, FieldMessages, useFieldIds } from './field';

/*
 * The Radix listbox select. The native one is in ./native-select.tsx (import it from there: screens
 * that only render NativeSelect then don't load Radix Select); it is re-exported here for the kit.
 */
export {
  NativeSelect,
  type NativeSelectOption,
  type NativeSelectProps,
  nativeSelectClasses,
} from './native-select';

export interface SelectOption<V extends string = string> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
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
            'data-[placeholder]:text-slate-500 data-disabled:cursor-not-allowed data-disabled:bg-slate-50 data-disabled:text-slate-500',
            triggerClassName,
          )}
        >
          <span className="min-w-0 truncate">
            <SelectPrimitive.Value placeholder={placeholder} />
          </span>
          <SelectPrimitive.Icon asChild>
            <ChevronDown className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          </SelectPrimitive.Icon>
        </SelectPrimitive.Trigger>
        <SelectPrimitive.Portal>
          <SelectPrimitive.Content
            position="popper"
            sideOffset={4}
            className="z-[80] max-h-[min(20rem,var(--radix-select-content-available-height))] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-xl bg-white shadow-lg ring-1 ring-slate-900/10 data-[state=open]:animate-fade-in"
          >
            <SelectPrimitive.ScrollUpButton className="flex h-6 items-center justify-center text-slate-500">
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
            <SelectPrimitive.ScrollDownButton className="flex h-6 items-center justify-center text-slate-500">
              <ChevronDown className="size-4" aria-hidden="true" />
            </SelectPrimitive.ScrollDownButton>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      </SelectPrimitive.Root>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
