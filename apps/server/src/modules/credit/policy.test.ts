import type { EvaluationResult } from '@fundpath/credit-engine';
import { describe, expect, it } from 'vitest';
import {
  canSeeReportOf,
  isAudited,
  isCreditSubject,
  keepsReportPagePull,
  latestApprovals,
  otherSubjectId,
} from './policy';

const client = { id: 'c1', role: 'client' as const };
const staff = { id: 's1', role: 'credit_team' as const };
const admin = { id: 'a1', role: 'admin' as const };

describe('whose credit data a request is about', () => {
  it('is the actor’s own without an id or with their own id', () => {
    expect(otherSubjectId(client, undefined)).toBeNull();
    expect(otherSubjectId(client, 'c1')).toBeNull();
    expect(otherSubjectId(staff, '')).toBeNull();
  });

  it('staff may name another user; a client naming anyone else is refused before any lookup', () => {
    expect(otherSubjectId(staff, 'c2')).toBe('c2');
    expect(otherSubjectId(admin, 'c2')).toBe('c2');
    expect(() => otherSubjectId(client, 'c2')).toThrow('Clients can only access their own credit reports');
    expect(() => otherSubjectId({ id: 'm1', role: 'member' }, 'c2')).toThrow(/own credit reports/);
  });

  it('only clients are subjects of staff work', () => {
    expect(isCreditSubject({ role: 'client' })).toBe(true);
    expect(isCreditSubject({ role: 'funding_team' })).toBe(false);
    expect(isCreditSubject(undefined)).toBe(false);
  });
});

describe('who sees a stored report, and what is audited', () => {
  it('the owner and staff see it; another client does not', () => {
    expect(canSeeReportOf(client, 'c1')).toBe(true);
    expect(canSeeReportOf(client, 'c2')).toBe(false);
    expect(canSeeReportOf(staff, 'c2')).toBe(true);
  });

  it('audits access to someone else’s data (and lists), never one’s own', () => {
    expect(isAudited(staff, 'c1')).toBe(true);
    expect(isAudited(admin, null)).toBe(true);
    expect(isAudited(client, 'c1')).toBe(false);
  });

  it('keeps the report page’s pull as a version for clients only', () => {
    expect(keepsReportPagePull(client)).toBe(true);
    expect(keepsReportPagePull(staff)).toBe(false);
  });
});

describe('latestApprovals', () => {
  it('a bureau approves only with data and an approve tier', () => {
    const evaluation = {
      overall_decision: 'approve',
      bureaus: {
        Equifax: { has_data: true, decision_tier: 'approve' },
        Experian: { has_data: false, decision_tier: 'approve' },
        TransUnion: { has_data: true, decision_tier: 'borderline' },
      },
    } as unknown as EvaluationResult;
    expect(latestApprovals(evaluation, new Date('2026-01-02T03:04:05Z'))).toEqual({
      equifax_approval: true,
      experian_approval: false,
      transunion_approval: false,
      overall_decision: 'approve',
      saved_at: '2026-01-02T03:04:05.000Z',
    });
  });
});
