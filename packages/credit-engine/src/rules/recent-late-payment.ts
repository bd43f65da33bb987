import { RECENT_LATE_WINDOW_MONTHS } from './constants';
import type { LateMark } from './late-marks';
import type { RuleInfo } from './rule';

/** Rules table: `recent_late_payment`. */
export const recentLatePaymentRule: RuleInfo = {
  id: 'recent_late_payment',
  tier: 'decline',
  title: `Late payment in the last ${RECENT_LATE_WINDOW_MONTHS} months`,
  remediation:
    'Dispute the late mark if it is inaccurate or ask the creditor for a goodwill adjustment; keep every account current.',
  remediationType: 'credit_repair',
};

/** The late marks (of the 12-month scan) inside the 6-month window; undefined when there are none. */
export function recentLatePayment(marks12: readonly LateMark[], asOfMonth: number): LateMark[] | undefined {
  const floor = asOfMonth - RECENT_LATE_WINDOW_MONTHS;
  const recent = marks12.filter((m) => m.monthIndex > floor);
  return recent.length > 0 ? recent : undefined;
}
