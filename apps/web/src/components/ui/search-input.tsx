import { Search, X } from 'lucide-react';
import { type InputHTMLAttributes, type Ref, useEffect, useId, useRef, useState } from 'react';
import { inputClasses } from '@/components/ui/input';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { cn } from '@/lib/cn';

export interface SearchInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'defaultValue'> {
  /** The accessible name; shown above the field unless `hideLabel`. */
  label: string;
  hideLabel?: boolean;
  /** `sm` is the compact filter-bar label. */
  labelSize?: 'sm' | 'md';
  value: string;
  /** Called on every keystroke, or once typing pauses when `debounceMs` is set. */
  onChange: (value: string) => void;
  /** Debounce `onChange` (the field itself stays instant). */
  debounceMs?: number;
  /** Name of the clear button. */
  clearLabel?: string;
  className?: string;
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/** Search field with a leading icon, a clear button and optional debounced reporting. Escape clears. */
export function SearchInput({
  label,
  hideLabel = false,
  labelSize = 'md',
  value,
  onChange,
  debounceMs,
  clearLabel = 'Clear search',
  placeholder = 'Search…',
  id,
  className,
  inputClassName,
  disabled,
  ref,
  ...props
}: SearchInputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [draft, setDraft] = useState(value);
  const debounced = useDebouncedValue(draft, debounceMs ?? 0);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const lastReported = useRef(value);

  // Follow outside changes (e.g. filters reset).
  useEffect(() => {
    if (value !== lastReported.current) {
      lastReported.current = value;
      setDraft(value);
    }
  }, [value]);

  useEffect(() => {
    if (debounceMs === undefined || debounced === lastReported.current) return;
    lastReported.current = debounced;
    onChangeRef.current(debounced);
  }, [debounced, debounceMs]);

  const update = (next: string) => {
    setDraft(next);
    if (debounceMs === undefined) {
      lastReported.current = next;
      onChange(next);
    }
  };
  const clear = () => {
    setDraft('');
    lastReported.current = '';
    onChange('');
  };

  return (
    <div className={className}>
      <label
        htmlFor={inputId}
        className={cn(
          hideLabel
            ? 'sr-only'
            : labelSize === 'sm'
              ? 'mb-1 block text-xs font-medium text-slate-600'
              : 'mb-1.5 block text-sm font-medium text-slate-800',
        )}
      >
        {label}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          ref={ref}
          id={inputId}
          type="search"
          value={draft}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(e) => update(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && draft) {
              e.preventDefault();
              e.stopPropagation();
              clear();
            }
          }}
          className={cn(
            inputClasses,
            'pl-9 [&::-webkit-search-cancel-button]:appearance-none',
            draft && 'pr-9',
            inputClassName,
          )}
          {...props}
        />
        {draft && !disabled ? (
          <button
            type="button"
            aria-label={clearLabel}
            onClick={clear}
            className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded-md p-1 text-slate-500 transition hover:bg-slate-100 hover:text-slate-600 focus-visible:outline-2 focus-visible:outline-brand"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
