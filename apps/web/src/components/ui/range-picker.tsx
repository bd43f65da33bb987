import { ANALYTICS_PRESETS, analyticsQuerySchema } from '@fundpath/contracts/analytics';
import { type FormEvent, useState } from 'react';
import { plural } from '@/lib/format';
import { Button } from './button';
import { Field } from './input';
import { NativeSelect } from './native-select';

/** Whole UTC days, both included. */
export interface DayRange {
  from: string;
  to: string;
}

/** The picker's state: a preset (`'7'`, `'30'`, `'90'`) or `'custom'` with the applied range. */
export interface RangeChoice {
  period: string;
  custom: DayRange | null;
}

const DAY_MS = 86_400_000;
/** Today as the server counts days (UTC), so a preset never ends in the server's future. */
const utcToday = () => new Date().toISOString().slice(0, 10);

/** The last `days` days, today included. */
export function presetRange(days: number, today = utcToday()): DayRange {
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to: today };
}

/** The range a choice stands for (a custom choice not applied yet: the last 30 days). */
export const rangeOfChoice = (choice: RangeChoice): DayRange =>
  choice.period === 'custom' ? (choice.custom ?? presetRange(30)) : presetRange(Number(choice.period) || 30);

/** Whether a period value is one the picker offers. */
export const isPeriod = (value: string | null): value is string =>
  value === 'custom' || ANALYTICS_PRESETS.some((d) => String(d) === value);

const PERIOD_OPTIONS = [
  ...ANALYTICS_PRESETS.map((d) => ({ value: String(d), label: `Last ${d} days` })),
  { value: 'custom', label: 'Custom range' },
];

const fmt = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const formatDay = (d: string) => fmt.format(new Date(`${d}T00:00:00Z`));

/**
 * The analytics range: Period presets or a custom from–to, checked with the server's own schema
 * before it is applied, and the range the server counted (`shown`, UTC) under it.
 */
export function RangePicker({
  value,
  onChange,
  shown,
}: {
  value: RangeChoice;
  onChange: (next: RangeChoice) => void;
  /** The range of the answer on screen (with its day count). */
  shown?: DayRange & { days: number };
}) {
  const [draft, setDraft] = useState<DayRange>(() => value.custom ?? presetRange(30));
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<'from' | 'to', string>>>({});
  const range = rangeOfChoice(value);

  const applyCustom = (e: FormEvent) => {
    e.preventDefault();
    const parsed = analyticsQuerySchema.safeParse(draft);
    if (!parsed.success) {
      const errs: Partial<Record<'from' | 'to', string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'from' ? 'from' : 'to';
        errs[key] ??= issue.message;
      }
      setFieldErrors(errs);
      return;
    }
    setFieldErrors({});
    onChange({ period: 'custom', custom: { ...draft } });
  };

  return (
    <section aria-label="Range" className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <NativeSelect
          label="Period"
          className="sm:w-48"
          value={value.period}
          onChange={(v) => {
            if (v === 'custom' && !value.custom) setDraft(presetRange(30));
            onChange({ period: v, custom: value.custom });
          }}
          options={PERIOD_OPTIONS}
        />
        {value.period === 'custom' ? (
          <form className="flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={applyCustom} noValidate>
            <Field
              label="From"
              type="date"
              value={draft.from}
              max={draft.to || undefined}
              onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
              error={fieldErrors.from}
              required
            />
            <Field
              label="To"
              type="date"
              value={draft.to}
              min={draft.from || undefined}
              onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
              error={fieldErrors.to}
              required
            />
            <Button type="submit" variant="secondary">
              Apply
            </Button>
          </form>
        ) : null}
      </div>
      <p className="mt-3 text-sm text-slate-600" aria-live="polite">
        {shown
          ? `${formatDay(shown.from)} – ${formatDay(shown.to)} · ${plural(shown.days, 'day')} (UTC)`
          : `${formatDay(range.from)} – ${formatDay(range.to)} (UTC)`}
      </p>
    </section>
  );
}
