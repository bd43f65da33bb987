/**
 * Calendar weeks in a given time zone, for the specialist's week view: the week's days as
 * `YYYY-MM-DD` in the zone, and the instants where they start (across DST changes).
 */

const DAY_MS = 86_400_000;

function zoneOk(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** The calendar date (`YYYY-MM-DD`) of an instant in `timeZone`. */
export function zoneDate(at: Date | string | number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zoneOk(timeZone),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(at));
}

/** `date` moved by `n` days (pure calendar arithmetic, no zone). */
export function addDays(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the ISO week holding `date`. */
export function mondayOf(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7; // 0 = Monday
  return addDays(date, -weekday);
}

/** How far `timeZone` is ahead of UTC at `ms`, in milliseconds. */
function offsetAt(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(ms));
  const n = (t: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** The instant (ISO, UTC) where `date` begins in `timeZone`. */
export function zoneMidnight(date: string, timeZone: string): string {
  const zone = zoneOk(timeZone);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d);
  let at = guess - offsetAt(guess, zone);
  const again = guess - offsetAt(at, zone);
  if (again !== at) at = again;
  return new Date(at).toISOString();
}

export interface Week {
  /** Monday … Sunday as `YYYY-MM-DD` in the zone. */
  days: string[];
  /** Where Monday begins and the next Monday begins, as ISO instants. */
  from: string;
  to: string;
}

/** The week (Monday to Sunday in `timeZone`) holding `date`. */
export function weekOf(date: string, timeZone: string): Week {
  const monday = mondayOf(date);
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  return { days, from: zoneMidnight(monday, timeZone), to: zoneMidnight(addDays(monday, 7), timeZone) };
}
