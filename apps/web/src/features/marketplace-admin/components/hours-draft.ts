import { isoWeekdays, type TimeRange, type WeeklyHours } from '@fundpath/contracts/marketplace';

export type Weekday = (typeof isoWeekdays)[number];
export type HoursDraft = Record<Weekday, TimeRange[]>;

export const weekdayNames: Record<Weekday, string> = {
  '1': 'Monday',
  '2': 'Tuesday',
  '3': 'Wednesday',
  '4': 'Thursday',
  '5': 'Friday',
  '6': 'Saturday',
  '7': 'Sunday',
};

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));

export const draftOf = (weekly: WeeklyHours): HoursDraft =>
  Object.fromEntries(isoWeekdays.map((d) => [d, [...(weekly[d] ?? [])]])) as HoursDraft;

/** The draft as the API's `weekly`: each day's ranges sorted; closed days left out. */
export const weeklyOf = (draft: HoursDraft): WeeklyHours =>
  Object.fromEntries(
    isoWeekdays
      .filter((d) => draft[d].length > 0)
      .map((d) => [d, [...draft[d]].sort((a, b) => minutes(a.start) - minutes(b.start))]),
  );

/** The day's problems, by weekday (the checks of the contract's `weeklyHoursSchema`). */
export function hoursErrors(draft: HoursDraft): Partial<Record<Weekday, string>> {
  const errors: Partial<Record<Weekday, string>> = {};
  for (const d of isoWeekdays) {
    const ranges = draft[d];
    if (ranges.length > 8) errors[d] = 'At most 8 ranges a day';
    else if (ranges.some((r) => !HHMM.test(r.start) || !HHMM.test(r.end))) errors[d] = 'Use times like 09:30';
    else if (ranges.some((r) => minutes(r.end) <= minutes(r.start)))
      errors[d] = 'Each range must end after it starts';
    else {
      const sorted = [...ranges].sort((a, b) => minutes(a.start) - minutes(b.start));
      if (sorted.some((r, i) => i > 0 && minutes(r.start) < minutes(sorted[i - 1]!.end)))
        errors[d] = 'Ranges of one day cannot overlap';
    }
  }
  return errors;
}
