import { describe, expect, it } from 'vitest';
import { evaluateCreditReport, parseMergedReport } from './index';
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

const asOf = '2026-11-21';

describe('evaluateCreditReport: errors', () => {
  it.each([null, undefined, '', {}])('reports no data for %j', (input) => {
    const r = evaluateCreditReport(input, { asOf });
    expect(r).toEqual({
      overall_decision: 'decline',
      qualifying_bureaus: [],
      best_bureau: null,
      funding_strategy: null,
      bureaus: {},
      as_of: asOf,
      error: 'No credit report data provided',
    });
  });

  it.each([42, 'garbage', { foo: 1 }, [1, 2], { rawReport: '{"x":1}' }])(
    'reports a missing merged report for %j',
    (input) => {
      const r = evaluateCreditReport(input, { asOf });
      expect(r.error).toBe('Could not find merged credit report data');
      expect(r.overall_decision).toBe('decline');
      expect(r.funding_strategy).toBeNull();
      expect(r.bureaus).toEqual({});
    },
  );
});

describe('evaluateCreditReport: as_of', () => {
  const lateIn = (month: string) =>
    report({
      partitions: [
        partition('R', [cleanCard('TransUnion', { history: history('2026-10', 24, { [month]: '1' }) })]),
      ],
      scores: [score('TransUnion', 700)],
    });

  it("uses the caller's as_of in any accepted form", () => {
    expect(evaluateCreditReport(lateIn('2026-07'), { asOf: '11/21/2026' }).as_of).toBe('2026-11-21');
    expect(evaluateCreditReport(lateIn('2026-07'), { asOf: new Date(2026, 10, 21) }).as_of).toBe(
      '2026-11-21',
    );
  });

  it('falls back to the report date, then the newest pull date, then the newest dateReported', () => {
    const raw = lateIn('2026-07');
    expect(
      evaluateCreditReport({
        TrueLinkCreditReportType: { ...raw.TrueLinkCreditReportType, reportDate: '2026-12-01' },
      }).as_of,
    ).toBe('2026-12-01');
    const withSources = {
      TrueLinkCreditReportType: {
        ...raw.TrueLinkCreditReportType,
        Sources: { Source: [{ InquiryDate: '2026-11-30' }] },
      },
    };
    expect(evaluateCreditReport(withSources).as_of).toBe('2026-11-30');
    expect(evaluateCreditReport(raw).as_of).toBe('2026-11-03');
  });

  it('moves every window with as_of', () => {
    const raw = lateIn('2026-07');
    expect(evaluateCreditReport(raw, { asOf: '2026-11-21' }).bureaus.TransUnion!.decision_tier).toBe(
      'decline',
    );
    expect(evaluateCreditReport(raw, { asOf: '2027-02-01' }).bureaus.TransUnion!.decision_tier).toBe(
      'borderline',
    );
    expect(evaluateCreditReport(raw, { asOf: '2027-08-01' }).bureaus.TransUnion!.decision_tier).toBe(
      'approve',
    );
  });
});

describe('evaluateCreditReport: merging and summary', () => {
  it('merges hits of one rule across tradelines with the count in the description', () => {
    const raw = report({
      partitions: [
        partition('R', [cleanCard('Experian', { creditor: 'A', balance: 900, limit: 1000 })]),
        partition('R', [cleanCard('Experian', { creditor: 'B', balance: 800, limit: 1000 })]),
      ],
    });
    const ev = evaluateCreditReport(raw, { asOf }).bureaus.Experian!;
    expect(ev.triggered_rules).toHaveLength(1);
    const hit = ev.triggered_rules[0]!;
    expect(hit).toMatchObject({
      rule: 'high_utilization',
      account_count: 2,
      recommended_paydown: 700,
      utilization_percentage: 90,
    });
    expect(hit.description).toMatch(/\(2 accounts\)$/);
    expect(hit.accounts.map((a) => [a.creditor_name, a.recommended_paydown, a.bureau, a.limit])).toEqual([
      ['A', 400, 'Experian', 1000],
      ['B', 300, 'Experian', 1000],
    ]);
    expect(ev.remediation_recommendations).toEqual([
      expect.objectContaining({ type: 'paydown', rule: 'high_utilization', amount: 700 }),
    ]);
    expect(ev.borderline_rules).toEqual([hit]);
  });

  it('lets one tradeline hit several rules, and counts merged hits per tier', () => {
    const raw = report({
      partitions: [
        partition('R', [
          tradeline({
            bureau: 'Equifax',
            condition: 'Derogatory',
            conditionAbbreviation: 'Derog',
            payStatus: 'Collection/Chargeoff',
            balance: 1284,
            limit: 1500,
          }),
        ]),
      ],
      inquiries: [
        inquiry('Equifax', 'A', '2026-01-01'),
        inquiry('Equifax', 'B', '2026-02-01'),
        inquiry('Equifax', 'C', '2026-03-01'),
      ],
      scores: [score('Equifax', 612)],
    });
    const ev = evaluateCreditReport(raw, { asOf }).bureaus.Equifax!;
    expect(ev.triggered_rules.map((h) => h.rule)).toEqual([
      'derogatory_account',
      'charge_off',
      'collection',
      'high_utilization',
      'excessive_inquiries',
    ]);
    expect(ev.summary).toEqual({
      total_issues: 5,
      decline_count: 3,
      borderline_count: 2,
      inquiry_count: 3,
      credit_score: 612,
    });
    expect(ev.remediation_recommendations.map((r) => r.type)).toEqual([
      'credit_repair',
      'credit_repair',
      'credit_repair',
      'paydown',
      'credit_repair',
    ]);
    const inq = ev.triggered_rules[4]!;
    expect(inq).toMatchObject({ inquiry_count: 3, account_count: 0 });
    expect(ev.remediation_recommendations[4]!.wait_until).toBe('2028-01-01');
  });

  it('gives late hits details and a wait-out date', () => {
    const raw = report({
      partitions: [
        partition('R', [
          cleanCard('TransUnion', { history: history('2026-10', 24, { '2026-07': '1', '2026-08': '2' }) }),
        ]),
      ],
    });
    const ev = evaluateCreditReport(raw, { asOf }).bureaus.TransUnion!;
    const hit = ev.triggered_rules[0]!;
    expect(hit).toMatchObject({ rule: 'recent_late_payment', late_payment_count: 2 });
    expect(hit.accounts[0]!.late_months).toEqual(['2026-08', '2026-07']);
    expect(ev.remediation_recommendations[0]).toMatchObject({
      type: 'credit_repair',
      wait_until: '2027-02-01',
    });
    expect(hit.dispute_reasons.length).toBeGreaterThan(0);
  });

  it('lists a bankruptcy public record in a hit with no accounts', () => {
    const raw = report({
      partitions: [partition('R', [cleanCard('Experian')])],
      publicRecords: [
        {
          PublicRecord: {
            Classification: { description: 'Bankruptcy' },
            Type: { description: 'Chapter 7 Bankruptcy' },
            bureau: 'Experian',
          },
        },
      ],
    });
    const hit = evaluateCreditReport(raw, { asOf }).bureaus.Experian!.triggered_rules[0]!;
    expect(hit).toMatchObject({ rule: 'bankruptcy', account_count: 0, accounts: [] });
    expect(hit.public_records).toHaveLength(1);
  });

  it('flags a paid charge-off that still shows a balance as disputable', () => {
    const raw = report({
      partitions: [
        partition('R', [
          tradeline({
            bureau: 'TransUnion',
            condition: 'Paid',
            payStatus: 'Charge-off',
            balance: 200,
            limit: 1000,
          }),
        ]),
      ],
    });
    const hit = evaluateCreditReport(raw, { asOf }).bureaus.TransUnion!.triggered_rules.find(
      (h) => h.rule === 'charge_off',
    )!;
    expect(hit.dispute_reasons[0]!.reason).toMatch(/paid but still shows a balance/);
  });
});

describe('evaluateCreditReport: bureaus with and without data', () => {
  it('a score counts as data only when numeric', () => {
    const raw = report({ scores: [score('TransUnion', 'N/A'), score('Experian', 700)] });
    const r = evaluateCreditReport(raw, { asOf });
    expect(r.bureaus.TransUnion!.triggered_rules.map((h) => h.rule)).toEqual(['no_bureau_data']);
    expect(r.bureaus.Experian!.decision_tier).toBe('approve');
    expect(r.funding_strategy).toBe('APPROVED');
    expect(r.overall_decision).toBe('approve');
  });

  it('no bureau with data: decline, CREDIT_REPAIR_REQUIRED, no best bureau', () => {
    const r = evaluateCreditReport({ TrueLinkCreditReportType: { TradeLinePartition: [] } }, { asOf });
    expect(r).toMatchObject({
      overall_decision: 'decline',
      funding_strategy: 'CREDIT_REPAIR_REQUIRED',
      best_bureau: null,
    });
    expect(Object.keys(r.bureaus)).toEqual(['TransUnion', 'Experian', 'Equifax']);
  });

  it('keys bureaus in TransUnion, Experian, Equifax order', () => {
    expect(Object.keys(evaluateCreditReport(cleanReport(), { asOf }).bureaus)).toEqual([
      'TransUnion',
      'Experian',
      'Equifax',
    ]);
  });
});

describe('evaluateCreditReport: strategy and best bureau', () => {
  const util = (b: 'TransUnion' | 'Experian' | 'Equifax') =>
    cleanCard(b, { creditor: 'UTIL', balance: 900, limit: 1000 });
  const collection = (b: 'TransUnion' | 'Experian' | 'Equifax') =>
    tradeline({ bureau: b, creditor: 'COLL', payStatus: 'Collection', balance: 100 });
  const base = () => [cleanCard('TransUnion'), cleanCard('Experian'), cleanCard('Equifax')];

  it.each([
    ['none', [], 'ALL_BUREAUS_QUALIFIED', 'approve', 'TransUnion'],
    ['one borderline', [util('TransUnion')], 'DUAL_BUREAU_QUALIFIED', 'borderline', 'Experian'],
    [
      'two problems',
      [util('TransUnion'), collection('Experian')],
      'SINGLE_BUREAU_QUALIFIED',
      'decline',
      'Equifax',
    ],
    [
      'all borderline',
      [util('TransUnion'), util('Experian'), util('Equifax')],
      'BORDERLINE_FIXABLE',
      'borderline',
      'TransUnion',
    ],
    // Best bureau counts issues, not tiers: one issue each, so the tie goes to TransUnion.
    [
      'mixed none approve',
      [collection('TransUnion'), util('Experian'), collection('Equifax')],
      'BORDERLINE_FIXABLE',
      'decline',
      'TransUnion',
    ],
    [
      'all decline',
      [collection('TransUnion'), collection('Experian'), collection('Equifax')],
      'CREDIT_REPAIR_REQUIRED',
      'decline',
      'TransUnion',
    ],
  ])('%s', (_label, extra, strategy, overall, best) => {
    const raw = report({ partitions: [partition('R', base()), partition('R', extra)] });
    const r = evaluateCreditReport(raw, { asOf });
    expect(r.funding_strategy).toBe(strategy);
    expect(r.overall_decision).toBe(overall);
    expect(r.best_bureau).toBe(best);
  });

  it('best bureau without a qualifier: fewest issues', () => {
    const raw = report({
      partitions: [
        partition('R', [
          collection('TransUnion'),
          util('TransUnion'),
          collection('Experian'),
          util('Experian'),
          collection('Equifax'),
        ]),
      ],
    });
    expect(evaluateCreditReport(raw, { asOf }).best_bureau).toBe('Equifax');
  });

  it('accepts its own parsed report', () => {
    const parsed = parseMergedReport(cleanReport());
    expect(evaluateCreditReport(parsed, { asOf }).funding_strategy).toBe('ALL_BUREAUS_QUALIFIED');
  });
});
