import type { EvaluationResult } from '@fundpath/credit-engine';
import { describe, expect, it } from 'vitest';
import { type BankCriteria, matchingBanks, meetsBank } from './matching';

const bank = (over: Partial<BankCriteria> = {}): BankCriteria => ({
  id: 'b1',
  name: 'Bank',
  products: ['Card'],
  min_score_equifax: null,
  min_score_experian: null,
  min_score_transunion: null,
  max_inquiries: null,
  utilization_ceiling: null,
  active: true,
  ...over,
});

const bureau = (
  tier: 'approve' | 'borderline' | 'decline',
  score: number | null,
  inquiries = 0,
  has_data = true,
) =>
  ({
    has_data,
    decision_tier: tier,
    summary: {
      credit_score: score,
      inquiry_count: inquiries,
      total_issues: 0,
      decline_count: 0,
      borderline_count: 0,
    },
    triggered_rules: [],
  }) as unknown as NonNullable<EvaluationResult['bureaus']['Experian']>;

const evaluation = (bureaus: EvaluationResult['bureaus']): EvaluationResult =>
  ({
    bureaus,
    overall_decision: 'approve',
    qualifying_bureaus: [],
    best_bureau: null,
    funding_strategy: null,
    as_of: '2026-01-01',
  }) as EvaluationResult;

const result = (over: Partial<Parameters<typeof meetsBank>[0]> = {}) => ({
  has_data: true,
  tier: 'approve' as const,
  score: 700,
  inquiries: 1,
  utilization: 20,
  ...over,
});

describe('meetsBank', () => {
  it('meets a bank with no minimums when the bureau reported and does not decline', () => {
    expect(meetsBank(result(), 'Experian', bank())).toBe(true);
    expect(meetsBank(result({ tier: 'borderline' }), 'Experian', bank())).toBe(true);
  });
  it('never meets on a declining bureau, a bureau without data, or an inactive bank', () => {
    expect(meetsBank(result({ tier: 'decline', score: 820 }), 'Experian', bank())).toBe(false);
    expect(meetsBank(result({ has_data: false }), 'Experian', bank())).toBe(false);
    expect(meetsBank(result(), 'Experian', bank({ active: false }))).toBe(false);
  });
  it('reads the minimum of the bureau in question only; the minimum itself is enough', () => {
    const b = bank({ min_score_experian: 700, min_score_equifax: 800 });
    expect(meetsBank(result({ score: 700 }), 'Experian', b)).toBe(true);
    expect(meetsBank(result({ score: 699 }), 'Experian', b)).toBe(false);
    expect(meetsBank(result({ score: 700 }), 'Equifax', b)).toBe(false);
  });
  it('a bank with minimums on some bureaus pulls only those; one with none takes any bureau', () => {
    expect(meetsBank(result({ score: 820 }), 'TransUnion', bank({ min_score_experian: 700 }))).toBe(false);
    expect(meetsBank(result({ score: 520 }), 'TransUnion', bank())).toBe(true);
  });
  it('a minimum with no score on the bureau is not met', () => {
    expect(meetsBank(result({ score: null }), 'Experian', bank({ min_score_experian: 600 }))).toBe(false);
    expect(meetsBank(result({ score: null }), 'Experian', bank())).toBe(true);
  });
  it('inquiries at most the maximum; utilization at most the ceiling (none reported counts as 0%)', () => {
    expect(meetsBank(result({ inquiries: 3 }), 'Experian', bank({ max_inquiries: 3 }))).toBe(true);
    expect(meetsBank(result({ inquiries: 4 }), 'Experian', bank({ max_inquiries: 3 }))).toBe(false);
    expect(meetsBank(result({ utilization: 30 }), 'Experian', bank({ utilization_ceiling: 30 }))).toBe(true);
    expect(meetsBank(result({ utilization: 30.01 }), 'Experian', bank({ utilization_ceiling: 30 }))).toBe(
      false,
    );
    expect(meetsBank(result({ utilization: null }), 'Experian', bank({ utilization_ceiling: 0 }))).toBe(true);
  });
});

describe('matchingBanks', () => {
  it('answers every bureau, in bank order, with id, name and products only', () => {
    const ev = evaluation({ Experian: bureau('approve', 720), Equifax: bureau('decline', 780) });
    const banks = [bank({ id: 'a', name: 'A' }), bank({ id: 'b', name: 'B', min_score_experian: 750 })];
    expect(matchingBanks(ev, banks, { Experian: 10 })).toEqual({
      TransUnion: [],
      Experian: [{ id: 'a', name: 'A', products: ['Card'] }],
      Equifax: [],
    });
  });
  it('an evaluation with an error matches nothing', () => {
    const ev = {
      ...evaluation({ Experian: bureau('approve', 720) }),
      error: 'No credit report data provided',
    };
    expect(matchingBanks(ev, [bank()]).Experian).toEqual([]);
  });
});
