import { describe, expect, it } from 'vitest';
import { summarizeCreditReport, toStatus } from './credit-summary';

describe('summarizeCreditReport', () => {
  it('reads an engine evaluation with per-bureau tiers and scores', () => {
    const s = summarizeCreditReport({
      report_id: 'r1',
      evaluation: {
        overall_decision: 'borderline',
        funding_strategy: 'SINGLE_BUREAU_QUALIFIED',
        qualifying_bureaus: ['Experian'],
        as_of: '2026-01-02',
        bureaus: {
          TransUnion: { decision_tier: 'decline', summary: { credit_score: 580 } },
          Experian: { decision_tier: 'approve', summary: { credit_score: 712 } },
          Equifax: { decision_tier: 'borderline', summary: { credit_score: 655 } },
        },
      },
    });
    expect(s).toMatchObject({ overall: 'borderline', strategy: 'SINGLE_BUREAU_QUALIFIED', reportId: 'r1' });
    expect(s?.bureaus).toEqual([
      { bureau: 'TransUnion', score: 580, status: 'decline' },
      { bureau: 'Experian', score: 712, status: 'approve' },
      { bureau: 'Equifax', score: 655, status: 'borderline' },
    ]);
  });

  it('reads the short funding_status form with approval flags', () => {
    const s = summarizeCreditReport({
      funding_status: { equifax_approval: true, experian_approval: false, transunion_approval: false },
      scores: { TransUnion: 600, Experian: null, Equifax: 701 },
    });
    expect(s?.overall).toBe('approve');
    expect(s?.bureaus.map((b) => [b.status, b.score])).toEqual([
      ['decline', 600],
      ['decline', null],
      ['approve', 701],
    ]);
  });

  it("reads the coach's card form (contracts coachCreditReport)", () => {
    const s = summarizeCreditReport({
      report_id: 'r2',
      as_of: '2026-11-21',
      funding_status: {
        overall_decision: 'decline',
        funding_strategy: 'SINGLE_BUREAU_QUALIFIED',
        qualifying_bureaus: ['Experian'],
        approvals: { equifax_approval: false, experian_approval: true, transunion_approval: false },
      },
      scores: { TransUnion: 684, Experian: 712, Equifax: 679 },
      strategy: 'Apply with Experian-reporting lenders',
      bureaus: [
        { bureau: 'TransUnion', tier: 'decline', score: 684, issues: [] },
        { bureau: 'Experian', tier: 'approve', score: 712, issues: [] },
        { bureau: 'Equifax', tier: 'borderline', score: 679, issues: [] },
      ],
    });
    expect(s?.bureaus.map((b) => b.status)).toEqual(['decline', 'approve', 'borderline']);
    expect(s).toMatchObject({
      overall: 'decline',
      strategyText: 'Apply with Experian-reporting lenders',
      reportId: 'r2',
    });
  });

  it('returns null for something that is not a report', () => {
    expect(summarizeCreditReport('nope')).toBeNull();
    expect(summarizeCreditReport({})).toBeNull();
  });

  it('maps loose status words', () => {
    expect(toStatus('APPROVED')).toBe('approve');
    expect(toStatus('BORDERLINE_FIXABLE')).toBe('borderline');
    expect(toStatus('CREDIT_REPAIR_REQUIRED')).toBe('decline');
    expect(toStatus(null)).toBe('unknown');
  });
});
