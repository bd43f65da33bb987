import { describe, expect, it } from 'vitest';
import type { Inquiry } from '../model';
import { excessiveInquiries, inquiriesInWindow } from './excessive-inquiries';

let n = 0;
const q = (subscriberName: string, inquiryDate: string): Inquiry => ({
  id: `${n++}.0`,
  bureau: 'Experian',
  subscriberName,
  subscriberNumber: '',
  inquiryDate,
  dateReported: null,
  type: 'I',
  IndustryCode: { symbol: '', abbreviation: '', description: '' },
});

describe('excessive_inquiries', () => {
  it('counts inquiries after the same day two years before as_of, up to as_of', () => {
    const asOf = '2026-11-02';
    const counted = inquiriesInWindow(
      [
        q('A', '2024-11-02'),
        q('B', '2024-11-03'),
        q('C', '2026-11-02'),
        q('D', '2026-11-03'),
        q('E', '2025-06-01'),
      ],
      asOf,
    );
    expect(counted.map((c) => c.subscriber_name)).toEqual(['C', 'E', 'B']);
    expect(excessiveInquiries(counted)).toBe(true);
  });

  it('counts the same subscriber on the same date once', () => {
    const counted = inquiriesInWindow(
      [q('LENDER', '2026-01-05'), q(' lender ', '2026-01-05'), q('LENDER', '2026-02-05')],
      '2026-11-02',
    );
    expect(counted).toHaveLength(2);
    expect(counted[1]!.inquiry_ids).toHaveLength(2);
    expect(excessiveInquiries(counted)).toBe(false);
  });

  it('says when each inquiry ages out', () => {
    expect(inquiriesInWindow([q('A', '2025-03-01')], '2026-11-02')[0]!.ages_out_on).toBe('2027-03-01');
  });

  it('handles a 29 February as_of', () => {
    const counted = inquiriesInWindow([q('A', '2026-02-28'), q('B', '2026-03-01')], '2028-02-29');
    expect(counted.map((c) => c.subscriber_name)).toEqual(['B']);
  });

  it('needs 3', () => {
    expect(
      excessiveInquiries(inquiriesInWindow([q('A', '2026-01-01'), q('B', '2026-01-02')], '2026-11-02')),
    ).toBe(false);
  });
});
