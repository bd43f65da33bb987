/**
 * Thresholds of the decision rules. Each points at the line of
 * docs/specs/credit-decision-rules.md (and seed §9 "Business constants") it implements.
 */

/** "a late status falls in the 6 months before as_of" (rules table, recent_late_payment). */
export const RECENT_LATE_WINDOW_MONTHS = 6;

/** "a late status falls in the 12 months before as_of" (rules table, late_payment_12_months). */
export const LATE_WINDOW_MONTHS = 12;

/** "balance / limit > 0.50" (rules table, high_utilization); also the paydown target. */
export const UTILIZATION_CEILING = 0.5;

/** "3 or more inquiries" (rules table, excessive_inquiries). */
export const INQUIRY_THRESHOLD = 3;

/** "dated after the same calendar day two years before as_of" (rules table, excessive_inquiries). */
export const INQUIRY_WINDOW_YEARS = 2;
