import { describe, expect, it } from 'vitest';
import { evaluateCreditReport } from './evaluate';
import { jsonNestingError, REPORT_LIMITS, reportLimitError, valueNestingError } from './limits';
import { parseMergedReport } from './parse/report';
import { simulateImprovements } from './simulate';

const ref = (symbol: string, description: string) => ({ symbol, description, abbreviation: description });
const BUREAUS = ['TransUnion', 'Experian', 'Equifax'] as const;

/** `n` revolving tradelines (round-robin over the bureaus), each in one partition or all in one. */
function report(
  n: number,
  opts: { onePartition?: boolean; late?: (i: number) => boolean; inquiries?: number } = {},
) {
  const lines = [];
  for (let i = 0; i < n; i++) {
    const late = opts.late?.(i) ?? false;
    lines.push({
      bureau: BUREAUS[i % 3],
      creditorName: `CREDITOR ${i}`,
      accountNumber: `${i}`,
      currentBalance: 900,
      dateOpened: '2018-09-02',
      dateReported: '2026-11-03',
      OpenClosed: ref('O', 'Open'),
      PayStatus: ref('C', 'Current'),
      GrantedTrade: {
        CreditType: ref('R', 'Revolving Account'),
        CreditLimit: 1000,
        PayStatusHistory: {
          startDate: '2026-10-06',
          MonthlyPayStatus: [{ date: '2026-08-06', status: late ? '2' : 'C' }],
        },
      },
    });
  }
  const inquiries = [];
  for (let q = 0; q < (opts.inquiries ?? 0); q++)
    inquiries.push({
      Inquiry: { bureau: BUREAUS[q % 3], inquiryDate: '2026-05-05', subscriberName: `L${q}` },
    });
  return {
    TrueLinkCreditReportType: {
      reportDate: '2026-11-21',
      TradeLinePartition: opts.onePartition ? [{ Tradeline: lines }] : lines.map((t) => ({ Tradeline: t })),
      InquiryPartition: inquiries,
    },
  };
}

describe('report limits', () => {
  it('names the tradeline and inquiry limits with the counts found', () => {
    const big = parseMergedReport(report(REPORT_LIMITS.tradelines + 1));
    expect(reportLimitError(big)?.message).toBe(
      `Credit report has ${REPORT_LIMITS.tradelines + 1} tradelines; the limit is ${REPORT_LIMITS.tradelines}.`,
    );
    expect(reportLimitError(parseMergedReport(report(REPORT_LIMITS.tradelines)))).toBeNull();
    const inquiries = parseMergedReport(report(3, { inquiries: REPORT_LIMITS.inquiries + 1 }));
    expect(reportLimitError(inquiries)).toMatchObject({
      limit: 'inquiries',
      found: REPORT_LIMITS.inquiries + 1,
    });
  });

  it('measures nesting of text without parsing it (strings and escapes do not count)', () => {
    const max = REPORT_LIMITS.nestingDepth;
    expect(jsonNestingError(`${'['.repeat(max)}${']'.repeat(max)}`)).toBeNull();
    expect(jsonNestingError(`${'['.repeat(max + 1)}${']'.repeat(max + 1)}`)?.message).toBe(
      `Credit report is nested more than ${max} levels deep; the limit is ${max}.`,
    );
    expect(jsonNestingError(JSON.stringify({ a: '[[[[\\"[[[['.repeat(100) }))).toBeNull();
    // 4.9 million deep: refused after max + 1 characters, no stack used.
    expect(jsonNestingError('['.repeat(4_900_000))).toMatchObject({ found: max + 1 });
  });

  it('measures nesting of a parsed value iteratively', () => {
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(valueNestingError(deep)).toMatchObject({ limit: 'nestingDepth' });
    expect(valueNestingError(report(30))).toBeNull();
  });
});

describe('hostile shapes stay linear', () => {
  it('compares a tradeline with at most one tradeline per other bureau of its partition', () => {
    // 300 tradelines in ONE partition, every other one late. Before, each late line was compared
    // with every other-bureau line (~100 "reported as current there" reasons each, quadratic).
    const ev = evaluateCreditReport(report(300, { onePartition: true, late: (i) => i % 2 === 1 }), {
      asOf: '2026-11-21',
    });
    const hit = ev.bureaus.TransUnion?.triggered_rules.find((h) => h.rule === 'recent_late_payment');
    expect(hit?.account_count).toBe(50);
    const perLine = new Map<string, number>();
    for (const d of hit?.dispute_reasons ?? [])
      perLine.set(d.tradeline_id!, (perLine.get(d.tradeline_id!) ?? 0) + 1);
    expect(Math.max(...perLine.values())).toBeLessThanOrEqual(3);
  });

  it("simulateImprovements reads each hit's dispute reasons a bounded number of times", () => {
    const raw = report(600, { late: () => true });
    const parsed = parseMergedReport(raw);
    const ev = evaluateCreditReport(parsed, { asOf: '2026-11-21' });
    let reads = 0;
    let reasons = 0;
    for (const b of BUREAUS)
      for (const hit of ev.bureaus[b]?.triggered_rules ?? []) {
        reasons += hit.dispute_reasons.length;
        hit.dispute_reasons = new Proxy(hit.dispute_reasons, {
          get(target, key, receiver) {
            if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
            return Reflect.get(target, key, receiver);
          },
        });
      }
    const sim = simulateImprovements(parsed, ev);
    expect(sim.bureaus.TransUnion?.achievable).toBe(true);
    // One pass per hit; a search per account (before) read ~n²/2 per hit.
    expect(reads).toBeLessThanOrEqual(2 * reasons);
  });
});
