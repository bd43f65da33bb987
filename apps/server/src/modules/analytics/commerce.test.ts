import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, catalogTestApp, makeOwner, makeProduct } from '../../testing/catalog';
import { makeUser, type TestUser } from '../../testing/factories';
import { backdateOrder, placeTestOrder, type TestOrder } from '../../testing/orders';
import type { TestApp } from '../../testing/test-app';

/**
 * Commerce analytics: a store owner's sales over 7/30/90 days and the admin dashboard. Every day
 * of the range has a row; totals are the sums of the rows; revenue is net of refunds; cancelled
 * and unpaid orders sell nothing; conversion is carts opened against orders paid.
 */
let t: TestApp;
let ownerA: TestUser;
let ownerB: TestUser;
let storeA: { id: number };
let storeB: { id: number };
let admin: TestUser;
let funding: TestUser;
let tee: { id: string };
let cap: { id: string };
const o: Record<string, TestOrder> = {};
const today = new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await catalogTestApp();
  ({ owner: ownerA, store: storeA } = await makeOwner(t.app, t.db, { name: 'Ana Analytics' }));
  ({ owner: ownerB, store: storeB } = await makeOwner(t.app, t.db));
  admin = await makeUser(t.db, 'admin');
  funding = await makeUser(t.db, 'funding_team');
  tee = await makeProduct(t.app, ownerA, { title: 'Tee', price_cents: 2000, inventory_quantity: 100 });
  cap = await makeProduct(t.app, ownerA, { title: 'Cap', price_cents: 1500, inventory_quantity: 100 });
  const poster = await makeProduct(t.app, ownerB, {
    title: 'Poster',
    price_cents: 1500,
    inventory_quantity: 100,
  });
  const place = (storeId: number, email: string, items: Array<[string, number]>, pay = true) =>
    placeTestOrder(t.app, {
      storeId,
      email,
      items: items.map(([product_id, quantity]) => ({ product_id, quantity })),
      pay,
    });
  o.today1 = await place(storeA.id, 'ada@example.com', [[tee.id, 2]]);
  o.today2 = await place(storeA.id, 'ben@example.com', [[cap.id, 1]]);
  o.threeAgo = await place(storeA.id, 'ada@example.com', [
    [tee.id, 1],
    [cap.id, 1],
  ]);
  o.tenAgo = await place(storeA.id, 'cy@example.com', [[tee.id, 5]]);
  o.unpaid = await place(storeA.id, 'dee@example.com', [[cap.id, 3]], false);
  o.cancelled = await place(storeA.id, 'eve@example.com', [[tee.id, 1]]);
  o.inB = await place(storeB.id, 'fay@example.com', [[poster.id, 1]]);
  await backdateOrder(t.db, o.threeAgo!.id, 3);
  await backdateOrder(t.db, o.tenAgo!.id, 10);
  const refund = await call(t.app, ownerA, 'POST', `/api/ecommerce/my-store/orders/${o.today2!.id}/refund`, {
    amount_cents: 500,
  });
  expect(refund.statusCode, refund.body).toBe(200);
  const cancel = await call(
    t.app,
    ownerA,
    'POST',
    `/api/ecommerce/my-store/orders/${o.cancelled!.id}/cancel`,
    {},
  );
  expect(cancel.statusCode, cancel.body).toBe(200);
  // Five visitors opened a guest cart in store A today (rows as the cart module writes them).
  for (let i = 0; i < 5; i++) {
    await t.db.execute(
      sql`insert into carts (store_id, guest_token_hash) values (${storeA.id}, ${`test-cart-${i}-${Date.now()}`})`,
    );
  }
});
afterAll(() => t.close());

const sum = (rows: Array<Record<string, number>>, key: string) => rows.reduce((n, r) => n + (r[key] ?? 0), 0);
const total = (...orders: Array<TestOrder | undefined>) => orders.reduce((n, x) => n + x!.total_cents, 0);

describe('a store owner’s analytics', () => {
  it('has every day of the range, totals that are the sums, revenue net of refunds', async () => {
    const res = await call(t.app, ownerA, 'GET', '/api/ecommerce/my-store/analytics?days=7');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.range).toEqual({ from: daysAgo(6), to: today, days: 7 });
    expect(body.series).toHaveLength(7);
    expect(body.series.map((d: { date: string }) => d.date)).toEqual(
      Array.from({ length: 7 }, (_, i) => daysAgo(6 - i)),
    );
    for (const key of ['orders', 'gross_cents', 'refunded_cents', 'revenue_cents'])
      expect(body.totals[key], key).toBe(sum(body.series, key));
    for (const day of body.series) expect(day.revenue_cents).toBe(day.gross_cents - day.refunded_cents);

    const day0 = body.series.at(-1);
    expect(day0).toMatchObject({
      date: today,
      orders: 3, // the cancelled order was paid, then refunded in full; the unpaid one never counts
      gross_cents: total(o.today1, o.today2, o.cancelled),
      refunded_cents: 500 + o.cancelled!.total_cents,
      revenue_cents: total(o.today1, o.today2) - 500,
    });
    expect(body.series.find((d: { date: string }) => d.date === daysAgo(3))).toMatchObject({
      orders: 1,
      revenue_cents: o.threeAgo!.total_cents,
    });
    expect(body.totals).toMatchObject({
      orders: 4,
      revenue_cents: total(o.today1, o.today2, o.threeAgo) - 500,
    });
    expect(body.average_order_value_cents).toBe(Math.round(body.totals.revenue_cents / 4));
    expect(body.today).toEqual({ date: today, orders: 3, revenue_cents: day0.revenue_cents });
  });

  it('ranks products by units and by revenue, leaving cancelled orders out', async () => {
    const week = (await call(t.app, ownerA, 'GET', '/api/ecommerce/my-store/analytics?days=7')).json();
    expect(week.top_products.by_units).toEqual([
      { product_id: tee.id, title: 'Tee', units: 3, revenue_cents: 6000 },
      { product_id: cap.id, title: 'Cap', units: 2, revenue_cents: 3000 },
    ]);
    expect(week.top_products.by_revenue[0]).toMatchObject({ product_id: tee.id, revenue_cents: 6000 });
    const month = (await call(t.app, ownerA, 'GET', '/api/ecommerce/my-store/analytics?days=30')).json();
    expect(month.series).toHaveLength(30);
    expect(month.totals.orders).toBe(5);
    expect(month.top_products.by_units[0]).toMatchObject({ title: 'Tee', units: 8, revenue_cents: 16000 });
    expect(month.totals.revenue_cents).toBe(sum(month.series, 'revenue_cents'));
  });

  it('compares carts opened with orders paid', async () => {
    const body = (await call(t.app, ownerA, 'GET', '/api/ecommerce/my-store/analytics?days=7')).json();
    expect(body.conversion).toEqual({ carts_created: 5, orders_paid: 4, rate: 0.8 });
  });

  it('shows each owner only their store, and zeros to a client without one', async () => {
    const b = (await call(t.app, ownerB, 'GET', '/api/ecommerce/my-store/analytics?days=7')).json();
    expect(b.totals).toMatchObject({ orders: 1, revenue_cents: o.inB!.total_cents });
    expect(b.conversion).toEqual({ carts_created: 0, orders_paid: 1, rate: null });
    const storeless = await makeUser(t.db, 'client');
    const none = (await call(t.app, storeless, 'GET', '/api/ecommerce/my-store/analytics?days=90')).json();
    expect(none.series).toHaveLength(90);
    expect(none.totals).toEqual({ orders: 0, gross_cents: 0, refunded_cents: 0, revenue_cents: 0 });
    expect(none.average_order_value_cents).toBe(0);
  });

  it('accepts 7, 30 or 90 days, for clients only', async () => {
    const url = '/api/ecommerce/my-store/analytics';
    expect((await call(t.app, ownerA, 'GET', `${url}?days=5`)).statusCode).toBe(400);
    expect((await call(t.app, ownerA, 'GET', `${url}?days=3650`)).statusCode).toBe(400);
    expect((await call(t.app, ownerA, 'GET', url)).json().series).toHaveLength(30);
    expect((await call(t.app, null, 'GET', url)).statusCode).toBe(401);
    for (const who of [admin, funding, await makeUser(t.db, 'customer')])
      expect((await call(t.app, who, 'GET', url)).statusCode).toBe(403);
  });
});

describe('the admin commerce dashboard', () => {
  it('adds every store up: GMV, refunds on their day, new buyers, top stores', async () => {
    const res = await call(t.app, admin, 'GET', '/api/admin/ecommerce/dashboard?days=7');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.series).toHaveLength(7);
    for (const key of ['orders', 'gmv_cents', 'refunds_cents', 'net_cents', 'new_customers'])
      expect(body.totals[key], key).toBe(sum(body.series, key));
    expect(body.totals).toMatchObject({
      orders: 5,
      gmv_cents: total(o.today1, o.today2, o.threeAgo, o.cancelled, o.inB),
      refunds_cents: 500 + o.cancelled!.total_cents,
    });
    expect(body.totals.net_cents).toBe(body.totals.gmv_cents - body.totals.refunds_cents);
    // ada's first paid order was three days ago; ben, eve and fay bought first today; cy before the range.
    expect(body.series.find((d: { date: string }) => d.date === daysAgo(3)).new_customers).toBe(1);
    expect(body.series.at(-1).new_customers).toBe(3);
    expect(body.average_order_value_cents).toBe(Math.round(body.totals.gmv_cents / 5));
    expect(body.top_stores[0]).toMatchObject({ store_id: storeA.id, orders: 4 });
    expect(body.top_stores[0].store_name).toMatch(/^Shop /);
    expect(body.top_stores[1]).toMatchObject({
      store_id: storeB.id,
      orders: 1,
      gmv_cents: o.inB!.total_cents,
    });
  });

  it('needs ecommerce.manage', async () => {
    const url = '/api/admin/ecommerce/dashboard?days=30';
    expect((await call(t.app, null, 'GET', url)).statusCode).toBe(401);
    for (const who of [funding, ownerA]) expect((await call(t.app, who, 'GET', url)).statusCode).toBe(403);
    expect((await call(t.app, admin, 'GET', '/api/admin/ecommerce/dashboard?days=1')).statusCode).toBe(400);
  });
});
