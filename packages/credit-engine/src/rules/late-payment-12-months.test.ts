import { describe, expect, it } from 'vitest';
import { evaluateCreditReport } from '../evaluate';
import { cleanCard, history, partition, report, score } from '../testing/builders';
import { latePayment12Months } from './late-payment-12-months';

const asOf = '2026-11-21';

function evaluate(lines: unknown[]) {
  const raw = report({ partitions: [partition('R', lines)], scores: [score('TransUnion', 700)] });
  return evaluateCreditReport(raw, { asOf }).bureaus.TransUnion!;
}

describe('late_payment_12_months', () => {
  it('hits a late in 2025-12 (first month of the 12-month window) but not 2025-11', () => {
    expect(
      evaluate([cleanCard('TransUnion', { history: history('2026-11', 24, { '2025-12': '1' }) })])
        .decision_tier,
    ).toBe('borderline');
    expect(
      evaluate([cleanCard('TransUnion', { history: history('2026-11', 24, { '2025-11': '1' }) })])
        .decision_tier,
    ).toBe('approve');
  });

  it('does not hit a tradeline that already has a recent late', () => {
    const ev = evaluate([
      cleanCard('TransUnion', { history: history('2026-11', 24, { '2026-10': '1', '2026-02': '1' }) }),
    ]);
    expect(ev.triggered_rules.map((h) => h.rule)).toEqual(['recent_late_payment']);
  });

  it('hits another tradeline of the same bureau independently', () => {
    const ev = evaluate([
      cleanCard('TransUnion', { creditor: 'A', history: history('2026-11', 24, { '2026-10': '1' }) }),
      cleanCard('TransUnion', { creditor: 'B', history: history('2026-11', 24, { '2026-02': '2' }) }),
    ]);
    expect(ev.triggered_rules.map((h) => h.rule)).toEqual(['recent_late_payment', 'late_payment_12_months']);
    const hit = ev.triggered_rules[1]!;
    expect(hit.accounts.map((a) => a.creditor_name)).toEqual(['B']);
    expect(hit.late_payment_count).toBe(1);
    expect(hit.late_payment_details![0]).toMatchObject({ month: '2026-02', status: '2', days_late: 60 });
  });

  it('is a pure function of the 12-month marks and the recent flag', () => {
    expect(latePayment12Months([], false)).toBeUndefined();
  });
});
