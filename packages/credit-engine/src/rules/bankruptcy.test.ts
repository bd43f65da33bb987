import { describe, expect, it } from 'vitest';
import type { PublicRecord } from '../model';
import { factsOf } from '../testing/builders';
import { bankruptcy, bankruptcyRecord } from './bankruptcy';

const record = (over: Partial<PublicRecord>): PublicRecord => ({
  id: '0.0',
  bureau: 'Experian',
  classification: '',
  type: '',
  status: '',
  dateFiled: null,
  courtName: '',
  referenceNumber: '',
  ...over,
});

describe('bankruptcy', () => {
  it.each(['Chapter 7 bankruptcy', 'Included in Chapter 13', 'BANKRUPTCY'])(
    'hits a tradeline on "%s"',
    (s) => {
      expect(bankruptcy(factsOf({ bureau: 'Experian', remarks: [s] }))).toBe(true);
    },
  );

  it('ignores a clean tradeline', () => {
    expect(bankruptcy(factsOf({ bureau: 'Experian' }))).toBe(false);
  });

  it('hits a public record whose classification, type or status says so', () => {
    expect(bankruptcyRecord(record({ classification: 'Bankruptcy' }))).toBe(true);
    expect(bankruptcyRecord(record({ type: 'Chapter 13', status: 'Dismissed' }))).toBe(true);
    expect(bankruptcyRecord(record({ classification: 'Judgment', type: 'Civil judgment' }))).toBe(false);
  });
});
