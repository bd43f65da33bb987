/**
 * Late months of a payment history (credit-decision-rules.md, "Payment-history status codes").
 */
import type { Tradeline } from '../model';
import { monthIndex, monthLabel } from '../parse/dates';

/** A late month inside a window. */
export interface LateMark {
  monthIndex: number;
  month: string;
  date: string;
  status: string;
  daysLate: number;
}

/**
 * Days late of a (normalized) monthly status: 30…150 for `30`/`1` … `150`/`5`, the value of any
 * other positive multiple of 30 (`180`), else 0 (current, CO, PP, RF, U, unknown).
 */
export function daysLate(status: string): number {
  switch (status) {
    case '1':
    case '30':
      return 30;
    case '2':
    case '60':
      return 60;
    case '3':
    case '90':
      return 90;
    case '4':
    case '120':
      return 120;
    case '5':
    case '150':
    case '150+':
      return 150;
    case 'C':
    case 'OK':
    case 'U':
    case '':
    case 'CO':
    case 'PP':
    case 'RF':
      return 0;
  }
  const c = status.charCodeAt(0);
  if (c < 49 || c > 57) return 0;
  const n = Number(status.endsWith('+') ? status.slice(0, -1) : status);
  return Number.isInteger(n) && n > 0 && n % 30 === 0 ? n : 0;
}

/** True for the statuses both late rules count (30 through 150+, and 180 etc.). */
export function isLateStatus(status: string): boolean {
  return daysLate(status) > 0;
}

/**
 * Late months of a tradeline in the `months` months before as_of: month m counts when
 * asOfMonth − months < m ≤ asOfMonth (its first day is after the first day of the month
 * `months` before, and not after as_of). Newest first, as in the history.
 */
export function lateMarksWithin(line: Tradeline, asOfMonth: number, months: number): LateMark[] {
  const out: LateMark[] = [];
  const floor = asOfMonth - months;
  for (const m of line.GrantedTrade.PayStatusHistory.MonthlyPayStatus) {
    const s = m.status;
    // Fast exit for the common current month.
    if (s === 'C' || m.date === null) continue;
    const days = daysLate(s);
    if (days === 0) continue;
    const mi = monthIndex(m.date);
    if (mi > floor && mi <= asOfMonth)
      out.push({ monthIndex: mi, month: monthLabel(mi), date: m.date, status: s, daysLate: days });
  }
  return out;
}
