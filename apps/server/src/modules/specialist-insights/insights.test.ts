/**
 * The specialist's dashboard and analytics through the API: each specialist sees only their own
 * numbers, views and booking-link visits are counted once per visitor and day (the visit report is
 * rate limited per IP), requests, conversions, repeat members and ledger money add up, and every
 * total is the sum of its days and of its weeks.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import {
  addressPool,
  bookableSpecialist,
  createSpecialistAgreement,
  freeSlots,
  requestBooking,
} from '../../testing/marketplace';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { LINK_VISITS_PER_MINUTE } from '../marketplace';

let t: TestApp;
let admin: TestUser;
const ips = addressPool('198.51.103', '203.0.115');

const as = (
  user: { cookie: string } | null,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
  remoteAddress?: string,
) =>
  injectAs(t.app, user, {
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(remoteAddress ? { remoteAddress } : {}),
  });

async function specialist() {
  const s = await bookableSpecialist(t.app, admin, {
    emailPrefix: 'insight',
    display_name: 'Insights Specialist',
    specialty: 'Reiki',
    signature_name: 'I S',
    remoteAddress: ips.signup(),
    service: { name: 'Reiki' },
  });
  const me = (await as(s, 'GET', '/api/marketplace/specialists/me')).json().specialist;
  return { ...s, code: me.link_code as string };
}

const slots = (s: { id: string; serviceId: string }) => freeSlots(t.app, s);

const request = async (m: { cookie: string }, s: { serviceId: string }, start: string) => {
  const res = await requestBooking(t.app, m, s, start, { remoteAddress: ips.booking() });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().booking.id as string;
};

const today = () => new Date().toISOString().slice(0, 10);

type Point = Record<string, number>;
const KEYS = [
  'profile_views',
  'qr_scans',
  'link_visits',
  'booking_requests',
  'confirmed',
  'repeat_requests',
  'gross_cents',
  'platform_fee_cents',
  'revenue_cents',
];
function expectSums(a: { series: Point[]; weeks: Point[]; totals: Point; days: number }) {
  expect(a.series).toHaveLength(a.days);
  expect(a.weeks.reduce((n, w) => n + w.days!, 0)).toBe(a.days);
  for (const k of KEYS) {
    expect(
      a.series.reduce((n, d) => n + d[k]!, 0),
      k,
    ).toBe(a.totals[k]);
    expect(
      a.weeks.reduce((n, w) => n + w[k]!, 0),
      k,
    ).toBe(a.totals[k]);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t.db, 'admin');
  await createSpecialistAgreement(t.app, admin);
});
afterAll(() => t.close());

describe('specialist analytics and dashboard', () => {
  it('counts views, scans, requests, conversions, repeats and revenue for the owner only', async () => {
    const a = await specialist();
    const b = await specialist();
    const m = await makeUser(t.db, 'member');
    const other = await makeUser(t.db, 'member');

    // Views: once per viewer and day; the specialist's own view is no view.
    await as(m, 'GET', `/api/marketplace/specialists/${a.id}`);
    await as(m, 'GET', `/api/marketplace/specialists/${a.id}`);
    await as(null, 'GET', `/api/marketplace/specialists/${a.id}`, undefined, '192.0.2.10');
    await as(a, 'GET', `/api/marketplace/specialists/${a.id}`);

    // Link visits: per visitor, day and source.
    const visit = (source: string, addr: string, user: { cookie: string } | null = null) =>
      as(user, 'POST', `/api/marketplace/book/${a.code}/visit`, { source }, addr);
    expect((await visit('qr', '192.0.2.20')).json()).toEqual({ status: 'success', counted: true });
    expect((await visit('qr', '192.0.2.20')).json().counted).toBe(false);
    expect((await visit('qr', '192.0.2.21')).json().counted).toBe(true);
    expect((await visit('link', '192.0.2.20')).json().counted).toBe(true);
    expect((await visit('qr', '192.0.2.22', a)).json().counted).toBe(false); // the owner
    expect((await visit('sms', '192.0.2.23')).statusCode).toBe(400);
    expect(
      (await as(null, 'POST', '/api/marketplace/book/NOSUCHCODE1/visit', { source: 'qr' }, '192.0.2.24'))
        .statusCode,
    ).toBe(404);

    // Bookings: the first charged, a second by the same member (a repeat) waiting, one by another.
    const free = await slots(a);
    const first = await request(m, a, free[0]!);
    expect((await as(a, 'POST', `/api/marketplace/bookings/${first}/accept`)).statusCode).toBe(200);
    await request(m, a, free[3]!);
    await request(other, a, free[5]!);

    const res = await as(a, 'GET', `/api/marketplace/specialists/me/analytics?from=${today()}&to=${today()}`);
    expect(res.statusCode, res.body).toBe(200);
    const an = res.json().analytics;
    expect(an).toMatchObject({ from: today(), to: today(), days: 1 });
    expect(an.totals).toMatchObject({
      profile_views: 2,
      qr_scans: 2,
      link_visits: 1,
      booking_requests: 3,
      confirmed: 1,
      repeat_requests: 1,
      repeat_members: 1,
      gross_cents: 5000,
      platform_fee_cents: 750,
      revenue_cents: 4250,
      view_to_request_bps: 15_000,
      request_to_confirmed_bps: 3333,
    });
    expectSums(an);

    const dash = (await as(a, 'GET', '/api/marketplace/specialists/me/dashboard')).json().dashboard;
    expect(dash).toMatchObject({
      time_zone: 'UTC',
      today: today(),
      requests_waiting_count: 2,
      earnings_this_month: {
        gross_cents: 5000,
        platform_fee_cents: 750,
        earnings_cents: 4250,
        pending_cents: 4250,
        approved_cents: 0,
        paid_cents: 0,
      },
      booking_link: { code: a.code, url: `/book/${a.code}`, qr_url: `/book/${a.code}?src=qr`, qr_scans: 2 },
    });
    const e = dash.earnings_this_month;
    expect(e.earnings_cents).toBe(e.pending_cents + e.approved_cents + e.paid_cents);
    expect(dash.requests_waiting.map((r: { member: { id: string } }) => r.member.id).sort()).toEqual(
      [m.id, other.id].sort(),
    );
    const todays = dash.today_appointments.map((x: { id: string }) => x.id);
    if (free[0]!.slice(0, 10) === today()) expect(todays).toEqual([first]);
    else expect(todays).toEqual([]);

    // The other specialist sees only their own (empty) numbers.
    const bAn = (await as(b, 'GET', '/api/marketplace/specialists/me/analytics')).json().analytics;
    expect(bAn.days).toBe(30);
    for (const k of KEYS) expect(bAn.totals[k], k).toBe(0);
    expectSums(bAn);
    const bDash = (await as(b, 'GET', '/api/marketplace/specialists/me/dashboard')).json().dashboard;
    expect(bDash).toMatchObject({
      requests_waiting_count: 0,
      today_appointments: [],
      earnings_this_month: { earnings_cents: 0 },
      booking_link: { code: b.code, qr_scans: 0 },
    });
  });

  it('is for specialists only, and checks the range', async () => {
    const a = await specialist();
    const m = await makeUser(t.db, 'member');
    expect((await as(m, 'GET', '/api/marketplace/specialists/me/dashboard')).statusCode).toBe(403);
    expect((await as(null, 'GET', '/api/marketplace/specialists/me/analytics')).statusCode).toBe(401);
    expect((await as(admin, 'GET', '/api/marketplace/specialists/me/dashboard')).statusCode).toBe(404);
    const half = await as(a, 'GET', `/api/marketplace/specialists/me/analytics?from=${today()}`);
    expect(half.statusCode).toBe(400);
    expect(half.json().code).toBe('VALIDATION_FAILED');
    expect(
      (await as(a, 'GET', '/api/marketplace/specialists/me/analytics?from=2030-01-01&to=2030-01-02'))
        .statusCode,
    ).toBe(400);
    const weekly = (
      await as(a, 'GET', '/api/marketplace/specialists/me/analytics?from=2026-11-01&to=2026-11-30')
    ).json().analytics;
    expect(weekly.days).toBe(30);
    expect(weekly.weeks[0]).toMatchObject({ week: '2026-10-26', days: 1 }); // Nov 1, 2026 is a Sunday
    expectSums(weekly);
  });

  it('rate limits visit reports per IP', async () => {
    const a = await specialist();
    const addr = '192.0.2.99';
    const codes: number[] = [];
    for (let i = 0; i <= LINK_VISITS_PER_MINUTE; i++)
      codes.push(
        (await as(null, 'POST', `/api/marketplace/book/${a.code}/visit`, { source: 'qr' }, addr)).statusCode,
      );
    expect(codes.slice(0, LINK_VISITS_PER_MINUTE).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    expect(
      (await as(null, 'POST', `/api/marketplace/book/${a.code}/visit`, { source: 'qr' }, '192.0.2.98'))
        .statusCode,
    ).toBe(200);
  });
});
