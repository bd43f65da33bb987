/**
 * Every credit-report fixture must produce its `.expected.json` (`packages/credit-engine/fixtures/README.md`).
 */
import { describe, expect, it } from 'vitest';
import { evaluateCreditReport } from './index';
import { fixtureNames, fixturesDir, loadExpected, readFixtureText } from './testing/fixtures';

const names = fixtureNames();

interface Expected {
  as_of: string;
  overall_decision: string;
  qualifying_bureaus: string[];
  best_bureau: string | null;
  funding_strategy: string;
  bureaus: Record<string, { decision_tier: string; rules: string[]; recommended_paydown: number | null }>;
}

describe('shared credit-report fixtures', () => {
  it('are present', () => {
    expect(names.length, `no fixtures found in ${fixturesDir}`).toBeGreaterThan(0);
  });

  it.each(names)('%s matches its expected outcome', (name) => {
    const expected = loadExpected(name) as unknown as Expected;
    const text = readFixtureText(name);
    const result = evaluateCreditReport(JSON.parse(text), { asOf: expected.as_of });
    const bureaus: Expected['bureaus'] = {};
    for (const [bureau, ev] of Object.entries(result.bureaus)) {
      const util = ev.triggered_rules.find((h) => h.rule === 'high_utilization');
      bureaus[bureau] = {
        decision_tier: ev.decision_tier,
        rules: ev.triggered_rules.map((h) => h.rule).sort(),
        recommended_paydown: util?.recommended_paydown ?? null,
      };
    }
    expect({
      as_of: result.as_of,
      overall_decision: result.overall_decision,
      qualifying_bureaus: result.qualifying_bureaus,
      best_bureau: result.best_bureau,
      funding_strategy: result.funding_strategy,
      bureaus,
    }).toEqual(expected);
    // The same outcome from the JSON text itself.
    expect(evaluateCreditReport(text, { asOf: expected.as_of }).funding_strategy).toBe(
      expected.funding_strategy,
    );
  });
});
