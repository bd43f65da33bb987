import {
  type AvailabilityOverride,
  isoWeekdays,
  type TimeRange,
  type WeeklyHours,
} from '@fundpath/contracts/marketplace';

export type Weekday = (typeof isoWeekdays)[number];
export type WeekDraft = Record<Weekday, TimeRange[]>;

export const weekdayNames: Record<Weekday, string> = {
  '1': 'Monday',
  '2': 'Tuesday',
  '3': 'Wednesday',
  '4': 'Thursday',
  '5': 'Friday',
  '6': 'Saturday',
  '7': 'Sunday',
};

export const MAX_RANGES = 8;
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
const byStart = (a: TimeRange, b: TimeRange) => minutesOf(a.start) - minutesOf(b.start);

export const weekDraftOf = (weekly: WeeklyHours): WeekDraft =>
  Object.fromEntries(isoWeekdays.map((d) => [d, [...(weekly[d] ?? [])]])) as WeekDraft;

/** The draft as the API's `weekly`: each day's ranges sorted; closed days left out. */
export const weeklyOf = (draft: WeekDraft): WeeklyHours =>
  Object.fromEntries(isoWeekdays.filter((d) => draft[d].length > 0).map((d) => [d, sortRanges(draft[d])]));

export const sortRanges = (ranges: TimeRange[]) => [...ranges].sort(byStart);

/**
 * What is wrong with one day's ranges, or null (the checks of the contract's `dayRanges`):
 * times `HH:MM`, each range ending after it starts, at most 8, none overlapping another.
 */
export function rangesError(ranges: TimeRange[]): string | null {
  if (ranges.length > MAX_RANGES) return `At most ${MAX_RANGES} ranges a day`;
  if (ranges.some((r) => !HHMM.test(r.start) || !HHMM.test(r.end))) return 'Use times like 09:30';
  if (ranges.some((r) => minutesOf(r.end) <= minutesOf(r.start)))
    return 'Each range must end after it starts';
  const sorted = sortRanges(ranges);
  if (sorted.some((r, i) => i > 0 && minutesOf(r.start) < minutesOf(sorted[i - 1]!.end)))
    return 'Ranges of one day cannot overlap';
  return null;
}

/** A range to add after the day's last one (an hour after it ends), or 09:00–17:00 on an empty day. */
export function nextRange(ranges: TimeRange[]): TimeRange {
  const last = sortRanges(ranges).at(-1);
  if (!last) return { start: '09:00', end: '17:00' };
  const start = Math.min(minutesOf(last.end), 23 * 60);
  const end = Math.min(start + 60, 24 * 60 - 1);
  const fmt = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return { start: fmt(start), end: fmt(end) };
}

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
