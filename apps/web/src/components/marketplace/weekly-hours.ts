/**
 * Weekly hours as edited on screen (a specialist's own week and the admin's default week): one
 * list of from–to ranges per ISO weekday, checked like the contract's `weeklyHoursSchema`.
 */
import { isoWeekdays, type TimeRange, type WeeklyHours } from '@fundpath/contracts/marketplace';

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

/** Each day's problem, by weekday (days without one left out). */
export function weekErrors(draft: WeekDraft): Partial<Record<Weekday, string>> {
  const errors: Partial<Record<Weekday, string>> = {};
  for (const d of isoWeekdays) {
    const e = rangesError(draft[d]);
    if (e) errors[d] = e;
  }
  return errors;
}
