import { describe, expect, it } from 'vitest';
import { cleanReport, sampleReport } from '../testing/reports';
import { describeAction } from './labels';
import { buildReportView, bureauHasData, groupAccounts, monthWindow } from './report-view';

describe('buildReportView', () => {
  it('evaluates the sample in the browser and plans every non-approving bureau', () => {
    const view = buildReportView(sampleReport);
    expect(view.report.error).toBeNull();
    expect(view.evaluation.as_of).toBe('2026-10-14');
    expect(view.evaluation.overall_decision).toBe('decline');
    expect(view.evaluation.funding_strategy).toBe('BORDERLINE_FIXABLE');
    expect(view.evaluation.bureaus.TransUnion?.decision_tier).toBe('decline');
    expect(Object.keys(view.improvements.bureaus).sort()).toEqual(['Equifax', 'Experian', 'TransUnion']);
    expect(view.improvements.bureaus.TransUnion?.verified).toBe(true);
  });

  it('accepts the report as JSON text, as the fetch returns it', () => {
    expect(buildReportView(JSON.stringify(sampleReport)).evaluation.overall_decision).toBe('decline');
  });

  it('keeps the engine error when there is no merged report', () => {
    const view = buildReportView({ something: 'else' });
    expect(view.report.error).toBe('Could not find merged credit report data');
    expect(view.evaluation.error).toBe('Could not find merged credit report data');
  });

  it('approves a clean file', () => {
    const view = buildReportView(cleanReport());
    expect(view.evaluation.overall_decision).toBe('approve');
    expect(view.evaluation.funding_strategy).toBe('ALL_BUREAUS_QUALIFIED');
  });
});

describe('groupAccounts', () => {
  it('merges the bureaus of one account and lists problem accounts first', () => {
    const { report, evaluation } = buildReportView(sampleReport);
    const groups = groupAccounts(report, evaluation);
    expect(groups[0]?.creditorName).toBe('LVNV FUNDING LLC');
    expect(groups[0]?.worstTier).toBe('decline');
    expect(Object.keys(groups[0]!.byBureau)).toEqual(['TransUnion']);
    const capitalOne = groups.find((g) => g.creditorName === 'CAPITAL ONE BANK USA')!;
    expect(Object.keys(capitalOne.byBureau).sort()).toEqual(['Equifax', 'Experian', 'TransUnion']);
    expect(capitalOne.isRevolving).toBe(true);
    expect(capitalOne.worstTier).toBe('borderline');
    const ranks = groups.map((g) => (g.worstTier === 'decline' ? 0 : g.worstTier ? 1 : 2));
    expect(ranks).toEqual([...ranks].sort());
  });

  it('does not mutate the parsed report', () => {
    const { report, evaluation } = buildReportView(sampleReport);
    const before = JSON.stringify(report);
    groupAccounts(report, evaluation);
    expect(JSON.stringify(report)).toBe(before);
  });
});

describe('helpers', () => {
  it('builds month windows across a year boundary', () => {
    expect(monthWindow('2026-02', 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('knows which bureaus returned data', () => {
    const { report } = buildReportView(cleanReport());
    expect(bureauHasData(report, 'Equifax')).toBe(true);
    const { report: empty } = buildReportView({ TrueLinkCreditReportType: { TradeLinePartition: [] } });
    expect(bureauHasData(empty, 'Equifax')).toBe(false);
  });

  it('writes plan steps in plain language with US money', () => {
    expect(
      describeAction({
        type: 'paydown',
        bureau: 'Experian',
        tradeline_id: '1.0',
        creditor_name: 'CAPITAL ONE',
        account_number: '1234',
        amount: 1380,
        new_balance: 3000,
        limit: 6000,
        description: '',
      }).title,
    ).toBe('Pay CAPITAL ONE down by $1,380.00');
    expect(
      describeAction({
        type: 'wait',
        bureau: 'Equifax',
        until: '2027-07-01',
        rules: ['late_payment_12_months'],
        description: '',
      }).title,
    ).toBe('Wait until 7/1/2027');
  });
});
