/**
 * Wall-clock ↔ instant in an IANA time zone with nothing but `Intl`. Offsets are read from
 * `Intl.DateTimeFormat` (cached per zone); a local day without a transition uses one offset.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const DAY_MS = 24 * HOUR;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether the runtime knows this IANA zone. */
export function isValidTimeZone(timeZone: string): boolean {
  if (typeof timeZone !== 'string' || timeZone.length === 0 || timeZone.length > 64) return false;
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

interface WallParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function wallParts(ms: number, timeZone: string): WallParts {
  const out: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(ms))) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return {
    year: out.year ?? 1970,
    month: out.month ?? 1,
    day: out.day ?? 1,
    hour: out.hour ?? 0,
    minute: out.minute ?? 0,
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (east positive). */
export function offsetAt(ms: number, timeZone: string): number {
  const p = wallParts(ms, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return asUtc - Math.floor(ms / MINUTE) * MINUTE;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** `YYYY-MM-DD` of an instant in a zone. */
export function localDate(ms: number, timeZone: string): string {
  const p = wallParts(ms, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** Milliseconds of a `YYYY-MM-DD` at 00:00 UTC (a calendar date as a number, not an instant). */
export function dateKey(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

export function dateOfKey(key: number): string {
  const d = new Date(key);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** ISO weekday of a calendar date: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const d = new Date(dateKey(date)).getUTCDay();
  return d === 0 ? 7 : d;
}

/**
 * Resolves wall times of one local date to instants. When the zone has one offset across the
 * whole day (nearly always) it is a subtraction; on a transition day each time is resolved:
 * a gap moves forward by its length, an ambiguous time takes the earlier instant.
 */
export function dayResolver(date: string, timeZone: string): (minutes: number) => number {
  const key = dateKey(date);
  const before = offsetAt(key - 14 * HOUR, timeZone);
  const after = offsetAt(key + DAY_MS + 14 * HOUR, timeZone);
  if (before === after) return (minutes) => key + minutes * MINUTE - before;
  return (minutes) => {
    const wall = key + minutes * MINUTE;
    const candidates = [...new Set([before, after])]
      .map((o) => wall - o)
      .filter((t) => t + offsetAt(t, timeZone) === wall)
      .sort((a, b) => a - b);
    // A wall time in a gap exists under neither offset: read it with the offset before the gap.
    return candidates[0] ?? wall - before;
  };
}
