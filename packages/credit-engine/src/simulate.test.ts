import { describe, expect, it } from 'vitest';
import type { CreditReport, EvaluationResult } from './index';
import { evaluateCreditReport, parseMergedReport, simulateImprovements } from './index';
import { evaluateParsedReport } from './internal/evaluate';
import { applyActions } from './simulate';
import { cleanCard, history, inquiry, partition, report, score, tradeline } from './testing/builders';
import { loadExpected, loadFixture } from './testing/fixtures';

const asOf = '2026-11-21';

/** Re-applies every plan independently and checks that the bureau approves. */
function expectPlansProven(parsed: CreditReport, evaluation: EvaluationResult) {
  const sim = simulateImprovements(parsed, evaluation);
  for (const [bureau, plan] of Object.entries(sim.bureaus)) {
    if (!plan.achievable) continue;
    expect(plan.verified).toBe(true);
    expect(plan.resulting_tier).toBe('approve');
    const after = evaluateParsedReport(applyActions(parsed, plan.actions), plan.verified_as_of);
    expect(after.bureaus[bureau as 'Experian']!.decision_tier).toBe('approve');
  }
  return sim;
}

describe('simulateImprovements', () => {
  it('plans pay-downs to 50% for utilization and proves them', () => {
    const parsed = parseMergedReport(
      report({
        partitions: [
          partition('R', [cleanCard('Experian', { creditor: 'A', balance: 1337.45, limit: 2500 })]),
          partition('R', [cleanCard('Experian', { creditor: 'B', balance: 3900, limit: 5000 })]),
        ],
      }),
    );
    const sim = expectPlansProven(parsed, evaluateCreditReport(parsed, { asOf }));
    const plan = sim.bureaus.Experian!;
    expect(plan).toMatchObject({
      current_tier: 'borderline',
      achievable: true,
      action_count: 2,
      total_paydown: 1487.45,
    });
    expect(plan.actions.map((a) => a.type)).toEqual(['paydown', 'paydown']);
    expect(plan.earliest_wait_date).toBeNull();
  });

  it('prefers one wait over several disputes when lates and inquiries can age out', () => {
    const parsed = parseMergedReport(
      report({
        partitions: [
          partition('R', [
            cleanCard('TransUnion', { creditor: 'A', history: history('2026-10', 24, { '2026-02': '1' }) }),
          ]),
          partition('R', [
            cleanCard('TransUnion', { creditor: 'B', history: history('2026-10', 24, { '2026-03': '1' }) }),
          ]),
        ],
        inquiries: [
          inquiry('TransUnion', 'X', '2025-01-10'),
          inquiry('TransUnion', 'Y', '2025-02-10'),
          inquiry('TransUnion', 'Z', '2025-03-10'),
        ],
      }),
    );
    const sim = expectPlansProven(parsed, evaluateCreditReport(parsed, { asOf }));
    const plan = sim.bureaus.TransUnion!;
    expect(plan.actions).toEqual([expect.objectContaining({ type: 'wait', until: '2027-03-01' })]);
    expect(plan.earliest_wait_date).toBe('2027-03-01');
    // The day before is not enough.
    expect(evaluateCreditReport(parsed, { asOf: '2027-02-28' }).bureaus.TransUnion!.decision_tier).not.toBe(
      'approve',
    );
    expect(evaluateCreditReport(parsed, { asOf: '2027-03-01' }).bureaus.TransUnion!.decision_tier).toBe(
      'approve',
    );
  });

  it('disputes a collection (removal) and pays down another card in one plan', () => {
    const parsed = parseMergedReport(
      report({
        partitions: [
          partition('Y', [
            tradeline({
              bureau: 'Equifax',
              creditor: 'COLL',
              remarks: ['Placed for collection'],
              balance: 400,
            }),
          ]),
          partition('R', [cleanCard('Equifax', { creditor: 'CARD', balance: 800, limit: 1000 })]),
        ],
        scores: [score('Equifax', 580)],
      }),
    );
    const sim = expectPlansProven(parsed, evaluateCreditReport(parsed, { asOf }));
    const plan = sim.bureaus.Equifax!;
    expect(plan.current_tier).toBe('decline');
    expect(plan.actions.map((a) => a.type).sort()).toEqual(['dispute', 'paydown']);
    expect(plan.earliest_wait_date).toBeNull();
  });

  it('disputes a single recent late rather than waiting (tie), and gives the wait-alone date', () => {
    const parsed = parseMergedReport(loadFixture('late-4-months'));
    const sim = expectPlansProven(
      parsed,
      evaluateCreditReport(parsed, { asOf: loadExpected('late-4-months').as_of }),
    );
    expect(Object.keys(sim.bureaus)).toEqual(['TransUnion', 'Equifax']);
    expect(sim.bureaus.TransUnion).toMatchObject({ action_count: 1, earliest_wait_date: '2027-07-01' });
    expect(sim.bureaus.TransUnion!.actions[0]).toMatchObject({ type: 'dispute', target: 'tradeline' });
  });

  it('proves every plan for every fixture', () => {
    for (const name of [
      'chargeoff-paid-vs-balance',
      'collection',
      'high-utilization',
      'inquiries-experian',
      'late-10-months',
      'late-4-months',
      'clean-file',
    ]) {
      const parsed = parseMergedReport(loadFixture(name));
      const evaluation = evaluateCreditReport(parsed, { asOf: loadExpected(name).as_of });
      const sim = expectPlansProven(parsed, evaluation);
      for (const plan of Object.values(sim.bureaus)) expect(plan.achievable).toBe(true);
      for (const b of ['TransUnion', 'Experian', 'Equifax'] as const) {
        expect(Boolean(sim.bureaus[b])).toBe(
          evaluation.bureaus[b]!.decision_tier !== 'approve' && evaluation.bureaus[b]!.has_data,
        );
      }
    }
  });

  it('skips bureaus without data and reports an evaluation error as no plans', () => {
    const parsed = parseMergedReport(loadFixture('single-bureau-experian'));
    expect(
      simulateImprovements(parsed, evaluateCreditReport(parsed, { asOf: '2026-09-09' })).bureaus,
    ).toEqual({});
    expect(simulateImprovements(null).bureaus).toEqual({});
  });
});
