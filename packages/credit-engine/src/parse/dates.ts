/**
 * Calendar dates as the rules need them: `YYYY-MM-DD` strings, compared as integers.
 *
 * Only the calendar date as written counts (credit-decision-rules.md, Input): a time and an
 * offset are dropped, never converted. No Date objects are created on the hot path.
 */
import { unwrap } from './values';

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isLeap(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

/** Days in month `m` (1-12) of year `y`. */
export function daysInMonth(y: number, m: number): number {
  return m === 2 && isLeap(y) ? 29 : DAYS_IN_MONTH[m - 1]!;
}

function digit(s: string, i: number): number {
  const c = s.charCodeAt(i) - 48;
  return c >= 0 && c <= 9 ? c : -1000;
}

function num2(s: string, i: number): number {
  return digit(s, i) * 10 + digit(s, i + 1);
}

function num4(s: string, i: number): number {
  return digit(s, i) * 1000 + digit(s, i + 1) * 100 + digit(s, i + 2) * 10 + digit(s, i + 3);
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** Formats y-m-d as `YYYY-MM-DD` (years are 4 digits in every supported input). */
export function isoDate(y: number, m: number, d: number): string {
  return `${y}-${pad2(m)}-${pad2(d)}`;
}

function valid(y: number, m: number, d: number): boolean {
  return y >= 1000 && y <= 9999 && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

/**
 * True for an already-canonical `YYYY-MM-DD` string (the common case: no copy, no slicing).
 * Hot path of the payment history, hence the hand-rolled checks.
 */
export function isIsoDay(s: string): boolean {
  if (s.length !== 10 || s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45) return false;
  const y = num4(s, 0);
  const m = num2(s, 5);
  const d = num2(s, 8);
  if (y < 1000 || m < 1 || m > 12 || d < 1) return false;
  return d <= 28 || d <= daysInMonth(y, m);
}

/**
 * Parses `YYYY-MM-DD`, ISO date-times (`…T10:00:00Z`, `…-05:00`), XML dates with an offset
 * (`2026-07-01+05:30`), `MM/DD/YYYY` (also `M/D/YYYY`) and `YYYY-MM` (taken as the 1st) into
 * `YYYY-MM-DD`; anything else yields null.
 * @example parseDate('07/01/2026') // '2026-07-01'
 */
export function parseDate(value: unknown): string | null {
  const raw = unwrap(value);
  if (typeof raw !== 'string') return null;
  let s = raw;
  const c0 = s.charCodeAt(0);
  if (c0 === 32 || c0 === 9 || s.charCodeAt(s.length - 1) <= 32) s = s.trim();
  const len = s.length;
  if (len >= 10 && s.charCodeAt(4) === 45 && s.charCodeAt(7) === 45) {
    if (len > 10) {
      const c = s.charCodeAt(10);
      // T, t, space, Z, z, + or - (offset) may follow the date.
      if (!(c === 84 || c === 116 || c === 32 || c === 90 || c === 122 || c === 43 || c === 45)) return null;
    }
    const y = num4(s, 0);
    const m = num2(s, 5);
    const d = num2(s, 8);
    if (!valid(y, m, d)) return null;
    return len === 10 ? s : s.slice(0, 10);
  }
  if (len === 7 && s.charCodeAt(4) === 45) {
    const y = num4(s, 0);
    const m = num2(s, 5);
    return valid(y, m, 1) ? `${s}-01` : null;
  }
  const slash1 = s.indexOf('/');
  if (slash1 > 0 && slash1 <= 2) {
    const slash2 = s.indexOf('/', slash1 + 1);
    if (slash2 - slash1 < 2 || slash2 - slash1 > 3) return null;
    const m = slash1 === 1 ? digit(s, 0) : num2(s, 0);
    const d = slash2 - slash1 === 2 ? digit(s, slash1 + 1) : num2(s, slash1 + 1);
    if (len < slash2 + 5) return null;
    if (len > slash2 + 5) {
      const c = s.charCodeAt(slash2 + 5);
      if (!(c === 32 || c === 84)) return null;
    }
    const y = num4(s, slash2 + 1);
    return valid(y, m, d) ? isoDate(y, m, d) : null;
  }
  return null;
}

/** `y*10000 + m*100 + d` of a `YYYY-MM-DD` string: ordered like the dates. */
export function dayKey(iso: string): number {
  return num4(iso, 0) * 10000 + num2(iso, 5) * 100 + num2(iso, 8);
}

/** `y*12 + (m-1)` of a `YYYY-MM-DD` (or `YYYY-MM`) string: consecutive months differ by 1. */
export function monthIndex(iso: string): number {
  return num4(iso, 0) * 12 + num2(iso, 5) - 1;
}

/** The first day of a month index (see {@link monthIndex}) as `YYYY-MM-DD`. */
export function firstDayOfMonthIndex(index: number): string {
  const y = Math.floor(index / 12);
  return isoDate(y, index - y * 12 + 1, 1);
}

/** `YYYY-MM` of a month index. */
export function monthLabel(index: number): string {
  const y = Math.floor(index / 12);
  return `${y}-${pad2(index - y * 12 + 1)}`;
}

/** The day after a `YYYY-MM-DD` date. */
export function nextDay(iso: string): string {
  let y = num4(iso, 0);
  let m = num2(iso, 5);
  let d = num2(iso, 8) + 1;
  if (d > daysInMonth(y, m)) {
    d = 1;
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return isoDate(y, m, d);
}

/**
 * The same calendar day `years` later; a 29 February that does not exist then becomes 1 March,
 * the first day on which a two-year window no longer reaches back to it.
 */
export function addYears(iso: string, years: number): string {
  const y = num4(iso, 0) + years;
  const m = num2(iso, 5);
  const d = num2(iso, 8);
  if (d > daysInMonth(y, m)) return isoDate(y, m + 1, 1);
  return isoDate(y, m, d);
}

/** `dayKey` of the same calendar day `years` earlier (29 Feb compares correctly without clamping). */
export function dayKeyYearsBefore(iso: string, years: number): number {
  return dayKey(iso) - years * 10000;
}

/** Today's calendar date in the runtime's local time zone. Only the public entries call it. */
export function todayIso(now: Date = new Date()): string {
  return isoDate(now.getFullYear(), now.getMonth() + 1, now.getDate());
}
