import { describe, expect, it } from 'vitest';
import { factsOf, parsedLine } from '../testing/builders';
import { conditionText, hasWord, isRevolving } from './condition';

describe('conditionText', () => {
  it('joins condition, pay status, designator and remarks with " | ", lower-cased', () => {
    const line = parsedLine({
      bureau: 'TransUnion',
      condition: 'Paid',
      payStatus: 'Collection/Chargeoff',
      remarks: ['Paid collection'],
    });
    expect(conditionText(line)).toBe(
      'paid | paid | collection/chargeoff | collection/chargeoff | individual | paid collection',
    );
  });
});

describe('hasWord', () => {
  it('matches whole words only', () => {
    expect(hasWord('paid | closed', 'paid')).toBe(true);
    expect(hasWord('paid as agreed', 'paid')).toBe(true);
    expect(hasWord('account unpaid', 'paid')).toBe(false);
    expect(hasWord('prepaid card', 'paid')).toBe(false);
    expect(hasWord('paid-off', 'paid')).toBe(true);
    expect(hasWord('unpaid, then paid', 'paid')).toBe(true);
  });
});

describe('limit and revolving', () => {
  it('treats partition R or a revolving description as revolving', () => {
    expect(isRevolving(parsedLine({ bureau: 'Experian' }, 'R'))).toBe(true);
    expect(isRevolving(parsedLine({ bureau: 'Experian', creditType: 'Revolving Account' }, 'O'))).toBe(true);
    expect(isRevolving(parsedLine({ bureau: 'Experian' }, 'I'))).toBe(false);
  });

  it('falls back to highBalance for a revolving account with a missing, blank or 0 limit', () => {
    for (const limit of [null, '', 0]) {
      const f = factsOf({ bureau: 'Experian', balance: 900, highBalance: 1000, limit });
      expect(f.limit).toBe(1000);
      expect(f.limitFromHighBalance).toBe(true);
    }
  });

  it('does not fall back for installment or collection accounts', () => {
    expect(factsOf({ bureau: 'Experian', balance: 900, highBalance: 1000, limit: 0 }, 'I').limit).toBe(0);
    expect(factsOf({ bureau: 'Experian', balance: 900, highBalance: 1000 }, 'Y').limit).toBe(0);
  });

  it('uses the credit limit when there is one', () => {
    expect(factsOf({ bureau: 'Experian', balance: 900, highBalance: 1000, limit: 5000 }).limit).toBe(5000);
  });
});
