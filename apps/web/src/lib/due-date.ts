export type DueTone = 'danger' | 'warning' | 'info' | 'neutral';

export interface DueDateLabel {
  label: string;
  tone: DueTone;
  /** Whole calendar days from today (negative when past). */
  days: number;
}

const DAY_MS = 86_400_000;

/** Days since the epoch of a calendar date, ignoring time zones and daylight saving. */
function dayNumber(year: number, monthIndex: number, day: number): number {
  return Math.round(Date.UTC(year, monthIndex, day) / DAY_MS);
}

/** `YYYY-MM-DD` (or an ISO instant, read in local time) as a calendar date. */
function parseDue(due: string): { y: number; m: number; d: number } | null {
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(due);
  if (plain) return { y: Number(plain[1]), m: Number(plain[2]) - 1, d: Number(plain[3]) };
  const date = new Date(due);
  if (Number.isNaN(date.getTime())) return null;
  return { y: date.getFullYear(), m: date.getMonth(), d: date.getDate() };
}

/**
 * Spec §9 due-date labels: Overdue, Due Today, Due Tomorrow, Due in N days up to 7, else the date.
 * `today` is an argument so the label is a pure function of its inputs.
 * @example dueDateLabel('2026-03-04', new Date(2026, 2, 1)).label // 'Due in 3 days'
 */
export function dueDateLabel(due: string | null | undefined, today: Date): DueDateLabel | null {
  if (!due) return null;
  const parsed = parseDue(due);
  if (!parsed) return null;
  const days =
    dayNumber(parsed.y, parsed.m, parsed.d) -
    dayNumber(today.getFullYear(), today.getMonth(), today.getDate());
  if (days < 0) return { label: 'Overdue', tone: 'danger', days };
  if (days === 0) return { label: 'Due Today', tone: 'warning', days };
  if (days === 1) return { label: 'Due Tomorrow', tone: 'warning', days };
  if (days <= 7) return { label: `Due in ${days} days`, tone: 'info', days };
  const date = new Date(parsed.y, parsed.m, parsed.d);
  const label = date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  return { label, tone: 'neutral', days };
}
