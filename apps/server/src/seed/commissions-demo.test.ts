import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../platform/day-series';
import { createSession, SESSION_COOKIE } from '../platform/sessions';
import { catalogTestApp } from '../testing/catalog';
import type { TestApp } from '../testing/test-app';
import { seedCommerceDemo } from './commerce-demo';
import { seedCommerceOrdersDemo } from './commerce-orders-demo';
import { seedCommissionsDemo } from './commissions-demo';
import { seedDemoUsers } from './demo-users';

let t: TestApp;
let written: number;

const cookieOf = async (email: string) => {
  const [u] = rowsOf<{ id: string }>(await t.db.execute(sql`select id from users where email = ${email}`));
  const { token } = await createSession(t.db, u!.id, { ip: null, userAgent: null });
  return `${SESSION_COOKIE}=${token}`;
};

beforeAll(async () => {
  t = await catalogTestApp();
  await seedDemoUsers(t.db);
  await seedCommerceDemo(t.db);
  await seedCommerceOrdersDemo(t.db);
  written = await seedCommissionsDemo(t.db);
});
afterAll(() => t.close());

describe('commissions demo seed', () => {
  it('fills the coach’s and the affiliate’s ledgers in every status, with totals equal to their entries', async () => {
    expect(written).toBeGreaterThan(10);
    expect(await seedCommissionsDemo(t.db)).toBe(0); // idempotent
    for (const email of ['client@fundpath.test', 'affiliate@fundpath.test']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/commissions?per_page=100',
        headers: { cookie: await cookieOf(email) },
      });
      const body = res.json();
      expect(body.entries.length, email).toBeGreaterThan(3);
      const sum = (s: string) =>
        body.entries
          .filter((e: { status: string }) => e.status === s)
          .reduce((n: number, e: { amount_cents: number }) => n + e.amount_cents, 0);
      for (const s of ['pending', 'approved', 'paid', 'reversed'])
        expect(body.summary[`${s}_cents`]).toBe(sum(s));
      expect(body.summary.paid_cents, email).toBeGreaterThan(0);
      expect(body.summary.pending_cents, email).toBeGreaterThan(0);
      expect(body.payouts.length, email).toBe(1);
    }
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/affiliates/me',
      headers: { cookie: await cookieOf('affiliate@fundpath.test') },
    });
    expect(me.json().affiliate.code).toMatch(/^ALEX[A-Z2-9]{4}$/);
  });
});
