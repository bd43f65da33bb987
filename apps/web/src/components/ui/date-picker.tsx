import * as Popover from '@radix-ui/react-popover';
import { CalendarDays, X } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import { inputClasses } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

/** A `yyyy-mm-dd` string as a local date, or null when it isn't a real date. */
export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** A local date as `yyyy-mm-dd`. */
export function toIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const displayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** Why `value` is not acceptable, or null. */
export function validateIsoDate(value: string, min?: string, max?: string): string | null {
  if (!value) return null;
  if (!parseIsoDate(value)) return 'Enter a date as YYYY-MM-DD';
  if (min && value < min) return `Choose ${formatIso(min)} or later`;
  if (max && value > max) return `Choose ${formatIso(max)} or earlier`;
  return null;
}

function formatIso(value: string): string {
  const date = parseIsoDate(value);
  return date ? displayFormat.format(date) : value;
}

const loadCalendar = () => import('./date-picker-calendar');
/** The calendar (react-day-picker and date-fns) loads when first opened, ahead of it on hover or focus. */
const DatePickerCalendar = lazy(() => loadCalendar().then((m) => ({ default: m.DatePickerCalendar })));
const preloadCalendar = () => void loadCalendar().catch(() => {});

export interface DatePickerProps {
  label: string;
  hideLabel?: boolean;
  /** ISO `yyyy-mm-dd`, or `''` for none. */
  value: string;
  onChange: (value: string) => void;
  /** Earliest and latest allowed days (ISO). */
  min?: string;
  max?: string;
  /** Show a button that empties the field. */
  clearable?: boolean;
  disabled?: boolean;
  required?: boolean;
  hint?: ReactNode;
  /** An outside error (e.g. from the server); typing errors are shown on their own. */
  error?: string | null;
  placeholder?: string;
  id?: string;
  name?: string;
  className?: string;
}

/**
 * A date field: type `yyyy-mm-dd` or pick from a calendar (Radix Popover + react-day-picker, arrow
 * keys move between days, Enter picks, Escape closes). The value is always an ISO date string.
 */
export function DatePicker({
  label,
  hideLabel = false,
  value,
  onChange,
  min,
  max,
  clearable = true,
  disabled = false,
  required,
  hint,
  error,
  placeholder = 'YYYY-MM-DD',
  id,
  name,
  className,
}: DatePickerProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);
  const [typingError, setTypingError] = useState<string | null>(null);
  useEffect(() => {
    setDraft(value);
    setTypingError(null);
  }, [value]);

  const shownError = typingError ?? error ?? null;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = shownError ? `${inputId}-error` : undefined;
  const selected = parseIsoDate(value) ?? undefined;
  const minDate = min ? (parseIsoDate(min) ?? undefined) : undefined;
  const maxDate = max ? (parseIsoDate(max) ?? undefined) : undefined;

  const commit = (next: string) => {
    const trimmed = next.trim();
    const problem = validateIsoDate(trimmed, min, max);
    setTypingError(problem);
    if (!problem && trimmed !== value) onChange(trimmed);
  };

  return (
    <div className={className}>
      <label
        htmlFor={inputId}
        className={hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-medium text-slate-800'}
      >
        {label}
      </label>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Anchor asChild>
          <div className="relative">
            <input
              id={inputId}
              name={name}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={draft}
              placeholder={placeholder}
              disabled={disabled}
              required={required}
              aria-invalid={shownError ? true : undefined}
              aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
              onChange={(e) => {
                setDraft(e.target.value);
                if (typingError) setTypingError(null);
              }}
              onBlur={() => commit(draft)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  commit(draft);
                } else if (e.key === 'ArrowDown' && e.altKey) {
                  e.preventDefault();
                  setOpen(true);
                }
              }}
              className={cn(inputClasses, clearable && value ? 'pr-18' : 'pr-10')}
            />
            <div className="absolute inset-y-0 right-1 flex items-center gap-0.5">
              {clearable && value && !disabled ? (
                <button
                  type="button"
                  aria-label={`Clear ${label}`}
                  onClick={() => onChange('')}
                  className="rounded-md p-1.5 text-slate-500 transition hover:bg-slate-100 hover:text-slate-600 focus-visible:outline-2 focus-visible:outline-brand"
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              ) : null}
              <Popover.Trigger asChild>
                <button
                  type="button"
                  disabled={disabled}
                  aria-label={`Choose ${label} from a calendar`}
                  onPointerEnter={preloadCalendar}
                  onFocus={preloadCalendar}
                  className="rounded-md p-1.5 text-slate-500 transition hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-50"
                >
                  <CalendarDays className="size-4" aria-hidden="true" />
                </button>
              </Popover.Trigger>
            </div>
          </div>
        </Popover.Anchor>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            collisionPadding={8}
            aria-label={`${label} calendar`}
            className="z-[80] rounded-xl bg-white p-3 shadow-lg ring-1 ring-slate-900/10 focus:outline-none data-[state=open]:animate-fade-in"
            onOpenAutoFocus={(e) => e.preventDefault()}
          >
            <Suspense
              fallback={
                <div className="flex h-72 w-64 items-center justify-center">
                  <Spinner size="sm" message="" />
                </div>
              }
            >
              <DatePickerCalendar
                selected={selected}
                minDate={minDate}
                maxDate={maxDate}
                onSelect={(date) => {
                  if (date) onChange(toIsoDate(date));
                  setTypingError(null);
                  setOpen(false);
                }}
              />
            </Suspense>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {shownError ? (
        <p id={errorId} className="mt-1.5 text-xs font-medium text-red-600">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
