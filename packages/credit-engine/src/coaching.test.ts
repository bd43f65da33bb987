import { describe, expect, it } from 'vitest';
import { analyzeForCoaching, evaluateCreditReport, parseMergedReport } from './index';
import {
  cleanCard,
  cleanReport,
  history,
  inquiry,
  partition,
  report,
  score,
  tradeline,
} from './testing/builders';
import { loadExpected, loadFixture } from './testing/fixtures';

const asOf = '2026-11-21';

describe('analyzeForCoaching with an evaluation', () => {
  it('fails accounts with a decline hit, warns on borderline hits or past due, passes the rest', () => {
    const raw = report({
      partitions: [
        partition('R', [cleanCard('TransUnion', { creditor: 'GOOD' })]),
        partition('R', [cleanCard('TransUnion', { creditor: 'UTIL', balance: 900, limit: 1000 })]),
        partition('R', [cleanCard('TransUnion', { creditor: 'PASTDUE', pastDue: 35 })]),
        partition('Y', [
          tradeline({
            bureau: 'TransUnion',
            creditor: 'COLL',
            remarks: ['Placed for collection'],
            balance: 100,
          }),
        ]),
      ],
      scores: [score('TransUnion', 640)],
    });
    const parsed = parseMergedReport(raw);
    const analysis = analyzeForCoaching(parsed, evaluateCreditReport(parsed, { asOf }));
    const tu = analysis.bureaus[0]!;
    expect(tu.name).toBe('TransUnion');
    expect(tu.score).toBe(640);
    expect(tu.tradelines.map((t) => [t.creditor_name, t.evaluation.status])).toEqual([
      ['GOOD', 'pass'],
      ['UTIL', 'warning'],
      ['PASTDUE', 'warning'],
      ['COLL', 'fail'],
    ]);
    expect(tu.tradelines[3]!.has_derogatory).toBe(true);
    expect(analysis.counts).toEqual({ pass: 1, warning: 2, fail: 1 });
    expect(analysis.classification).toBe('NEEDS CREDIT REPAIR');
    expect(analysis.basis).toBe('evaluation');
    expect(tu.ml).toEqual({
      available: false,
      prob_ready: null,
      confidence: null,
      guidance: null,
      top_factors: [],
    });
  });

  it('is APPROVED FOR FUNDING with no failing and no warning account', () => {
    const parsed = parseMergedReport(cleanReport());
    const analysis = analyzeForCoaching(parsed, evaluateCreditReport(parsed, { asOf }));
    expect(analysis.classification).toBe('APPROVED FOR FUNDING');
    expect(analysis.counts).toEqual({ pass: 3, warning: 0, fail: 0 });
  });

  it('fills the account card fields', () => {
    const parsed = parseMergedReport(loadFixture('clean-file'));
    const card = analyzeForCoaching(
      parsed,
      evaluateCreditReport(parsed, { asOf: loadExpected('clean-file').as_of }),
    ).bureaus[0]!.tradelines[0]!;
    for (const key of [
      'creditor_name',
      'account_number',
      'account_status',
      'account_type',
      'balance',
      'credit_limit',
      'high_credit',
      'monthly_payment',
      'date_opened',
      'date_reported',
      'months_reviewed',
      'past_due_amount',
      'original_amount',
      'date_of_last_activity',
      'terms',
      'payment_history',
      'has_derogatory',
      'evaluation',
    ]) {
      expect(card).toHaveProperty(key);
    }
    expect(card.payment_history.length).toBeGreaterThan(0);
  });

  it('counts distinct inquiries of the last 12 months per bureau', () => {
    const raw = report({
      partitions: [partition('R', [cleanCard('Experian')])],
      inquiries: [
        inquiry('Experian', 'A', '2026-01-01'),
        inquiry('Experian', 'A', '2026-01-01'),
        inquiry('Experian', 'B', '2025-11-21'),
      ],
    });
    const analysis = analyzeForCoaching(raw, undefined, { asOf });
    expect(analysis.bureaus[1]!.inquiries_12m).toBe(1);
  });
});

describe('analyzeForCoaching without an evaluation', () => {
  it('fails accounts whose status mentions charge, collection or derogatory, warns on past due', () => {
    const raw = report({
      partitions: [
        partition('R', [
          tradeline({
            bureau: 'Equifax',
            creditor: 'PAID CO',
            condition: 'Paid',
            payStatus: 'Collection/Chargeoff',
          }),
          cleanCard('Equifax', { creditor: 'LATE PAYER', pastDue: 20 }),
          cleanCard('Equifax', { creditor: 'FINE', history: history('2026-10', 6, { '2026-09': '1' }) }),
        ]),
      ],
    });
    const analysis = analyzeForCoaching(raw);
    expect(analysis.basis).toBe('status_text');
    expect(analysis.bureaus[2]!.tradelines.map((t) => t.evaluation.status)).toEqual([
      'fail',
      'warning',
      'pass',
    ]);
    expect(analysis.classification).toBe('NEEDS CREDIT REPAIR');
  });

  it('classifies a clean report as APPROVED FOR FUNDING', () => {
    expect(analyzeForCoaching(cleanReport()).classification).toBe('APPROVED FOR FUNDING');
  });
});
