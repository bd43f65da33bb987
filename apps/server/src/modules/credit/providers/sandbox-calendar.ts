/** Calendar arithmetic on plain dates (no time zone): the sandbox's reports are built from "today". */
export interface CalendarDate {
  y: number;
  m: number;
  d: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

export const isoOf = (c: CalendarDate): string => `${c.y}-${pad(c.m)}-${pad(c.d)}`;

/** Today's date as the engine reads it when no as_of is given (the local calendar date). */
export const calendarOf = (now: Date): CalendarDate => ({
  y: now.getFullYear(),
  m: now.getMonth() + 1,
  d: now.getDate(),
});

export function addDays(c: CalendarDate, days: number): CalendarDate {
  const t = new Date(Date.UTC(c.y, c.m - 1, c.d + days));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

/** The given day-of-month (1–28, so it exists in every month) of the month `months` from `c`'s month. */
export function monthDay(c: CalendarDate, months: number, day: number): CalendarDate {
  const index = c.y * 12 + (c.m - 1) + months;
  return { y: Math.floor(index / 12), m: (index % 12) + 1, d: day };
}

/** Whole months from `a`'s month to `b`'s month. */
export const monthsBetween = (a: CalendarDate, b: CalendarDate): number => b.y * 12 + b.m - (a.y * 12 + a.m);

/** The latest date on or before `today` that falls on `day` of a month. */
export function lastDayOfMonthOnOrBefore(today: CalendarDate, day: number): CalendarDate {
  return today.d >= day ? { ...today, d: day } : monthDay(today, -1, day);
}
