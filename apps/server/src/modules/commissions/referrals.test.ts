/**
 * Referred marketplace accounts (issue 6/8): a member or specialist signing up with an
 * affiliate's code (the body's `ref`, or the `fp_ref` cookie set by `/api/referrals/track`) is
 * listed for that affiliate only, with completed sessions and the ledger's commission; a
 * self-referral or an unknown code records nothing and the sign-up still succeeds;
 * `GET /api/affiliates/me/referrals` is for affiliates and validates its query; the programme's
 * rates come from the server's configuration.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceBookings } from '../../db/schema/bookings';
import { cookieFrom, injectAs, makeUser, type TestUser } from '../../testing/factories';
import { insertBooking, insertSpecialistProfile } from '../../testing/marketplace';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ensureCode } from '../affiliates';
import * as repo from './repo';

let t: TestApp;
let ava: TestUser;
let ben: TestUser;
let avaCode = '';

const ip = () => `10.61.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const email = (p: string) => `${p}.${Math.random().toString(36).slice(2)}@test.fundpath.dev`;

const signUpMember = (full_name: string, extra: { ref?: string; cookie?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/marketplace/members/signup',
    remoteAddress: ip(),
    ...(extra.cookie ? { headers: { cookie: extra.cookie } } : {}),
    payload: {
      full_name,
      email: email('member'),
      password: 'a-long-password-1',
      ...(extra.ref !== undefined ? { ref: extra.ref } : {}),
    },
  });

const referralsOf = (user: { cookie: string } | null, query = '') =>
  injectAs(t.app, user, { method: 'GET', url: `/api/affiliates/me/referrals${query}` });

beforeAll(async () => {
  t = await createTestApp();
  ava = await makeUser(t.db, 'affiliate', { display_name: 'Ava Affiliate' });
  ben = await makeUser(t.db, 'affiliate', { display_name: 'Ben Other' });
  avaCode = (await ensureCode(t.db, ava)).code;
  await ensureCode(t.db, ben);
});
afterAll(() => t.close());

describe('referred sign-ups', () => {
  it('lists members and specialists who signed up with the code for that affiliate only', async () => {
    const member = await signUpMember('Jane Marie Doe', { ref: avaCode.toLowerCase() });
    expect(member.statusCode, member.body).toBe(201);

    // A specialist arriving through /book?ref=: the track call sets the cookie, the sign-up reads it.
    const tracked = await t.app.inject({
      method: 'POST',
      url: '/api/referrals/track',
      remoteAddress: ip(),
      payload: { code: avaCode, path: '/book' },
    });
    expect(tracked.statusCode, tracked.body).toBe(200);
    const refCookie = tracked.cookies.find((c) => c.name === 'fp_ref');
    expect(refCookie?.value).toBe(avaCode);
    const specialistRes = await t.app.inject({
      method: 'POST',
      url: '/api/marketplace/specialists/signup',
      remoteAddress: ip(),
      headers: { cookie: `fp_ref=${refCookie!.value}` },
      payload: {
        display_name: 'Sam Healer',
        headline: 'Yoga',
        bio: '',
        specialties: ['Yoga'],
        languages: ['English'],
        time_zone: 'UTC',
        location_mode: 'online',
        city: '',
        email: email('spec'),
        password: 'a-long-password-1',
      },
    });
    expect(specialistRes.statusCode, specialistRes.body).toBe(201);

    const res = await referralsOf(ava);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(
      body.referrals.map((r: { display_name: string; kind: string }) => [r.display_name, r.kind]),
    ).toEqual([
      ['Sam H.', 'specialist'],
      ['Jane D.', 'member'],
    ]);
    expect(body.counts).toEqual({ all: 2, member: 1, specialist: 1 });
    expect(JSON.stringify(body)).not.toContain('Doe');

    const members = (await referralsOf(ava, '?kind=member')).json();
    expect(members.referrals).toHaveLength(1);
    expect(members.total).toBe(1);

    const other = (await referralsOf(ben)).json();
    expect(other.referrals).toEqual([]);
    expect(other.totals).toEqual({ referrals: 0, bookings_completed: 0, commission_cents: 0 });
  });

  it('counts completed sessions and the ledger commission; totals are the sum over all rows', async () => {
    const res = await signUpMember('Kim Lee', { ref: avaCode });
    expect(res.statusCode).toBe(201);
    const memberId = res.json().member.id as string;
    const specialist = await makeUser(t.db, 'specialist');
    await insertSpecialistProfile(t.db, specialist);
    const done = await insertBooking(t.db, { id: memberId }, specialist);
    await insertBooking(t.db, { id: memberId }, specialist); // still requested
    await t.db
      .update(marketplaceBookings)
      .set({ status: 'completed', charged_cents: 5000 })
      .where(eq(marketplaceBookings.id, done.id));
    await repo.insertCommission(t.db, {
      source: 'marketplace_booking',
      source_id: done.id,
      source_label: `Booking ${done.number}`,
      beneficiary_id: ava.id,
      base_cents: 5000,
      terms: { kind: 'rate', rate_bps: 1000 },
      basis: 'default',
      gross_cents: 500,
      amount_cents: 500,
      status: 'pending',
    });

    const all = (await referralsOf(ava)).json();
    const kim = all.referrals.find((r: { display_name: string }) => r.display_name === 'Kim L.');
    expect(kim).toMatchObject({ kind: 'member', bookings_completed: 1, commission_cents: 500 });
    const sum = (k: 'bookings_completed' | 'commission_cents') =>
      all.referrals.reduce((s: number, r: Record<string, number>) => s + r[k], 0);
    expect(all.totals).toEqual({
      referrals: all.referrals.length,
      bookings_completed: sum('bookings_completed'),
      commission_cents: sum('commission_cents'),
    });

    // One row per page: the totals still cover every row.
    const page = (await referralsOf(ava, '?limit=1&offset=1')).json();
    expect(page.referrals).toHaveLength(1);
    expect(page.totals).toEqual(all.totals);
    expect(page.total).toBe(all.total);
  });

  it('ignores a self-referral and an unknown code; the sign-up still succeeds', async () => {
    const before = (await referralsOf(ava)).json().total as number;
    // Signed in as the affiliate, signing up an account with one's own code.
    const self = await signUpMember('Ava Second', { ref: avaCode, cookie: ava.cookie });
    expect(self.statusCode, self.body).toBe(201);
    const unknown = await signUpMember('Nobody Known', { ref: 'NOSUCH99' });
    expect(unknown.statusCode, unknown.body).toBe(201);
    const junk = await signUpMember('Junk Code', { ref: '<script>' });
    expect(junk.statusCode, junk.body).toBe(201);
    expect(cookieFrom(junk)).toBeTruthy();
    expect((await referralsOf(ava)).json().total).toBe(before);
  });

  it('is for affiliates only and refuses a bad query', async () => {
    const member = await makeUser(t.db, 'member');
    expect((await referralsOf(member)).statusCode).toBe(403);
    expect((await referralsOf(null)).statusCode).toBe(401);
    for (const q of ['?kind=admins', '?limit=0', '?limit=101', '?offset=-1', '?limit=abc']) {
      const res = await referralsOf(ava, q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET /api/referrals/programme', () => {
  it('serves the configured rates to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/referrals/programme' });
    expect(res.statusCode, res.body).toBe(200);
    const { programme } = res.json();
    expect(programme.default_rate_bps).toBe(t.config.affiliates.defaultRateBps);
    expect(programme.attribution_days).toBe(t.config.affiliates.attributionDays);
    expect(
      programme.tiers.every((tier: { rate_bps: number }) => tier.rate_bps > programme.default_rate_bps),
    ).toBe(true);
  });
});
