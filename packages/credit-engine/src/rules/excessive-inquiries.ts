import type { Inquiry } from '../model';
import { addYears, dayKey, dayKeyYearsBefore } from '../parse/dates';
import type { HitInquiry } from '../types';
import { INQUIRY_THRESHOLD, INQUIRY_WINDOW_YEARS } from './constants';
import type { RuleInfo } from './rule';

/** Rules table: `excessive_inquiries`. */
export const excessiveInquiriesRule: RuleInfo = {
  id: 'excessive_inquiries',
  tier: 'borderline',
  title: `${INQUIRY_THRESHOLD} or more inquiries in the last ${INQUIRY_WINDOW_YEARS} years`,
  remediation:
    'Dispute inquiries you did not authorize, stop applying for new credit, and wait until older inquiries age out.',
  remediationType: 'credit_repair',
};

function subscriberKey(q: Inquiry): string {
  const name = q.subscriberName.trim().toLowerCase().replace(/\s+/g, ' ');
  return name !== '' ? name : `#${q.subscriberNumber}`;
}

/**
 * The distinct inquiries of one bureau inside the two-year window: dated after the same calendar
 * day two years before as_of and not after as_of; the same subscriber on the same date counts
 * once. Newest first.
 */
export function inquiriesInWindow(inquiries: readonly Inquiry[], asOf: string): HitInquiry[] {
  const from = dayKeyYearsBefore(asOf, INQUIRY_WINDOW_YEARS);
  const to = dayKey(asOf);
  const seen = new Map<string, HitInquiry>();
  for (const q of inquiries) {
    if (q.inquiryDate === null) continue;
    const k = dayKey(q.inquiryDate);
    if (k <= from || k > to) continue;
    const key = `${subscriberKey(q)}|${q.inquiryDate}`;
    const prev = seen.get(key);
    if (prev) {
      prev.inquiry_ids.push(q.id);
      continue;
    }
    seen.set(key, {
      inquiry_ids: [q.id],
      subscriber_name: q.subscriberName,
      inquiry_date: q.inquiryDate,
      bureau: q.bureau,
      ages_out_on: addYears(q.inquiryDate, INQUIRY_WINDOW_YEARS),
    });
  }
  return [...seen.values()].sort((a, b) =>
    a.inquiry_date < b.inquiry_date ? 1 : a.inquiry_date > b.inquiry_date ? -1 : 0,
  );
}

/** Hits when a bureau has 3 or more distinct inquiries in the window. */
export function excessiveInquiries(counted: readonly HitInquiry[]): boolean {
  return counted.length >= INQUIRY_THRESHOLD;
}
