/**
 * Calendar arithmetic in the viewer's own time zone (the browser's): days are local `YYYY-MM-DD`
 * keys, weeks start on Monday, and a range asked of the server is the local day boundaries as
 * instants.
 */
export type CalendarView = 'day' | 'week' | 'month';

export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const pad = (n: number) => String(n).padStart(2, '0');
export const dayKey = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
export const fromKey = (key: string) => {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(y!, (m ?? 1) - 1, d ?? 1);
};
export const addDays = (key: string, n: number) => {
  const d = fromKey(key);
  d.setDate(d.getDate() + n);
  return dayKey(d);
};
/** Monday of the key's week. */
export const weekStart = (key: string) => addDays(key, -((fromKey(key).getDay() + 6) % 7));
export const monthStart = (key: string) => `${key.slice(0, 7)}-01`;
export const addMonths = (key: string, n: number) => {
  const d = fromKey(monthStart(key));
  d.setMonth(d.getMonth() + n);
  return dayKey(d);
};

/** The days a view shows (a month shows whole weeks: Monday before the 1st to Sunday after the last). */
export function daysOf(view: CalendarView, focus: string): string[] {
  if (view === 'day') return [focus];
  if (view === 'week') return Array.from({ length: 7 }, (_, i) => addDays(weekStart(focus), i));
  const first = weekStart(monthStart(focus));
  const last = addDays(addMonths(focus, 1), -1);
  const out: string[] = [];
  for (let k = first; k <= last || out.length % 7 !== 0; k = addDays(k, 1)) out.push(k);
  return out;
}

/** The instants bounding the shown days: [first day's midnight, the day after the last's). */
export function rangeOf(days: readonly string[]): { from: string; to: string } {
  return {
    from: fromKey(days[0]!).toISOString(),
    to: fromKey(addDays(days[days.length - 1]!, 1)).toISOString(),
  };
}

export const formatTime = (iso: string, timeZone?: string) =>
  new Date(iso).toLocaleTimeString(undefined, {
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  });
export const formatDay = (key: string, style: 'long' | 'short' = 'long') =>
  fromKey(key).toLocaleDateString(
    undefined,
    style === 'long'
      ? { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }
      : { weekday: 'short', month: 'short', day: 'numeric' },
  );
export const formatWhen = (iso: string, timeZone?: string) =>
  new Date(iso).toLocaleString(undefined, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  });
export const localDayOf = (iso: string) => dayKey(new Date(iso));
