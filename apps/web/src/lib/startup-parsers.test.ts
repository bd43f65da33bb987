import {
  authCheckResponseSchema,
  currentUserResponseSchema,
  impersonationStatusSchema,
  rolesResponseSchema,
  userSchema,
} from '@fundpath/contracts/auth';
import {
  brandConfigResponseSchema,
  domainContextSchema,
  referralCodeSchema,
} from '@fundpath/contracts/brand';
import { describe, expect, it } from 'vitest';
import type { Parser } from './api-client';
import {
  authCheckResponseParser,
  brandConfigResponseParser,
  currentUserResponseParser,
  domainContextParser,
  impersonationStatusParser,
  isReferralCode,
  rolesResponseParser,
  userParser,
} from './startup-parsers';

const user = {
  id: 'u-1',
  email: 'client@fundpath.test',
  role: 'client',
  display_name: 'Jordan',
  permissions: { 'credit.pull': true, 'tickets.assign': false },
  brand_id: null,
  latest_credit_report_json: {
    equifax_approval: true,
    experian_approval: false,
    transunion_approval: true,
    overall_decision: 'borderline',
  },
  created_at: '2026-11-01T10:00:00.000Z',
};
const brand = {
  status: 'success',
  brand_name: 'FundPath',
  logo_white_url: null,
  logo_black_url: '/logo.svg',
  primary_color: '#111111',
  secondary_color: '#222222',
  accent_color: '#333333',
};

/** Variants of a valid sample: every field removed, retyped, nulled, plus an unknown field. */
function variants(sample: Record<string, unknown>): unknown[] {
  const out: unknown[] = [sample, { ...sample, extra: 'stripped' }, null, [], 'x', 1];
  for (const key of Object.keys(sample)) {
    const { [key]: _dropped, ...rest } = sample;
    out.push(rest, { ...sample, [key]: null }, { ...sample, [key]: 42 }, { ...sample, [key]: 'nope' });
    const value = sample[key];
    if (value && typeof value === 'object' && !Array.isArray(value))
      for (const inner of variants(value as Record<string, unknown>)) out.push({ ...sample, [key]: inner });
  }
  return out;
}

const pairs: Array<[string, Parser<unknown>, Parser<unknown>, Record<string, unknown>]> = [
  ['user', userParser, userSchema, user],
  [
    'current user',
    currentUserResponseParser,
    currentUserResponseSchema,
    { status: 'success', user, impersonation: { is_impersonating: true, original_user_id: 'a-1' } },
  ],
  ['roles', rolesResponseParser, rolesResponseSchema, { status: 'success', roles: ['admin', 'client'] }],
  [
    'impersonation status',
    impersonationStatusParser,
    impersonationStatusSchema,
    { status: 'success', is_impersonating: false, original_user_id: null },
  ],
  [
    'auth check',
    authCheckResponseParser,
    authCheckResponseSchema,
    { status: 'success', authenticated: true },
  ],
  ['brand config', brandConfigResponseParser, brandConfigResponseSchema, brand],
  [
    'domain context',
    domainContextParser,
    domainContextSchema,
    { status: 'success', service_type: 'travel', domain: 'travel.example.com' },
  ],
];

describe('startup parsers agree with the contract schemas', () => {
  it.each(pairs)(
    '%s: same verdict and the same stripped output on every variant',
    (_name, parser, schema, sample) => {
      const cases = variants(sample);
      expect(cases.length).toBeGreaterThan(10);
      for (const data of cases) {
        const ours = parser.safeParse(data);
        const theirs = schema.safeParse(data);
        expect(ours.success, JSON.stringify(data)).toBe(theirs.success);
        if (ours.success && theirs.success) expect(ours.data).toEqual(theirs.data);
      }
    },
  );

  it('rejects an unknown role and service type', () => {
    expect(rolesResponseParser.safeParse({ status: 'success', roles: ['root'] }).success).toBe(false);
    expect(
      domainContextParser.safeParse({ status: 'success', service_type: 'casino', domain: 'x' }).success,
    ).toBe(false);
  });

  it('accepts referral codes exactly as the contract does', () => {
    for (const code of ['SUMMIT2026', 'a', 'has space', 'dash-ed', '', 'x'.repeat(64), 'x'.repeat(65), 'ünï'])
      expect(isReferralCode(code), code).toBe(code !== '' && referralCodeSchema.safeParse(code).success);
  });
});
