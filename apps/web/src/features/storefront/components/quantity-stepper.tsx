import { Minus, Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { cn } from '@/lib/cn';

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max: number;
  /** The field's name; visible above the stepper unless `hideLabel`. */
  label?: string;
  hideLabel?: boolean;
  disabled?: boolean;
  size?: 'sm' | 'md';
}

/** "Quantity of Mug" → "quantity of Mug" (only the first letter: names keep their case). */
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/**
 * − [n] + : the buttons change by one within min…max; a typed number is committed on blur or
 * Enter (clamped), so a half-typed "1" of "12" never sends a request.
 */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  label = 'Quantity',
  hideLabel = false,
  disabled = false,
  size = 'md',
}: QuantityStepperProps) {
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const clamp = (n: number) => Math.min(Math.max(n, min), Math.max(min, max));
  const commit = () => {
    const n = Number.parseInt(draft, 10);
    const next = Number.isFinite(n) ? clamp(n) : value;
    setDraft(String(next));
    if (next !== value) onChange(next);
  };
  const button = cn(
    'flex items-center justify-center text-slate-700 transition hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent',
    size === 'sm' ? 'size-8' : 'size-11',
  );
  return (
    <div>
      <label
        htmlFor={id}
        className={hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-medium text-slate-800'}
      >
        {label}
      </label>
      <div className="inline-flex items-center rounded-full ring-1 ring-inset ring-slate-300">
        <button
          type="button"
          className={cn(button, 'rounded-l-full')}
          onClick={() => onChange(clamp(value - 1))}
          disabled={disabled || value <= min}
          aria-label={`Decrease ${lowerFirst(label)}`}
        >
          <Minus className="size-4" aria-hidden="true" />
        </button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          value={draft}
          disabled={disabled}
          onChange={(e) => setDraft(e.target.value.replace(/\D/g, '').slice(0, 4))}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commit();
            }
          }}
          className={cn(
            'border-0 bg-transparent text-center text-sm font-medium tabular-nums text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-[var(--store-ink)]',
            size === 'sm' ? 'h-8 w-10' : 'h-11 w-12',
          )}
        />
        <button
          type="button"
          className={cn(button, 'rounded-r-full')}
          onClick={() => onChange(clamp(value + 1))}
          disabled={disabled || value >= max}
          aria-label={`Increase ${lowerFirst(label)}`}
        >
          <Plus className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
