import type { Role } from '@fundpath/contracts/roles';
import { describe, expect, it } from 'vitest';
import { type GuardKind, guardKinds } from '@/config/routes';
import { decideGuard, homePathFor, isSafeNext } from '@/lib/route-guards';

type Expected = 'allow' | 'login' | 'login-next' | 'admin';
const who = [
  'anonymous',
  'admin',
  'funding_team',
  'credit_team',
  'steps_team',
  'client',
  'specialist',
  'member',
  'affiliate',
  'customer',
] as const;

/**
 * The expected outcome for every guard kind and every kind of visitor, written out by hand
 * (spec §6: admin passes any role check except client; clients only on client pages; staff on a
 * client page go to /admin/dashboard; everyone else refused goes to /login, keeping ?next= when
 * signed out).
 */
const matrix: Record<GuardKind, Record<(typeof who)[number], Expected>> = {
  public: {
    anonymous: 'allow',
    admin: 'allow',
    funding_team: 'allow',
    credit_team: 'allow',
    steps_team: 'allow',
    client: 'allow',
    specialist: 'allow',
    member: 'allow',
    affiliate: 'allow',
    customer: 'allow',
  },
  storefront: {
    anonymous: 'allow',
    admin: 'allow',
    funding_team: 'allow',
    credit_team: 'allow',
    steps_team: 'allow',
    client: 'allow',
    specialist: 'allow',
    member: 'allow',
    affiliate: 'allow',
    customer: 'allow',
  },
  travel: {
    anonymous: 'allow',
    admin: 'allow',
    funding_team: 'allow',
    credit_team: 'allow',
    steps_team: 'allow',
    client: 'allow',
    specialist: 'allow',
    member: 'allow',
    affiliate: 'allow',
    customer: 'allow',
  },
  staff: {
    anonymous: 'login-next',
    admin: 'allow',
    funding_team: 'allow',
    credit_team: 'allow',
    steps_team: 'allow',
    client: 'login',
    specialist: 'login',
    member: 'login',
    affiliate: 'login',
    customer: 'login',
  },
  admin: {
    anonymous: 'login-next',
    admin: 'allow',
    funding_team: 'login',
    credit_team: 'login',
    steps_team: 'login',
    client: 'login',
    specialist: 'login',
    member: 'login',
    affiliate: 'login',
    customer: 'login',
  },
  client: {
    anonymous: 'login-next',
    admin: 'admin',
    funding_team: 'admin',
    credit_team: 'admin',
    steps_team: 'admin',
    client: 'allow',
    specialist: 'login',
    member: 'login',
    affiliate: 'login',
    customer: 'login',
  },
  // Client pages opened to travel affiliates (issue 5/8); staff go to their dashboard, admin too.
  earner: {
    anonymous: 'login-next',
    admin: 'admin',
    funding_team: 'admin',
    credit_team: 'admin',
    steps_team: 'admin',
    client: 'allow',
    specialist: 'login',
    member: 'login',
    affiliate: 'allow',
    customer: 'login',
  },
  authenticated: {
    anonymous: 'login-next',
    admin: 'allow',
    funding_team: 'allow',
    credit_team: 'allow',
    steps_team: 'allow',
    client: 'allow',
    specialist: 'allow',
    member: 'allow',
    affiliate: 'allow',
    customer: 'allow',
  },
  'staff-and-client': {
    anonymous: 'login-next',
    admin: 'allow',
    funding_team: 'allow',
    credit_team: 'allow',
    steps_team: 'allow',
    client: 'allow',
    specialist: 'login',
    member: 'login',
    affiliate: 'login',
    customer: 'login',
  },
  specialist: {
    anonymous: 'login-next',
    admin: 'allow',
    funding_team: 'login',
    credit_team: 'login',
    steps_team: 'login',
    client: 'login',
    specialist: 'allow',
    member: 'login',
    affiliate: 'login',
    customer: 'login',
  },
  manila: {
    anonymous: 'login-next',
    admin: 'allow',
    funding_team: 'allow',
    credit_team: 'allow',
    steps_team: 'allow',
    client: 'allow',
    specialist: 'allow',
    member: 'allow',
    affiliate: 'allow',
    customer: 'allow',
  },
};

const location = { pathname: '/some/page', search: '?x=1' };
const expectedOutcome = (e: Expected) =>
  e === 'allow'
    ? { type: 'allow' }
    : e === 'admin'
      ? { type: 'redirect', to: '/admin/dashboard' }
      : e === 'login'
        ? { type: 'redirect', to: '/login' }
        : { type: 'redirect', to: '/login?next=%2Fsome%2Fpage%3Fx%3D1' };

describe('decideGuard', () => {
  it('covers every guard kind', () => {
    expect(Object.keys(matrix).sort()).toEqual([...guardKinds].sort());
  });

  for (const kind of guardKinds) {
    for (const visitor of who) {
      const expected = matrix[kind][visitor];
      it(`${kind} guard, ${visitor}: ${expected}`, () => {
        const actor = visitor === 'anonymous' ? null : { role: visitor as Role };
        expect(decideGuard(kind, location, actor)).toEqual(expectedOutcome(expected));
      });
    }
  }

  it('judges an impersonating admin by the client they act as', () => {
    expect(decideGuard('client', location, { role: 'client' }, { role: 'admin' })).toEqual({ type: 'allow' });
    expect(decideGuard('earner', location, { role: 'client' }, { role: 'admin' })).toEqual({ type: 'allow' });
    expect(decideGuard('staff', location, { role: 'client' }, { role: 'admin' })).toEqual({
      type: 'redirect',
      to: '/login',
    });
  });
});

describe('homePathFor', () => {
  it.each([
    ['admin', '/admin/dashboard'],
    ['funding_team', '/admin/dashboard'],
    ['credit_team', '/admin/dashboard'],
    ['steps_team', '/admin/dashboard'],
    ['client', '/client-center'],
    ['specialist', '/specialist/discover'],
    ['member', '/manila/members'],
    ['affiliate', '/commission-dashboard'],
    ['customer', '/customer/dashboard'],
  ] as const)('%s → %s', (role, path) => {
    expect(homePathFor({ role })).toBe(path);
  });

  it('sends nobody to the root', () => {
    expect(homePathFor(null)).toBe('/');
  });
});

describe('isSafeNext', () => {
  it('only accepts same-site absolute paths as next', () => {
    expect(isSafeNext('/a')).toBe(true);
    expect(isSafeNext('//a')).toBe(false);
    expect(isSafeNext('/\\a')).toBe(false);
    expect(isSafeNext('a')).toBe(false);
    expect(isSafeNext(null)).toBe(false);
  });
});
