import { daysBetween } from '@fundpath/contracts/travel-pricing';
import { formatDate } from '@/lib/format';

/** "8 days" / "1 day". */
export const formatDuration = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** "6/1/2099 – 6/8/2099" for a departure's dates (calendar dates, M/D/YYYY). */
export const formatDateRange = (start: string, end: string) =>
  start === end ? formatDate(start) : `${formatDate(start)} – ${formatDate(end)}`;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `2099-06` → "June 2099"; anything else as given. */
export function formatMonth(month: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  const name = m ? MONTHS[Number(m[2]) - 1] : undefined;
  return m && name ? `${name} ${m[1]}` : month;
}

/** Today's date in UTC, `YYYY-MM-DD`: the calendar the server prices deposits and refunds by. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` moved by `days` (calendar arithmetic in UTC, so no daylight-saving drift). */
export function addDays(iso: string, days: number): string {
  const t = Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** The next `count` months from `today`'s, as `YYYY-MM`, for the month filter. */
export function upcomingMonths(today: string, count = 18): string[] {
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7));
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    out.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return out;
}

/** Whole days until a departure from today (negative once it has left). */
export const daysUntil = (date: string, today = todayIso()) => daysBetween(today, date);
