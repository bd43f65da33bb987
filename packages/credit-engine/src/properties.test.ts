/**
 * Property tests: the parser never throws, inputs are never mutated, and adding a decline-tier
 * problem never improves a bureau's tier or the overall decision.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyzeForCoaching,
  BUREAUS,
  type Bureau,
  type DecisionTier,
  evaluateCreditReport,
  flatAccounts,
  parseMergedReport,
  simulateImprovements,
} from './index';
import { history, inquiry, partition, report, score, tradeline } from './testing/builders';
import { loadFixture } from './testing/fixtures';

const asOf = '2026-11-21';
const RANK: Record<DecisionTier, number> = { approve: 0, borderline: 1, decline: 2 };

const fixture = loadFixture;

function everything(input: unknown): void {
  const parsed = parseMergedReport(input);
  const evaluation = evaluateCreditReport(input, { asOf });
  flatAccounts(parsed);
  analyzeForCoaching(parsed, evaluation);
  analyzeForCoaching(parsed);
  simulateImprovements(parsed, evaluation);
}

const anything = fc.anything({
  withNullPrototype: true,
  withBoxedValues: true,
  withSparseArray: true,
  withBigInt: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withObjectString: true,
});

describe('parser and evaluator never throw', () => {
  it('on any JSON text', () => {
    fc.assert(
      fc.property(fc.json(), (text) => void everything(text)),
      { numRuns: 300 },
    );
  });

  it('on any JSON value, also inside every envelope', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        everything(v);
        everything({ TrueLinkCreditReportType: v });
        everything({ rawReport: JSON.stringify(v) });
        everything({ BundleComponents: { BundleComponent: v } });
        everything({ TradeLinePartition: v, Borrower: v, InquiryPartition: v });
      }),
      { numRuns: 300 },
    );
  });

  it('on any JavaScript value', () => {
    fc.assert(
      fc.property(anything, (v) => {
        everything(v);
        everything({ TrueLinkCreditReportType: { TradeLinePartition: [{ Tradeline: v }], Borrower: v } });
      }),
      { numRuns: 300 },
    );
  });

  it('on mutated fixtures (values replaced, keys dropped, lists collapsed)', () => {
    const base = fixture('collection') as Record<string, unknown>;
    const paths: (string | number)[][] = [];
    const walk = (node: unknown, p: (string | number)[]) => {
      if (paths.length > 20000) return;
      paths.push(p);
      if (Array.isArray(node)) {
        for (let i = 0; i < node.length; i++) walk(node[i], [...p, i]);
      } else if (node && typeof node === 'object')
        for (const [k, c] of Object.entries(node)) walk(c, [...p, k]);
    };
    walk(base, []);
    const mutation = fc.tuple(
      fc.nat(),
      fc.oneof(anything, fc.constantFrom('drop', 'single', 'string', 'null', '$', '@')),
    );
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 8 }), (mutations) => {
        const doc = structuredClone(base);
        for (const [i, m] of mutations) {
          const p = paths[i % paths.length]!;
          if (p.length === 0) continue;
          let parent: Record<string | number, unknown> = doc;
          for (const k of p.slice(0, -1)) {
            const next = parent[k];
            if (!next || typeof next !== 'object') {
              parent = {};
              break;
            }
            parent = next as Record<string | number, unknown>;
          }
          const key = p[p.length - 1]!;
          const cur = parent[key];
          if (m === 'drop') delete parent[key];
          else if (m === 'single') parent[key] = Array.isArray(cur) ? cur[0] : cur;
          else if (m === 'string')
            parent[key] = typeof cur === 'number' ? `$${cur.toLocaleString('en-US')}` : String(cur);
          else if (m === 'null') parent[key] = null;
          else if (m === '$') parent[key] = { $: cur };
          else if (m === '@' && typeof key === 'string') {
            delete parent[key];
            parent[`@${key}`] = cur;
          } else parent[key] = m;
        }
        everything(doc);
        let text: string | undefined;
        try {
          text = JSON.stringify(doc); // a BigInt replacement has no JSON form
        } catch {
          text = undefined;
        }
        if (text !== undefined) everything(text);
      }),
      { numRuns: 150 },
    );
  });
});

// --- generated reports ----------------------------------------------------------------------

const bureauArb = fc.constantFrom<Bureau>(...BUREAUS);
const monthArb = fc.integer({ min: 0, max: 30 }).map((back) => {
  const idx = 2026 * 12 + 10 - back;
  return `${Math.floor(idx / 12)}-${String((idx % 12) + 1).padStart(2, '0')}`;
});
const statusArb = fc.constantFrom('C', 'C', 'C', '1', '2', '4', 'CO', 'U', 'PP', '180');
const lineArb = fc.record({
  bureau: bureauArb,
  balance: fc.integer({ min: 0, max: 9000 }),
  limit: fc.option(fc.integer({ min: 0, max: 10000 })),
  highBalance: fc.integer({ min: 0, max: 10000 }),
  condition: fc.constantFrom('Open', 'Open', 'Closed', 'Paid', 'Derogatory'),
  payStatus: fc.constantFrom('Current', 'Current', 'Late 30 Days', 'Collection/Chargeoff', 'Repo'),
  marks: fc.dictionary(monthArb, statusArb, { maxKeys: 3 }),
  symbol: fc.constantFrom('R', 'R', 'I', 'Y'),
});
const inquiryArb = fc.record({
  bureau: bureauArb,
  name: fc.constantFrom('A', 'B', 'C', 'D'),
  date: fc.integer({ min: 0, max: 1100 }).map((d) => {
    const t = new Date(Date.UTC(2026, 10, 21) - d * 86_400_000);
    return t.toISOString().slice(0, 10);
  }),
});
const reportArb = fc
  .record({
    lines: fc.array(lineArb, { maxLength: 8 }),
    inquiries: fc.array(inquiryArb, { maxLength: 8 }),
    scores: fc.subarray([...BUREAUS]),
  })
  .map(({ lines, inquiries, scores }) =>
    report({
      reportDate: asOf,
      partitions: lines.map((l, i) =>
        partition(l.symbol, [
          tradeline({
            bureau: l.bureau,
            creditor: `CREDITOR ${i}`,
            balance: l.balance,
            limit: l.limit,
            highBalance: l.highBalance,
            condition: l.condition,
            payStatus: l.payStatus,
            history: history('2026-10', 24, l.marks),
          }),
        ]),
      ),
      inquiries: inquiries.map((q) => inquiry(q.bureau, q.name, q.date)),
      scores: scores.map((b) => score(b, 700)),
    }),
  );

const declineProblems: Record<string, (b: Bureau) => unknown> = {
  collection: (b) =>
    tradeline({ bureau: b, creditor: 'NEW COLLECTOR', remarks: ['Placed for collection'], balance: 250 }),
  derogatory: (b) =>
    tradeline({ bureau: b, creditor: 'NEW DEROG', condition: 'Derogatory', conditionAbbreviation: 'Derog' }),
  chargeOff: (b) => tradeline({ bureau: b, creditor: 'NEW CO', payStatus: 'Charge-off', balance: 0 }),
  repossession: (b) => tradeline({ bureau: b, creditor: 'NEW AUTO', payStatus: 'Repossession' }),
  bankruptcy: (b) => tradeline({ bureau: b, creditor: 'NEW BK', remarks: ['Chapter 7 bankruptcy'] }),
  recentLate: (b) =>
    tradeline({ bureau: b, creditor: 'NEW LATE', history: history('2026-10', 12, { '2026-09': '1' }) }),
};

function withExtraLine(raw: ReturnType<typeof report>, line: unknown) {
  const doc = raw.TrueLinkCreditReportType;
  return {
    TrueLinkCreditReportType: {
      ...doc,
      TradeLinePartition: [...doc.TradeLinePartition, partition('R', [line])],
    },
  };
}

describe('monotonicity', () => {
  it('adding a decline-tier problem to a bureau never improves its tier or the overall decision', () => {
    fc.assert(
      fc.property(
        reportArb,
        bureauArb,
        fc.constantFrom(...Object.keys(declineProblems)),
        (raw, bureau, kind) => {
          const before = evaluateCreditReport(raw, { asOf });
          const after = evaluateCreditReport(withExtraLine(raw, declineProblems[kind]!(bureau)), { asOf });
          expect(after.bureaus[bureau]!.decision_tier).toBe('decline');
          for (const b of BUREAUS) {
            expect(RANK[after.bureaus[b]!.decision_tier]).toBeGreaterThanOrEqual(
              RANK[before.bureaus[b]!.decision_tier],
            );
          }
          expect(RANK[after.overall_decision]).toBeGreaterThanOrEqual(RANK[before.overall_decision]);
          expect(after.qualifying_bureaus.length).toBeLessThanOrEqual(before.qualifying_bureaus.length);
        },
      ),
      { numRuns: 200 },
    );
  });
});

function deepFreeze<T>(v: T): T {
  if (v && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const c of Object.values(v)) deepFreeze(c);
  }
  return v;
}

describe('inputs are never mutated', () => {
  it('for generated reports (deep-frozen input, unchanged JSON)', () => {
    fc.assert(
      fc.property(reportArb, (raw) => {
        const before = JSON.stringify(raw);
        deepFreeze(raw);
        everything(raw);
        expect(JSON.stringify(raw)).toBe(before);
      }),
      { numRuns: 100 },
    );
  });

  it('for the fixtures, the parsed report and the evaluation', () => {
    const raw = deepFreeze(fixture('chargeoff-paid-vs-balance'));
    const parsed = parseMergedReport(raw);
    const parsedBefore = JSON.stringify(parsed);
    const evaluation = deepFreeze(evaluateCreditReport(parsed, { asOf: '2026-08-12' }));
    deepFreeze(parsed);
    simulateImprovements(parsed, evaluation);
    analyzeForCoaching(parsed, evaluation);
    flatAccounts(parsed);
    expect(JSON.stringify(parsed)).toBe(parsedBefore);
  });
});
