import { describe, expect, it } from 'vitest';
import { evaluateCreditReport } from '../evaluate';
import { monthIndex } from '../parse/dates';
import { cleanCard, history, parsedLine, partition, report, score } from '../testing/builders';
import { lateMarksWithin } from './late-marks';
import { recentLatePayment } from './recent-late-payment';

const asOf = '2026-11-21';

function rulesFor(marks: Record<string, string>): string[] {
  const raw = report({
    partitions: [partition('R', [cleanCard('TransUnion', { history: history('2026-11', 24, marks) })])],
    scores: [score('TransUnion', 700)],
  });
  return evaluateCreditReport(raw, { asOf }).bureaus.TransUnion!.triggered_rules.map((h) => h.rule);
}

describe('recent_late_payment', () => {
  it('hits a late in the oldest month of the window (2026-06 for as_of 2026-11-21)', () => {
    expect(rulesFor({ '2026-06': '1' })).toEqual(['recent_late_payment']);
  });

  it('does not hit a late in 2026-05 (it is a 12-month late instead)', () => {
    expect(rulesFor({ '2026-05': '1' })).toEqual(['late_payment_12_months']);
  });

  it('counts 120, 150 and 180 days late as late', () => {
    for (const s of ['4', '5', '120', '150', '180'])
      expect(rulesFor({ '2026-09': s })).toEqual(['recent_late_payment']);
  });

  it('does not count CO, PP, RF or U as late', () => {
    for (const s of ['CO', 'PP', 'RF', 'U']) expect(rulesFor({ '2026-09': s })).toEqual([]);
  });

  it('ignores a month after as_of', () => {
    expect(rulesFor({ '2026-12': '1' }).length).toBe(0);
  });

  it('returns only the marks inside 6 months from the 12-month scan', () => {
    const line = parsedLine({
      bureau: 'TransUnion',
      history: history('2026-11', 12, { '2026-10': '1', '2026-02': '2' }),
    });
    const marks = lateMarksWithin(line, monthIndex(asOf), 12);
    expect(recentLatePayment(marks, monthIndex(asOf))?.map((m) => m.month)).toEqual(['2026-10']);
  });
});
