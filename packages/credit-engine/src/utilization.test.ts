import { describe, expect, it } from 'vitest';
import { partition, report, tradeline } from './testing/builders';
import { revolvingUtilization } from './utilization';

describe('revolvingUtilization', () => {
  it('sums revolving balances over revolving limits per bureau, ignoring installment loans', () => {
    const raw = report({
      partitions: [
        partition('R', [
          tradeline({ bureau: 'Experian', balance: 500, limit: 1000 }),
          tradeline({ bureau: 'Experian', balance: 250, limit: 1000 }),
          tradeline({ bureau: 'Equifax', balance: 100, limit: 0, highBalance: 400 }),
        ]),
        partition('I', [tradeline({ bureau: 'Experian', balance: 9000, limit: 10000 })]),
      ],
    });
    expect(revolvingUtilization(raw)).toEqual({ TransUnion: null, Experian: 37.5, Equifax: 25 });
  });

  it('answers null everywhere for a report with no revolving accounts, and does not mutate its input', () => {
    const raw = report({ partitions: [] });
    const before = JSON.stringify(raw);
    expect(revolvingUtilization(raw)).toEqual({ TransUnion: null, Experian: null, Equifax: null });
    expect(JSON.stringify(raw)).toBe(before);
  });
});
