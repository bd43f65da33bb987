import type { AvailabilityOverride, TimeRange } from '@fundpath/contracts/marketplace';
import { rangesError, sortRanges } from '@/components/marketplace/weekly-hours';

/** One override being edited: a date, and a day off or its own ranges. */
export interface OverrideDraft {
  key: number;
  date: string;
  dayOff: boolean;
  ranges: TimeRange[];
}

export const overrideDraftsOf = (overrides: AvailabilityOverride[]): OverrideDraft[] =>
  [...overrides]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((o, i) => ({ key: i, date: o.date, dayOff: o.ranges.length === 0, ranges: [...o.ranges] }));

export const overridesOf = (drafts: OverrideDraft[]): AvailabilityOverride[] =>
  [...drafts]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((o) => ({ date: o.date, ranges: o.dayOff ? [] : sortRanges(o.ranges) }));

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const realDate = (s: string) =>
  ISO_DATE.test(s) &&
  !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) &&
  new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/** Problems of each override, by its key: the date (real, once each) and its ranges. */
export function overrideErrors(drafts: OverrideDraft[]): Record<number, { date?: string; ranges?: string }> {
  const out: Record<number, { date?: string; ranges?: string }> = {};
  const seen = new Map<string, number>();
  for (const o of drafts) {
    const e: { date?: string; ranges?: string } = {};
    if (!o.date) e.date = 'Choose a date';
    else if (!realDate(o.date)) e.date = 'Use a date like 2027-03-14';
    else if (seen.has(o.date)) e.date = 'This date already has an override';
    else seen.set(o.date, o.key);
    if (!o.dayOff) {
      if (o.ranges.length === 0) e.ranges = 'Add a range, or mark the date as a day off';
      else {
        const r = rangesError(o.ranges);
        if (r) e.ranges = r;
      }
    }
    if (e.date || e.ranges) out[o.key] = e;
  }
  return out;
}

/** A whole number from a field, within bounds, or the message to show. */
export function wholeNumber(
  input: string,
  { min, max, label }: { min: number; max: number; label: string },
): { ok: true; value: number } | { ok: false; error: string } {
  const s = input.trim();
  if (!/^\d+$/.test(s)) return { ok: false, error: `${label} is a whole number` };
  const value = Number(s);
  if (value < min) return { ok: false, error: `${label} is at least ${min}` };
  if (value > max) return { ok: false, error: `${label} is at most ${max}` };
  return { ok: true, value };
}
