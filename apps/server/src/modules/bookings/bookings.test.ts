/**
 * Marketplace bookings through the API on a real database: a request holds its slot (two members
 * racing for one slot: one wins), the card is saved at request and charged once on acceptance
 * (a repeated accept never charges twice), declines and 3-D Secure at setup, cancel refunds per
 * policy, reschedule and outcome rules, expiry of unanswered requests, and access: another
 * member's booking, a member accepting, bad input.
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
  testCard,
} from '../../testing/marketplace';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { cancelRefundCents, expireRequests } from './service';

let t: TestApp;
let admin: TestUser;
const ips = addressPool('198.51.101', '203.0.113');
const HOUR = 3_600_000;

const as = (
  user: { cookie: string } | null,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
) => injectAs(t.app, user, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });

/** An approved specialist open around the clock (no notice) with one 60-minute service. */
const specialist = (service: Record<string, unknown> = {}) =>
  bookableSpecialist(t.app, admin, {
    emailPrefix: 'spec',
    display_name: 'Booking Specialist',
    specialty: 'Yoga',
    signature_name: 'B S',
    remoteAddress: ips.signup(),
    service,
  });

const slots = (s: { id: string; serviceId: string }) => freeSlots(t.app, s);

const request = (
  m: { cookie: string },
  s: { serviceId: string },
  start: string,
  extra: Record<string, unknown> = {},
) =>
  requestBooking(t.app, m, s, start, {
    time_zone: 'Asia/Manila',
    note: 'First session',
    remoteAddress: ips.booking(),
    payload: extra,
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t.db, 'admin');
  await createSpecialistAgreement(t.app, admin);
});
afterAll(() => t.close());

describe('requesting and accepting', () => {
  it('holds the slot, saves the card without charging, charges once on accept, refunds a timely cancel', async () => {
    const s = await specialist();
    const m = await makeUser(t.db, 'member');
    const other = await makeUser(t.db, 'member');
    const free = await slots(s);
    const start = free[30]!; // more than a day ahead
    const res = await request(m, s, start);
    expect(res.statusCode, res.body).toBe(201);
    const b = res.json().booking;
    expect(b).toMatchObject({
      status: 'requested',
      price_cents: 5000,
      platform_fee_cents: 750,
      specialist_earnings_cents: 4250,
      payment: { status: 'card_saved', charged_cents: 0, card_last4: '4242' },
      member_time_zone: 'Asia/Manila',
    });
    expect(b.number).toMatch(/^MB-[2-9A-Z]{6}$/);
    expect(b.expires_at).not.toBeNull();
    expect(await slots(s)).not.toContain(start);
    expect((await request(other, s, start)).statusCode).toBe(409);

    // Access: another member and the public see nothing; the member cannot accept their own.
    expect((await as(other, 'GET', `/api/marketplace/bookings/${b.id}`)).statusCode).toBe(404);
    expect((await as(null, 'GET', `/api/marketplace/bookings/${b.id}`)).statusCode).toBe(401);
    expect((await as(m, 'POST', `/api/marketplace/bookings/${b.id}/accept`)).statusCode).toBe(404);
    const list = (await as(s, 'GET', '/api/marketplace/bookings?as=specialist')).json();
    expect(list.bookings.map((x: { id: string }) => x.id)).toContain(b.id);
    expect(list.bookings[0].actions).toContain('accept');
    expect((await as(other, 'GET', '/api/marketplace/bookings')).json().total).toBe(0);

    const inbox = async (u: { cookie: string }) =>
      (
        (await as(u, 'GET', '/api/notifications')).json().notifications as Array<{
          type: string;
          title: string;
        }>
      ).map((n) => n.title);
    expect(await inbox(s)).toContain('New booking request from ' + m.display_name);

    const [first, second] = await Promise.all([
      as(s, 'POST', `/api/marketplace/bookings/${b.id}/accept`),
      as(s, 'POST', `/api/marketplace/bookings/${b.id}/accept`),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const accepted = (await as(m, 'GET', `/api/marketplace/bookings/${b.id}`)).json().booking;
    expect(accepted).toMatchObject({
      status: 'confirmed',
      payment: { status: 'charged', charged_cents: 5000 },
    });
    const charges = await t.db.execute(
      `select count(*)::int as n from test_payments where metadata->>'marketplace_booking_id' = '${b.id}'`,
    );
    expect((charges as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(1);
    expect(accepted.events.map((e: { kind: string }) => e.kind)).toEqual([
      'requested',
      'card_saved',
      'confirmed',
    ]);

    const cancelled = await as(m, 'POST', `/api/marketplace/bookings/${b.id}/cancel`, {
      reason: 'Travelling',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().booking).toMatchObject({
      status: 'cancelled',
      payment: { status: 'refunded', refunded_cents: 5000 },
    });
    expect(await slots(s)).toContain(start);
  });

  it('lets exactly one of two members racing for the last slot have it', async () => {
    const s = await specialist();
    const [a, b] = [await makeUser(t.db, 'member'), await makeUser(t.db, 'member')];
    const start = (await slots(s))[5]!;
    const results = await Promise.all([request(a, s, start), request(b, s, start)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toMatch(/no longer available/);
  });

  it('confirms at once without confirmation; a declined card frees the slot; a card declined on accept declines', async () => {
    const instant = await specialist({ requires_confirmation: false });
    const m = await makeUser(t.db, 'member');
    const free = await slots(instant);
    const ok = await request(m, instant, free[3]!);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().booking).toMatchObject({
      status: 'confirmed',
      payment: { status: 'charged', charged_cents: 5000 },
    });

    const declined = await request(m, instant, free[6]!, { payment: testCard('4000000000000002') });
    expect(declined.statusCode).toBe(402);
    expect(await slots(instant)).toContain(free[6]);

    const s = await specialist();
    const later = await request(m, s, (await slots(s))[4]!, { payment: testCard('4000000000000341') });
    expect(later.statusCode, later.body).toBe(201);
    const refused = await as(s, 'POST', `/api/marketplace/bookings/${later.json().booking.id}/accept`);
    expect(refused.statusCode).toBe(402);
    const after = (await as(m, 'GET', `/api/marketplace/bookings/${later.json().booking.id}`)).json().booking;
    expect(after).toMatchObject({ status: 'declined', payment: { status: 'charge_failed' } });
  });

  it('waits for 3-D Secure at setup, then saves the card', async () => {
    const s = await specialist();
    const m = await makeUser(t.db, 'member');
    const res = await request(m, s, (await slots(s))[8]!, { payment: testCard('4000002500003155') });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().booking.payment.status).toBe('card_pending');
    expect(res.json().booking.actions).not.toContain('accept');
    const confirmed = await as(m, 'POST', `/api/marketplace/bookings/${res.json().booking.id}/card/confirm`, {
      outcome: 'succeeded',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().booking.payment).toMatchObject({ status: 'card_saved', card_last4: '3155' });
  });

  it('replays a retried request with the same Idempotency-Key and refuses the key for another slot', async () => {
    const s = await specialist();
    const m = await makeUser(t.db, 'member');
    const free = await slots(s);
    const send = (start: string) =>
      injectAs(t.app, m, {
        method: 'POST',
        url: '/api/marketplace/bookings',
        headers: { 'idempotency-key': 'retry-after-lost-answer-1' },
        remoteAddress: '203.0.113.251',
        payload: { service_id: s.serviceId, start, time_zone: 'UTC', payment: testCard() },
      });
    const one = await send(free[2]!);
    const again = await send(free[2]!);
    expect([one.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json().booking.id).toBe(one.json().booking.id);
    expect((await send(free[3]!)).statusCode).toBe(409);
  });
});

describe('rules after the request', () => {
  it('declines with a reason, reschedules into a free slot only, and records outcomes only after the start', async () => {
    const s = await specialist();
    const m = await makeUser(t.db, 'member');
    const free = await slots(s);
    const a = (await request(m, s, free[40]!)).json().booking;
    expect(
      (await as(s, 'POST', `/api/marketplace/bookings/${a.id}/decline`, { reason: '' })).statusCode,
    ).toBe(400);
    const d = await as(s, 'POST', `/api/marketplace/bookings/${a.id}/decline`, {
      reason: 'Fully booked that week',
    });
    expect(d.json().booking).toMatchObject({ status: 'declined', reason: 'Fully booked that week' });

    const b = (await request(m, s, free[41]!)).json().booking;
    const c = (await request(m, s, free[43]!)).json().booking;
    expect(
      (await as(s, 'POST', `/api/marketplace/bookings/${b.id}/reschedule`, { start: free[43] })).statusCode,
    ).toBe(409);
    const moved = await as(s, 'POST', `/api/marketplace/bookings/${b.id}/reschedule`, { start: free[45] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().booking.start).toBe(free[45]);
    await as(s, 'POST', `/api/marketplace/bookings/${c.id}/accept`);
    const early = await as(s, 'POST', `/api/marketplace/bookings/${c.id}/outcome`, { outcome: 'completed' });
    expect(early.statusCode).toBe(409);
  });

  it('refuses NUL bytes, unknown zones, off-grid starts and huge notes', async () => {
    const s = await specialist();
    const m = await makeUser(t.db, 'member');
    const start = (await slots(s))[10]!;
    expect((await request(m, s, start, { note: 'a\u0000b' })).statusCode).toBe(400);
    expect((await request(m, s, start, { time_zone: 'Mars/Olympus' })).statusCode).toBe(400);
    expect((await request(m, s, start, { note: 'x'.repeat(5000) })).statusCode).toBe(400);
    expect((await request(m, s, new Date(Date.parse(start) + 15 * 60_000).toISOString())).statusCode).toBe(
      409,
    );
    expect((await request(m, s, 'tomorrow')).statusCode).toBe(400);
    expect((await request(m, { serviceId: '00000000-0000-4000-8000-000000000000' }, start)).statusCode).toBe(
      404,
    );
    const spec = await as(s, 'POST', '/api/marketplace/bookings', {
      service_id: s.serviceId,
      start,
      time_zone: 'UTC',
      payment: testCard(),
    });
    expect(spec.statusCode).toBe(403);
  });

  it('expires requests not answered in 24 hours and frees their slot', async () => {
    const s = await specialist();
    const m = await makeUser(t.db, 'member');
    const start = (await slots(s))[60]!;
    const b = (await request(m, s, start)).json().booking;
    const ctx = { db: t.db, log: t.app.log, events: t.app.deps.events };
    expect(await expireRequests(ctx, t.app.deps.payments, new Date(Date.now() + HOUR))).toEqual({
      expired: 0,
    });
    const done = await expireRequests(ctx, t.app.deps.payments, new Date(Date.now() + 25 * HOUR));
    expect(done.expired).toBeGreaterThanOrEqual(1);
    expect((await as(m, 'GET', `/api/marketplace/bookings/${b.id}`)).json().booking.status).toBe('expired');
    expect(await slots(s)).toContain(start);
  });
});

describe('the commission ledger', () => {
  it('writes the specialist earnings at the charge and reverses them when a cancel refunds everything', async () => {
    const s = await specialist();
    const m = await makeUser(t.db, 'member');
    const b = (await request(m, s, (await slots(s))[50]!)).json().booking;
    const entries = async () =>
      (
        (await t.db.execute(
          `select beneficiary_id, status, base_cents, platform_fee_cents, amount_cents from commission_entries where source = 'marketplace_booking' and source_id = '${b.id}'`,
        )) as unknown as { rows: Array<Record<string, unknown>> }
      ).rows;
    expect(await entries()).toEqual([]);
    expect((await as(s, 'POST', `/api/marketplace/bookings/${b.id}/accept`)).statusCode).toBe(200);
    expect(await entries()).toEqual([
      {
        beneficiary_id: s.id,
        status: 'pending',
        base_cents: 5000,
        platform_fee_cents: 750,
        amount_cents: 4250,
      },
    ]);
    const mine = (await as(s, 'GET', '/api/commissions')).json();
    expect(JSON.stringify(mine)).toContain('4250');
    expect(
      (await as(s, 'POST', `/api/marketplace/bookings/${b.id}/cancel`, { reason: 'Ill' })).statusCode,
    ).toBe(200);
    expect((await entries())[0]).toMatchObject({ status: 'reversed' });
  });
});

describe('cancelRefundCents', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const b = (hoursAhead: number) => ({
    status: 'confirmed' as const,
    charged_cents: 5000,
    refunded_cents: 0,
    start_at: new Date(now.getTime() + hoursAhead * HOUR),
  });
  it('refunds a member in full a day ahead, nothing later; a specialist always in full', () => {
    expect(cancelRefundCents(b(24), 'member', now)).toBe(5000);
    expect(cancelRefundCents(b(23.9), 'member', now)).toBe(0);
    expect(cancelRefundCents(b(1), 'specialist', now)).toBe(5000);
    expect(cancelRefundCents({ ...b(48), status: 'requested' as never }, 'member', now)).toBe(0);
  });
});
