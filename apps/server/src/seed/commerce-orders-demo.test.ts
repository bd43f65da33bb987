import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../platform/day-series';
import { createSession, SESSION_COOKIE } from '../platform/sessions';
import { catalogTestApp } from '../testing/catalog';
import { injectAs } from '../testing/factories';
import type { TestApp } from '../testing/test-app';
import { seedCommerceDemo } from './commerce-demo';
import { DEMO_ORDER_DAYS, seedCommerceOrdersDemo } from './commerce-orders-demo';
import { seedDemoUsers } from './demo-users';

let t: TestApp;
let written: number;
const cookieOf = async (email: string) => {
  const [u] = rowsOf<{ id: string }>(await t.db.execute(sql`select id from users where email = ${email}`));
  const { token } = await createSession(t.db, u!.id, { ip: null, userAgent: null });
  return { cookie: `${SESSION_COOKIE}=${token}` };
};

const call = (who: { cookie: string }, method: 'GET' | 'POST', url: string, payload?: object) =>
  injectAs(t.app, who, { method, url, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await catalogTestApp();
  await seedDemoUsers(t.db);
  expect(await seedCommerceOrdersDemo(t.db)).toBe(0); // no store yet: nothing to do
  await seedCommerceDemo(t.db); // products without pictures (no storage): enough for orders
  written = await seedCommerceOrdersDemo(t.db);
});
afterAll(() => t.close());

describe('commerce orders demo seed', () => {
  it('writes about two months of orders whose totals are their lines plus shipping and tax', async () => {
    expect(written).toBeGreaterThan(60);
    const [bad] = rowsOf<{ n: number }>(
      await t.db.execute(sql`
        select count(*)::int as n from orders o
        where o.subtotal_cents <> (select sum(line_total_cents) from order_lines l where l.order_id = o.id)
          or o.refunded_cents <> coalesce((select sum(amount_cents) from order_refunds r where r.order_id = o.id), 0)
          or o.created_at > now() or o.paid_at > now() or o.delivered_at > now()`),
    );
    expect(bad!.n).toBe(0);
    const statuses = rowsOf<{ status: string; n: number }>(
      await t.db.execute(sql`select status, count(*)::int as n from orders group by status`),
    );
    const by = Object.fromEntries(statuses.map((s) => [s.status, s.n]));
    expect(by.delivered).toBeGreaterThan(by.paid ?? 0);
    expect(by.pending_payment).toBe(1);
    expect(by.refunded ?? 0).toBeGreaterThan(0);
    expect(by.cancelled ?? 0).toBeGreaterThan(0);
    const [oldest] = rowsOf<{ days: number }>(
      await t.db.execute(sql`select extract(day from now() - min(created_at))::int as days from orders`),
    );
    expect(oldest!.days).toBeLessThan(DEMO_ORDER_DAYS);
    expect(oldest!.days).toBeGreaterThan(DEMO_ORDER_DAYS - 10);
  });

  it('gives Charlie Customer orders of their own and the owner a consistent history', async () => {
    const charlie = await cookieOf('customer@fundpath.test');
    const mine = (await call(charlie, 'GET', '/api/ecommerce/customer/orders')).json();
    expect(mine.total).toBeGreaterThan(0);
    const jordan = await cookieOf('client@fundpath.test');
    const analytics = (await call(jordan, 'GET', '/api/ecommerce/my-store/analytics?days=30')).json();
    expect(analytics.totals.orders).toBeGreaterThan(20);
    expect(analytics.conversion.carts_created).toBeGreaterThan(analytics.totals.orders);
    expect(analytics.top_products.by_units.length).toBeGreaterThan(0);
    const customers = (await call(jordan, 'GET', '/api/ecommerce/my-store/customers')).json();
    expect(customers.total).toBeGreaterThan(10);
  });

  it('lets the owner refund a seeded order through the test provider', async () => {
    const jordan = await cookieOf('client@fundpath.test');
    const list = (
      await call(jordan, 'GET', '/api/ecommerce/my-store/orders?status=delivered&per_page=1')
    ).json();
    const order = list.orders[0];
    const res = await call(jordan, 'POST', `/api/ecommerce/my-store/orders/${order.id}/refund`, {
      amount_cents: 100,
      reason: 'Demo goodwill',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.refunded_cents).toBe(order.refunded_cents + 100);
  });

  it('is idempotent', async () => {
    const before = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from orders`))[0]!
      .n;
    expect(await seedCommerceOrdersDemo(t.db)).toBe(0);
    const after = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from orders`))[0]!.n;
    expect(after).toBe(before);
  });
});
