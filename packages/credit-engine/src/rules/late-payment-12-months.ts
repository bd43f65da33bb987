import { LATE_WINDOW_MONTHS } from './constants';
import type { LateMark } from './late-marks';
import type { RuleInfo } from './rule';

/** Rules table: `late_payment_12_months`. */
export const latePayment12MonthsRule: RuleInfo = {
  id: 'late_payment_12_months',
  tier: 'borderline',
  title: `Late payment in the last ${LATE_WINDOW_MONTHS} months`,
  remediation:
    'Dispute the late mark if it is inaccurate or ask for a goodwill adjustment; otherwise it leaves the 12-month window on the date shown.',
  remediationType: 'credit_repair',
};

/** Hits a tradeline with no `recent_late_payment` hit and a late mark in the 12-month window. */
export function latePayment12Months(
  marks12: readonly LateMark[],
  hasRecentHit: boolean,
): LateMark[] | undefined {
  return !hasRecentHit && marks12.length > 0 ? [...marks12] : undefined;
}
