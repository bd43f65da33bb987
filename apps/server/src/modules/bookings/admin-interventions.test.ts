/**
 * Staff interventions on marketplace bookings (`/admin/booking-management`) through the API on a
 * real database: the list's specialist filter, cancel with a full refund, refunds (never over what
 * is left, one refund per Idempotency-Key even when retried or sent twice at once, the ledger
 * taking the money back, the member told), reassignment (approved specialist, same length, free at
 * that time; two racing for one slot: one wins; reminders and ledger follow), audit records, and
 * access: only marketplace.manage, unknown ids 404.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../../adapters/payments';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import {
  addressPool,
  bookableSpecialist,
  createSpecialistAgreement,
  freeSlots,
  requestBooking,
} from '../../testing/marketplace';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: TestUser;
const ips = addressPool('198.51.109', '203.0.119');
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const ADMIN = '/api/admin/marketplace/bookings';

const as = (
  user: { cookie: string } | null,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  injectAs(t.app, user, {
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const rows = async <T>(q: string) => ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;

let n = 0;
/** An approved specialist open around the clock with one 60-minute $50 service. */
const specialist = (opts: { service?: Record<string, unknown>; approve?: boolean } = {}) =>
  bookableSpecialist(t.app, admin, {
    emailPrefix: 'staffop',
    display_name: `Staff Op Specialist ${++n}`,
    specialty: 'Yoga',
    signature_name: 'S O',
    remoteAddress: ips.signup(),
    ...opts,
  });

/** A member's request on `s` at `start`, accepted (charged $50) unless `accept` is false. */
async function booking(s: { id: string; serviceId: string; cookie: string }, start: string, accept = true) {
  const m = await makeUser(t.db, 'member');
  const res = await requestBooking(t.app, m, s, start, { remoteAddress: ips.booking() });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().booking.id as string;
  if (accept) {
    const ok = await as(s, 'POST', `/api/marketplace/bookings/${id}/accept`);
    expect(ok.statusCode, ok.body).toBe(200);
  }
  return { m, id };
}

const detail = async (id: string) =>
  (await as(admin, 'GET', `/api/marketplace/bookings/${id}`)).json().booking;
const audits = (id: string, action: string) =>
  rows<{ action: string; after: Record<string, unknown> }>(
    `select action, after from audit_log where target_id = '${id}' and action = '${action}'`,
  );
const inbox = async (u: { cookie: string }) =>
  ((await as(u, 'GET', '/api/notifications')).json().notifications as Array<{ title: string }>).map(
    (x) => x.title,
  );

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t.db, 'admin');
  await createSpecialistAgreement(t.app, admin);
});
afterAll(() => t.close());

describe('GET /api/admin/marketplace/bookings?specialist_id=', () => {
  it('lists one specialist’s bookings only, and rejects a malformed id', async () => {
    const a = await specialist();
    const b = await specialist();
    const start = (await freeSlots(t.app, a))[40]!;
    const one = await booking(a, start, false);
    const two = await booking(b, start, false);
    const res = await as(admin, 'GET', `${ADMIN}?specialist_id=${a.id}&per_page=100`);
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().bookings.map((x: { id: string }) => x.id);
    expect(ids).toContain(one.id);
    expect(ids).not.toContain(two.id);
    expect(res.json().bookings.every((x: { specialist: { id: string } }) => x.specialist.id === a.id)).toBe(
      true,
    );
    expect((await as(admin, 'GET', `${ADMIN}?specialist_id=nope`)).statusCode).toBe(400);
    const member = await makeUser(t.db, 'member');
    expect((await as(member, 'GET', `${ADMIN}?specialist_id=${a.id}`)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/marketplace/bookings/:id/cancel', () => {
  it('cancels with a full refund, audited, a reason required; only staff', async () => {
    const s = await specialist();
    const { m, id } = await booking(s, (await freeSlots(t.app, s))[3]!); // within 24 h: a member would get nothing
    expect((await as(m, 'POST', `${ADMIN}/${id}/cancel`, { reason: 'x' })).statusCode).toBe(403);
    expect((await as(s, 'POST', `${ADMIN}/${id}/cancel`, { reason: 'x' })).statusCode).toBe(403);
    expect((await as(admin, 'POST', `${ADMIN}/${id}/cancel`, { reason: '  ' })).statusCode).toBe(400);
    expect((await as(admin, 'POST', `${ADMIN}/${UNKNOWN}/cancel`, { reason: 'x' })).statusCode).toBe(404);
    const res = await as(admin, 'POST', `${ADMIN}/${id}/cancel`, { reason: 'Specialist is ill' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking).toMatchObject({
      status: 'cancelled',
      reason: 'Specialist is ill',
      payment: { status: 'refunded', charged_cents: 5000, refunded_cents: 5000 },
    });
    expect(await audits(id, 'marketplace.booking_cancelled')).toHaveLength(1);
    expect(await inbox(m)).toContain('Booking cancelled: Session');
  });
});

describe('POST /api/admin/marketplace/bookings/:id/refund', () => {
  it('refunds part, then the rest, never more, once per key, with the ledger and the member told', async () => {
    const s = await specialist();
    const { m, id } = await booking(s, (await freeSlots(t.app, s))[30]!);
    const url = `${ADMIN}/${id}/refund`;
    const key = (k: string) => ({ 'idempotency-key': `refund-${id}-${k}` });
    const body = { amount_cents: 2000, reason: 'Late start' };

    expect((await as(m, 'POST', url, body, key('a'))).statusCode).toBe(403);
    expect((await as(admin, 'POST', `${ADMIN}/${UNKNOWN}/refund`, body, key('a'))).statusCode).toBe(404);
    expect((await as(admin, 'POST', url, { ...body, reason: '' }, key('a'))).statusCode).toBe(400);
    expect((await as(admin, 'POST', url, { ...body, amount_cents: 10.5 }, key('a'))).statusCode).toBe(400);
    expect((await as(admin, 'POST', url, { ...body, amount_cents: 0 }, key('a'))).statusCode).toBe(400);
    expect((await as(admin, 'POST', url, body)).statusCode).toBe(400); // no Idempotency-Key
    const over = await as(admin, 'POST', url, { ...body, amount_cents: 5001 }, key('over'));
    expect(over.statusCode, over.body).toBe(400);
    expect(over.json().message).toMatch(/\$50\.00/);

    // The first answer is lost: the retry with the same key replays, and a second copy sent at once too.
    const [first, twin] = await Promise.all([
      as(admin, 'POST', url, body, key('a')),
      as(admin, 'POST', url, body, key('a')),
    ]);
    expect([first.statusCode, twin.statusCode], first.body + twin.body).toEqual([200, 200]);
    const retry = await as(admin, 'POST', url, body, key('a'));
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().booking.payment).toMatchObject({
      status: 'partially_refunded',
      refunded_cents: 2000,
    });
    // Same key, another amount: refused, nothing refunded.
    expect((await as(admin, 'POST', url, { ...body, amount_cents: 100 }, key('a'))).statusCode).toBe(409);
    const [paid] = await rows<{ refunded_cents: number }>(
      `select refunded_cents from test_payments where metadata->>'marketplace_booking_id' = '${id}'`,
    );
    expect(paid!.refunded_cents).toBe(2000);
    expect(await audits(id, 'marketplace.booking_refunded')).toHaveLength(1);
    expect(await inbox(m)).toContain('Refund for your booking: Session');

    // The ledger: the specialist's $42.50 loses 2/5 (what a cancel's refund would take).
    const earned = async () =>
      (
        await rows<{ total: number }>(
          `select coalesce(sum(amount_cents), 0)::int as total from commission_entries where source = 'marketplace_booking' and source_id = '${id}' and beneficiary_id = '${s.id}' and status <> 'reversed'`,
        )
      )[0]!.total;
    expect(await earned()).toBe(4250 - 1700);

    // What is left, not a cent more.
    expect((await as(admin, 'POST', url, { ...body, amount_cents: 3001 }, key('b'))).statusCode).toBe(400);
    const rest = await as(admin, 'POST', url, { ...body, amount_cents: 3000 }, key('b'));
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().booking.payment).toMatchObject({ status: 'refunded', refunded_cents: 5000 });
    expect(await earned()).toBe(0);
    const none = await as(admin, 'POST', url, { ...body, amount_cents: 1 }, key('c'));
    expect(none.statusCode).toBe(400);
    expect((await detail(id)).events.map((e: { kind: string }) => e.kind)).toEqual(
      expect.arrayContaining(['refunded']),
    );
  });

  it('undoes the refund when the provider fails, and the same key then refunds once', async () => {
    const s = await specialist();
    const { id } = await booking(s, (await freeSlots(t.app, s))[30]!);
    const url = `${ADMIN}/${id}/refund`;
    const body = { amount_cents: 1500, reason: 'Goodwill' };
    const headers = { 'idempotency-key': `refund-${id}-down` };
    const real = t.app.deps.payments;
    t.app.deps.payments = Object.assign(Object.create(real), {
      refund: async () => {
        throw new PaymentProviderError('connect ECONNREFUSED 127.0.0.1:443');
      },
    });
    try {
      expect((await as(admin, 'POST', url, body, headers)).statusCode).toBe(502);
    } finally {
      t.app.deps.payments = real;
    }
    expect((await detail(id)).payment).toMatchObject({ status: 'charged', refunded_cents: 0 });
    const again = await as(admin, 'POST', url, body, headers);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.json().booking.payment).toMatchObject({ refunded_cents: 1500 });
    const [paid] = await rows<{ refunded_cents: number }>(
      `select refunded_cents from test_payments where metadata->>'marketplace_booking_id' = '${id}'`,
    );
    expect(paid!.refunded_cents).toBe(1500);
  });

  it('refuses a booking that was never charged (409)', async () => {
    const s = await specialist();
    const { id } = await booking(s, (await freeSlots(t.app, s))[30]!, false);
    const res = await as(
      admin,
      'POST',
      `${ADMIN}/${id}/refund`,
      { amount_cents: 100, reason: 'Goodwill' },
      { 'idempotency-key': `refund-${id}-x` },
    );
    expect(res.statusCode, res.body).toBe(409);
  });
});

describe('POST /api/admin/marketplace/bookings/:id/reassign', () => {
  it('moves a confirmed booking to a free, approved specialist: same time and price, everyone told', async () => {
    const from = await specialist();
    const to = await specialist({ service: { name: 'Flow yoga', price_cents: 9000 } });
    const start = (await freeSlots(t.app, from))[30]!;
    const { m, id } = await booking(from, start);
    const url = `${ADMIN}/${id}/reassign`;
    const body = { specialist_id: to.id, service_id: to.serviceId, reason: 'Specialist on leave' };

    expect((await as(m, 'POST', url, body)).statusCode).toBe(403);
    expect((await as(from, 'POST', url, body)).statusCode).toBe(403);
    expect((await as(admin, 'POST', `${ADMIN}/${UNKNOWN}/reassign`, body)).statusCode).toBe(404);
    expect((await as(admin, 'POST', url, { ...body, reason: '' })).statusCode).toBe(400);
    // The service must be the target's.
    expect((await as(admin, 'POST', url, { ...body, service_id: from.serviceId })).statusCode).toBe(400);

    const res = await as(admin, 'POST', url, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking).toMatchObject({
      status: 'confirmed',
      start,
      price_cents: 5000,
      platform_fee_cents: 750,
      specialist: { id: to.id },
      service: { id: to.serviceId, name: 'Flow yoga', duration_minutes: 60 },
      payment: { charged_cents: 5000 },
    });
    expect(res.json().booking.reminders).toHaveLength(2);
    expect(await audits(id, 'marketplace.booking_reassigned')).toHaveLength(1);
    // The slot moved with it.
    expect(await freeSlots(t.app, from)).toContain(start);
    expect(await freeSlots(t.app, to)).not.toContain(start);
    expect(await inbox(m)).toContain('New specialist for your booking: Flow yoga');
    expect(await inbox(to)).toContain('A booking was assigned to you: Flow yoga');
    expect(await inbox(from)).toContain('A booking was moved to another specialist: Flow yoga');
    // The earnings follow the booking.
    const entries = await rows<{ beneficiary_id: string; status: string; amount_cents: number }>(
      `select beneficiary_id, status, amount_cents from commission_entries where source = 'marketplace_booking' and source_id = '${id}' order by created_at, beneficiary_id`,
    );
    expect(entries).toEqual(
      expect.arrayContaining([
        { beneficiary_id: from.id, status: 'reversed', amount_cents: 4250 },
        { beneficiary_id: to.id, status: 'pending', amount_cents: 4250 },
      ]),
    );
    expect(entries).toHaveLength(2);
    // Already there.
    expect((await as(admin, 'POST', url, body)).statusCode).toBe(400);
  });

  it('refuses a busy specialist (409), an unapproved one or another length (400), a past booking (409)', async () => {
    const from = await specialist();
    const busy = await specialist();
    const unapproved = await specialist({ approve: false });
    const longer = await specialist({ service: { duration_minutes: 90 } });
    const start = (await freeSlots(t.app, from))[30]!;
    const { id } = await booking(from, start);
    await booking(busy, start, false); // a request holds the slot too
    const url = `${ADMIN}/${id}/reassign`;
    const to = (s: { id: string; serviceId: string }) => ({
      specialist_id: s.id,
      service_id: s.serviceId,
      reason: 'Cover',
    });
    const taken = await as(admin, 'POST', url, to(busy));
    expect(taken.statusCode, taken.body).toBe(409);
    expect((await as(admin, 'POST', url, to(unapproved))).statusCode).toBe(400);
    const other = await as(admin, 'POST', url, to(longer));
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toMatch(/60 minutes/);
    expect((await detail(id)).specialist.id).toBe(from.id);

    await t.db.execute(
      `update marketplace_bookings set start_at = now() - interval '2 hours', end_at = now() - interval '1 hour' where id = '${id}'`,
    );
    const free = await specialist();
    expect((await as(admin, 'POST', url, to(free))).statusCode).toBe(409);
  });

  it('two reassignments to one slot at once: exactly one wins', async () => {
    const a = await specialist();
    const b = await specialist();
    const target = await specialist();
    const start = (await freeSlots(t.app, a))[30]!;
    const one = await booking(a, start);
    const two = await booking(b, start, false);
    const body = { specialist_id: target.id, service_id: target.serviceId, reason: 'Cover' };
    const results = await Promise.all([
      as(admin, 'POST', `${ADMIN}/${one.id}/reassign`, body),
      as(admin, 'POST', `${ADMIN}/${two.id}/reassign`, body),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const held = await rows<{ n: number }>(
      `select count(*)::int as n from marketplace_bookings where specialist_id = '${target.id}' and status in ('requested', 'confirmed')`,
    );
    expect(held[0]!.n).toBe(1);
  });
});
