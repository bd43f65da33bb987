/**
 * The one availability engine (see README): weekly hours in the owner's zone, date overrides,
 * minimum notice, booking horizon, daily cap, service buffers and busy intervals → slots.
 * Pure: the caller passes `now` and what is busy.
 */
import { DAY_MS, dateKey, dateOfKey, dayResolver, isoWeekday, isValidTimeZone, localDate } from './zones';

export { isValidTimeZone, localDate } from './zones';

/** `HH:MM` wall-clock range of a day; `end` may be `24:00`. */
export interface TimeRange {
  start: string;
  end: string;
}
export type IsoWeekday = '1' | '2' | '3' | '4' | '5' | '6' | '7';
/** ISO weekday → ranges; a missing or empty day is closed. */
export type WeeklyHours = Partial<Record<IsoWeekday, TimeRange[]>>;
/** One local date whose ranges replace its weekday's (no ranges: a day off). */
export interface DateOverride {
  date: string;
  ranges: TimeRange[];
}

export interface AvailabilityRules {
  time_zone: string;
  weekly: WeeklyHours;
  overrides: readonly DateOverride[];
  minimum_notice_minutes: number;
  booking_horizon_days: number;
  /** At most this many bookings start on one local date; null: no cap. */
  daily_cap: number | null;
}

export interface ServiceTiming {
  duration_minutes: number;
  buffer_before_minutes: number;
  buffer_after_minutes: number;
  /** Distance between candidate starts; default the duration. */
  interval_minutes?: number;
}

/**
 * Something already in the calendar: a booking (its own time, with the buffers of its own
 * service) or a block. Bookings count toward the daily cap; blocks (`counts_toward_cap: false`)
 * only take time.
 */
export interface BusyInterval {
  start: Date;
  end: Date;
  buffer_before_minutes?: number;
  buffer_after_minutes?: number;
  counts_toward_cap?: boolean;
}

export interface Slot {
  start: Date;
  end: Date;
}

export interface SlotQuery {
  rules: AvailabilityRules;
  service: ServiceTiming;
  busy: readonly BusyInterval[];
  /** Slots start at or after `from` and before `to`. */
  from: Date;
  to: Date;
  now: Date;
}

const MINUTE = 60_000;
/** The longest range one call computes, whatever it is asked (a guard, not a product rule). */
export const MAX_RANGE_DAYS = 400;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const WEEKDAYS: readonly IsoWeekday[] = ['1', '2', '3', '4', '5', '6', '7'];

export const minutesOf = (t: string): number => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/** The owner's weekly hours, or the platform's defaults while the owner has none (null). */
export function mergeDefaultHours(defaults: WeeklyHours, own: WeeklyHours | null | undefined): WeeklyHours {
  return own ?? defaults;
}

function checkRanges(ranges: unknown, where: string, problems: string[]): void {
  if (!Array.isArray(ranges)) {
    problems.push(`${where}: ranges must be a list`);
    return;
  }
  const parsed: Array<[number, number]> = [];
  for (const r of ranges as TimeRange[]) {
    if (
      !r ||
      typeof r.start !== 'string' ||
      typeof r.end !== 'string' ||
      !TIME.test(r.start) ||
      !TIME.test(r.end)
    ) {
      problems.push(`${where}: use times like 09:30`);
      continue;
    }
    const s = minutesOf(r.start);
    const e = minutesOf(r.end);
    if (s >= 24 * 60 || e <= s) problems.push(`${where}: ${r.start}–${r.end} must end after it starts`);
    else parsed.push([s, e]);
  }
  parsed.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < parsed.length; i++) {
    if (parsed[i]![0] < parsed[i - 1]![1]) {
      problems.push(`${where}: ranges overlap`);
      break;
    }
  }
}

/** What is wrong with a rule set, as sentences; empty when it can be used. */
export function validateRules(rules: AvailabilityRules): string[] {
  const problems: string[] = [];
  if (!isValidTimeZone(rules.time_zone))
    problems.push(`Unknown time zone: ${String(rules.time_zone).slice(0, 64)}`);
  if (!rules.weekly || typeof rules.weekly !== 'object') problems.push('Weekly hours are missing');
  else {
    for (const key of Object.keys(rules.weekly)) {
      if (!WEEKDAYS.includes(key as IsoWeekday)) problems.push(`Unknown weekday: ${key.slice(0, 8)}`);
      else checkRanges(rules.weekly[key as IsoWeekday] ?? [], `Weekday ${key}`, problems);
    }
  }
  const seen = new Set<string>();
  for (const o of rules.overrides ?? []) {
    if (!o || typeof o.date !== 'string' || !DATE.test(o.date) || dateOfKey(dateKey(o.date)) !== o.date) {
      problems.push('Overrides need a real date like 2026-03-08');
      continue;
    }
    if (seen.has(o.date)) problems.push(`${o.date}: one override per date`);
    seen.add(o.date);
    checkRanges(o.ranges, o.date, problems);
  }
  const int = (n: unknown, min: number) => Number.isSafeInteger(n) && (n as number) >= min;
  if (!int(rules.minimum_notice_minutes, 0))
    problems.push('Minimum notice is a whole number of minutes, 0 or more');
  if (!int(rules.booking_horizon_days, 1))
    problems.push('Booking horizon is a whole number of days, 1 or more');
  if (rules.daily_cap !== null && !int(rules.daily_cap, 1))
    problems.push('Daily cap is a whole number, 1 or more');
  return problems;
}

function validTiming(service: ServiceTiming): boolean {
  const ok = (n: unknown, min: number) =>
    Number.isSafeInteger(n) && (n as number) >= min && (n as number) <= 24 * 60;
  return (
    ok(service.duration_minutes, 1) &&
    ok(service.buffer_before_minutes, 0) &&
    ok(service.buffer_after_minutes, 0) &&
    (service.interval_minutes === undefined || ok(service.interval_minutes, 1))
  );
}

/** Ranges in force on a local date: its override's, else its weekday's. */
export function rangesOn(rules: AvailabilityRules, date: string): readonly TimeRange[] {
  const override = rules.overrides.find((o) => o.date === date);
  if (override) return override.ranges;
  return rules.weekly[String(isoWeekday(date)) as IsoWeekday] ?? [];
}

interface Padded {
  start: number;
  end: number;
  padStart: number;
  padEnd: number;
}

/** Bookable slots (see README for the rules), sorted by start, one per instant. */
export function computeSlots(q: SlotQuery): Slot[] {
  const { rules, service } = q;
  if (!validTiming(service) || validateRules(rules).length > 0) return [];
  const from = q.from.getTime();
  const now = q.now.getTime();
  const earliest = Math.max(from, now + rules.minimum_notice_minutes * MINUTE);
  const latest = Math.min(
    q.to.getTime(),
    now + rules.booking_horizon_days * DAY_MS,
    from + MAX_RANGE_DAYS * DAY_MS,
  );
  if (!(latest > earliest)) return [];

  const tz = rules.time_zone;
  const duration = service.duration_minutes * MINUTE;
  const before = service.buffer_before_minutes * MINUTE;
  const after = service.buffer_after_minutes * MINUTE;
  const step = service.interval_minutes ?? service.duration_minutes;

  const busy: Padded[] = q.busy
    .map((b) => ({
      start: b.start.getTime(),
      end: b.end.getTime(),
      padStart: b.start.getTime() - (b.buffer_before_minutes ?? 0) * MINUTE,
      padEnd: b.end.getTime() + (b.buffer_after_minutes ?? 0) * MINUTE,
    }))
    .filter((b) => Number.isFinite(b.padStart) && Number.isFinite(b.padEnd))
    .sort((a, b) => a.padStart - b.padStart);

  const perDay = new Map<string, number>();
  if (rules.daily_cap !== null) {
    for (const b of q.busy) {
      if (b.counts_toward_cap === false) continue;
      const d = localDate(b.start.getTime(), tz);
      perDay.set(d, (perDay.get(d) ?? 0) + 1);
    }
  }

  // A slot conflicts when it (with its buffers) overlaps a busy time, or it overlaps a busy
  // time's buffers; buffers may touch each other.
  const conflicts = (s: number, e: number) => {
    for (const b of busy) {
      if (b.padStart >= e + after) break;
      if (s - before < b.end && b.start < e + after) return true;
      if (s < b.padEnd && b.padStart < e) return true;
    }
    return false;
  };

  const out: Slot[] = [];
  const seen = new Set<number>();
  const firstKey = dateKey(localDate(earliest, tz)) - DAY_MS;
  const lastKey = dateKey(localDate(latest, tz)) + DAY_MS;
  for (let key = firstKey; key <= lastKey; key += DAY_MS) {
    const date = dateOfKey(key);
    if (rules.daily_cap !== null && (perDay.get(date) ?? 0) >= rules.daily_cap) continue;
    const ranges = rangesOn(rules, date);
    if (ranges.length === 0) continue;
    const at = dayResolver(date, tz);
    for (const r of ranges) {
      const open = minutesOf(r.start);
      const close = minutesOf(r.end);
      for (let m = open; m + service.duration_minutes <= close; m += step) {
        const s = at(m);
        const e = s + duration;
        // The wall end must still be inside the range (a gap could push the start past it).
        if (e > at(close) || s < at(open)) continue;
        if (s < earliest || s >= latest || seen.has(s)) continue;
        // A slot belongs to the date it starts on (a gap never moves it to the next date).
        if (localDate(s, tz) !== date) continue;
        if (conflicts(s, e)) continue;
        seen.add(s);
        out.push({ start: new Date(s), end: new Date(e) });
      }
    }
  }
  return out.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Whether exactly this start is a bookable slot under the rules (re-checked at booking time). */
export function isSlotBookable(q: Omit<SlotQuery, 'from' | 'to'> & { start: Date }): boolean {
  const s = q.start.getTime();
  if (!Number.isFinite(s)) return false;
  return computeSlots({ ...q, from: q.start, to: new Date(s + 1) }).some((x) => x.start.getTime() === s);
}

/** Slots grouped by the viewer's local date, days and slots in order. */
export function groupSlotsByDay(
  slots: readonly Slot[],
  timeZone: string,
): Array<{ date: string; slots: Slot[] }> {
  const tz = isValidTimeZone(timeZone) ? timeZone : 'UTC';
  const days = new Map<string, Slot[]>();
  for (const slot of [...slots].sort((a, b) => a.start.getTime() - b.start.getTime())) {
    const d = localDate(slot.start.getTime(), tz);
    const list = days.get(d) ?? [];
    list.push(slot);
    days.set(d, list);
  }
  return [...days.entries()].map(([date, list]) => ({ date, slots: list }));
}
