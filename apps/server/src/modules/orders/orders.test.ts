import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, catalogTestApp, makeOwner, makeProduct } from '../../testing/catalog';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { placeTestOrder, type TestOrder } from '../../testing/orders';
import type { TestApp } from '../../testing/test-app';
import { TRACK_NOT_FOUND } from './reads';
import { TRACK_LOOKUPS_PER_MINUTE } from './routes';
import { ORDER_NOT_FOUND } from './scope';

/**
 * Reading orders (ADR 012): the confirmation key, guest tracking, the buyer's own orders, the
 * owner's store only, admins with `ecommerce.manage`; anyone else gets the 404 a missing order
 * gets. Lists filter and page on the server; customers add up; the CSV neutralises formulas.
 */
let t: TestApp;
let ownerA: TestUser;
let ownerB: TestUser;
let storeA: { id: number };
let storeB: { id: number };
let admin: TestUser;
let funding: TestUser;
let customer: TestUser;
let otherCustomer: TestUser;
let shirt: { id: string };
let mug: { id: string };
let poster: { id: string };
let mine: TestOrder; // customer's, store A
let guest1: TestOrder; // guest, store A
let guest2: TestOrder; // same guest (other case), store A
let inB: TestOrder; // store B

beforeAll(async () => {
  t = await catalogTestApp();
  ({ owner: ownerA, store: storeA } = await makeOwner(t.app, t.db, { name: 'Alma Owner' }));
  ({ owner: ownerB, store: storeB } = await makeOwner(t.app, t.db, { name: 'Bo Owner' }));
  admin = await makeUser(t.db, 'admin', { display_name: 'Avery Admin' });
  funding = await makeUser(t.db, 'funding_team');
  customer = await makeUser(t.db, 'customer', { display_name: 'Cora Customer' });
  otherCustomer = await makeUser(t.db, 'customer');
  shirt = await makeProduct(t.app, ownerA, {
    title: 'Classic Tee',
    price_cents: 2500,
    inventory_quantity: 50,
  });
  mug = await makeProduct(t.app, ownerA, { title: 'Coffee Mug', price_cents: 1200, inventory_quantity: 50 });
  poster = await makeProduct(t.app, ownerB, { title: 'Poster', price_cents: 1500, inventory_quantity: 50 });
  mine = await placeTestOrder(t.app, {
    storeId: storeA.id,
    items: [
      { product_id: shirt.id, quantity: 2 },
      { product_id: mug.id, quantity: 1 },
    ],
    email: customer.email,
    name: 'Cora Customer',
    customerId: customer.id,
  });
  guest1 = await placeTestOrder(t.app, {
    storeId: storeA.id,
    items: [{ product_id: mug.id, quantity: 1 }],
    email: 'gina.guest@example.com',
    name: 'Gina Guest',
  });
  guest2 = await placeTestOrder(t.app, {
    storeId: storeA.id,
    items: [{ product_id: shirt.id, quantity: 4 }],
    email: 'Gina.Guest@Example.com',
    name: 'Gina G.',
  });
  inB = await placeTestOrder(t.app, {
    storeId: storeB.id,
    items: [{ product_id: poster.id, quantity: 1 }],
    email: 'gina.guest@example.com',
    name: 'Gina Guest',
  });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const as = (user: TestUser | null, method: Method, url: string, payload?: unknown) =>
  call(t.app, user, method, url, payload);
const orderUrl = (o: { id: string }, key?: string) =>
  `/api/ecommerce/orders/${o.id}${key === undefined ? '' : `?key=${encodeURIComponent(key)}`}`;

describe('the confirmation link and who else may read an order', () => {
  it('answers the order with its key: frozen lines, totals that add up, the timeline', async () => {
    const res = await as(null, 'GET', orderUrl(mine, mine.access_key));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const order = res.json().order;
    expect(order).toMatchObject({ id: mine.id, number: mine.number, store_id: storeA.id, status: 'paid' });
    expect(order.store_name).toMatch(/^Shop /);
    expect(order.lines.map((l: { title: string; quantity: number }) => [l.title, l.quantity])).toEqual([
      ['Classic Tee', 2],
      ['Coffee Mug', 1],
    ]);
    const subtotal = order.lines.reduce(
      (s: number, l: { line_total_cents: number }) => s + l.line_total_cents,
      0,
    );
    expect(subtotal).toBe(6200);
    expect(order.subtotal_cents).toBe(6200);
    expect(order.total_cents).toBe(order.subtotal_cents + order.shipping_cents + order.tax_cents);
    expect(order.lines[0]).toHaveProperty('image_url');
    expect(order.events.map((e: { type: string }) => e.type)).toEqual(['placed', 'paid']);
    expect(order.events[0].actor_name).toBe('Cora Customer');
    expect(JSON.stringify(order)).not.toContain('access_key');
  });

  it('gives the same 404 for a wrong key, no key, or an order that does not exist', async () => {
    const wrong = await as(null, 'GET', orderUrl(mine, guest1.access_key));
    const none = await as(null, 'GET', orderUrl(mine));
    const missing = await as(
      null,
      'GET',
      orderUrl({ id: '00000000-0000-4000-8000-000000000000' }, mine.access_key),
    );
    for (const res of [wrong, none, missing]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: ORDER_NOT_FOUND });
    }
    expect((await as(null, 'GET', orderUrl(mine, 'short'))).statusCode).toBe(400);
    expect((await as(null, 'GET', '/api/ecommerce/orders/not-a-uuid')).statusCode).toBe(400);
  });

  it('lets the buyer, the store owner and ecommerce staff read it without the key, nobody else', async () => {
    for (const who of [customer, ownerA, admin]) {
      expect((await as(who, 'GET', orderUrl(mine))).statusCode, who.email).toBe(200);
    }
    for (const who of [otherCustomer, ownerB, funding]) {
      const res = await as(who, 'GET', orderUrl(mine));
      expect(res.statusCode, who.email).toBe(404);
      expect(res.json().message).toBe(ORDER_NOT_FOUND);
    }
  });
});

describe('tracking an order by number and e-mail', () => {
  const track = (body: Record<string, unknown>, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/ecommerce/orders/track', payload: body, remoteAddress: ip });

  it('answers only when store, number and e-mail all match (any case)', async () => {
    const ok = await track(
      { store_id: storeA.id, number: guest1.number.toLowerCase(), email: 'GINA.guest@example.com' },
      '10.1.0.1',
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().order.id).toBe(guest1.id);
    const wrongEmail = await track(
      { store_id: storeA.id, number: guest1.number, email: 'x@example.com' },
      '10.1.0.1',
    );
    const wrongStore = await track(
      { store_id: storeB.id, number: guest1.number, email: 'gina.guest@example.com' },
      '10.1.0.1',
    );
    for (const res of [wrongEmail, wrongStore]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(TRACK_NOT_FOUND);
    }
    const bad = await track({ store_id: storeA.id, number: '10042', email: 'nope' }, '10.1.0.1');
    expect(bad.statusCode).toBe(400);
  });

  it(`allows ${TRACK_LOOKUPS_PER_MINUTE} lookups a minute per address, then 429`, async () => {
    const body = { store_id: storeA.id, number: 'FP-99999', email: 'probe@example.com' };
    for (let i = 0; i < TRACK_LOOKUPS_PER_MINUTE; i++) {
      expect((await track(body, '10.2.0.1')).statusCode).toBe(404);
    }
    const limited = await track(body, '10.2.0.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await track(body, '10.2.0.2')).statusCode).toBe(404);
  });
});

describe('the store owner’s orders', () => {
  it('lists only the own store, whatever store_id is asked, with search, status, dates and pages', async () => {
    const all = (await as(ownerA, 'GET', `/api/ecommerce/my-store/orders?store_id=${storeB.id}`)).json();
    expect(all.total).toBe(3);
    expect(all.orders.map((o: { id: string }) => o.id).sort()).toEqual(
      [mine.id, guest1.id, guest2.id].sort(),
    );
    const byEmail = (await as(ownerA, 'GET', '/api/ecommerce/my-store/orders?q=GINA.GUEST')).json();
    expect(byEmail.total).toBe(2);
    const byNumber = (await as(ownerA, 'GET', `/api/ecommerce/my-store/orders?q=${mine.number}`)).json();
    expect(byNumber.orders.map((o: { id: string }) => o.id)).toEqual([mine.id]);
    expect(byNumber.orders[0]).toMatchObject({ item_count: 3, status: 'paid' });
    const byName = (await as(ownerA, 'GET', '/api/ecommerce/my-store/orders?q=cora')).json();
    expect(byName.total).toBe(1);
    const paged = (await as(ownerA, 'GET', '/api/ecommerce/my-store/orders?per_page=2&page=2')).json();
    expect(paged).toMatchObject({ total: 3, page: 2, per_page: 2 });
    expect(paged.orders).toHaveLength(1);
    const future = (await as(ownerA, 'GET', '/api/ecommerce/my-store/orders?from=2999-01-01')).json();
    expect(future.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await as(ownerA, 'GET', `/api/ecommerce/my-store/orders?from=${today}&to=${today}`)).json().total,
    ).toBe(3);
    expect((await as(ownerA, 'GET', '/api/ecommerce/my-store/orders?status=fulfilled')).json().total).toBe(0);
    expect((await as(ownerA, 'GET', '/api/ecommerce/my-store/orders?status=shipped')).statusCode).toBe(400);
    expect((await as(ownerA, 'GET', '/api/ecommerce/my-store/orders?q=%00x')).statusCode).toBe(400);
  });

  it('never reaches another store’s order, reading or acting: 404 as if it did not exist', async () => {
    const base = `/api/ecommerce/my-store/orders/${inB.id}`;
    expect((await as(ownerB, 'GET', base)).statusCode).toBe(200);
    const attempts = [
      await as(ownerA, 'GET', base),
      await as(ownerA, 'POST', `${base}/fulfil`, { carrier: 'UPS', tracking_number: '1Z999AA10123456784' }),
      await as(ownerA, 'POST', `${base}/deliver`),
      await as(ownerA, 'POST', `${base}/refund`, { amount_cents: 100 }),
      await as(ownerA, 'POST', `${base}/cancel`, {}),
    ];
    for (const res of attempts) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe(ORDER_NOT_FOUND);
    }
    const b = (await as(ownerB, 'GET', base)).json().order;
    expect(b).toMatchObject({ status: 'paid', refunded_cents: 0 });
  });

  it('is for clients only; a client without a store sees an empty list', async () => {
    const url = '/api/ecommerce/my-store/orders';
    expect((await as(null, 'GET', url)).statusCode).toBe(401);
    for (const who of [customer, admin, funding]) expect((await as(who, 'GET', url)).statusCode).toBe(403);
    const storeless = await makeUser(t.db, 'client');
    expect((await as(storeless, 'GET', url)).json()).toMatchObject({ orders: [], total: 0 });
    expect((await as(storeless, 'GET', `${url}/${mine.id}`)).statusCode).toBe(404);
    for (const action of ['fulfil', 'deliver', 'refund', 'cancel']) {
      expect((await as(null, 'POST', `${url}/${mine.id}/${action}`, {})).statusCode).toBe(401);
      expect((await as(customer, 'POST', `${url}/${mine.id}/${action}`, {})).statusCode).toBe(403);
    }
  });

  it('lists the store’s buyers once per e-mail address, with what they spent', async () => {
    const res = await as(ownerA, 'GET', '/api/ecommerce/my-store/customers');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    const gina = body.customers.find((c: { email: string }) => c.email === 'gina.guest@example.com');
    expect(gina).toMatchObject({
      orders: 2,
      spent_cents: guest1.total_cents + guest2.total_cents,
      refunded_cents: 0,
      name: 'Gina G.',
      customer_id: null,
    });
    const cora = body.customers.find((c: { email: string }) => c.email === customer.email.toLowerCase());
    expect(cora).toMatchObject({ orders: 1, spent_cents: mine.total_cents, customer_id: customer.id });
    const searched = (await as(ownerA, 'GET', '/api/ecommerce/my-store/customers?q=cora')).json();
    expect(searched.customers.map((c: { customer_id: string }) => c.customer_id)).toEqual([customer.id]);
    const bySpend = (
      await as(ownerA, 'GET', '/api/ecommerce/my-store/customers?sort=spent&per_page=1')
    ).json();
    expect(bySpend).toMatchObject({ total: 2, per_page: 1 });
    expect(bySpend.customers[0].email).toBe('gina.guest@example.com');
    expect((await as(ownerB, 'GET', '/api/ecommerce/my-store/customers')).json().total).toBe(1);
    expect((await as(customer, 'GET', '/api/ecommerce/my-store/customers')).statusCode).toBe(403);
  });
});

describe('the buyer’s own orders', () => {
  it('lists and opens only the signed-in buyer’s orders', async () => {
    const list = (await as(customer, 'GET', '/api/ecommerce/customer/orders')).json();
    expect(list.orders.map((o: { id: string }) => o.id)).toEqual([mine.id]);
    expect((await as(otherCustomer, 'GET', '/api/ecommerce/customer/orders')).json().total).toBe(0);
    expect((await as(customer, 'GET', `/api/ecommerce/customer/orders/${mine.id}`)).statusCode).toBe(200);
    expect((await as(customer, 'GET', `/api/ecommerce/customer/orders/${guest1.id}`)).statusCode).toBe(404);
    expect((await as(otherCustomer, 'GET', `/api/ecommerce/customer/orders/${mine.id}`)).statusCode).toBe(
      404,
    );
    expect((await as(null, 'GET', '/api/ecommerce/customer/orders')).statusCode).toBe(401);
    expect((await as(customer, 'GET', '/api/ecommerce/customer/orders?per_page=500')).statusCode).toBe(400);
  });
});

describe('admin orders and customers (ecommerce.manage)', () => {
  it('searches every store by number or e-mail, and filters by store and status', async () => {
    const gina = (await as(admin, 'GET', '/api/admin/ecommerce/orders?q=gina.guest')).json();
    expect(gina.total).toBe(3);
    expect(new Set(gina.orders.map((o: { store_id: number }) => o.store_id))).toEqual(
      new Set([storeA.id, storeB.id]),
    );
    const inStoreB = (await as(admin, 'GET', `/api/admin/ecommerce/orders?store_id=${storeB.id}`)).json();
    expect(inStoreB.orders.map((o: { id: string }) => o.id)).toEqual([inB.id]);
    expect(inStoreB.orders[0].store_name).toMatch(/^Shop /);
    expect((await as(admin, 'GET', `/api/admin/ecommerce/orders/${inB.id}`)).json().order.number).toBe(
      inB.number,
    );
  });

  it('lists customer accounts (with or without orders) and guest buyers', async () => {
    const res = await as(admin, 'GET', '/api/admin/ecommerce/customers?per_page=100');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().customers as Array<Record<string, unknown>>;
    expect(rows.find((r) => r.user_id === customer.id)).toMatchObject({
      kind: 'account',
      orders: 1,
      spent_cents: mine.total_cents,
      stores: [{ store_id: storeA.id }],
    });
    expect(rows.find((r) => r.user_id === otherCustomer.id)).toMatchObject({
      kind: 'account',
      orders: 0,
      stores: [],
    });
    const guest = rows.find((r) => r.key === 'guest:gina.guest@example.com');
    expect(guest).toMatchObject({
      kind: 'guest',
      orders: 3,
      spent_cents: guest1.total_cents + guest2.total_cents + inB.total_cents,
    });
    expect((guest!.stores as Array<{ store_id: number }>).map((s) => s.store_id)).toEqual(
      [storeA.id, storeB.id].sort((a, b) => a - b),
    );
    const guests = (await as(admin, 'GET', '/api/admin/ecommerce/customers?kind=guest&q=gina')).json();
    expect(guests.total).toBe(1);
  });

  it('refuses everyone without ecommerce.manage', async () => {
    const urls = [
      '/api/admin/ecommerce/orders',
      `/api/admin/ecommerce/orders/${mine.id}`,
      '/api/admin/ecommerce/customers',
      '/api/admin/ecommerce/exports/orders.csv',
    ];
    for (const url of urls) {
      expect((await as(null, 'GET', url)).statusCode, url).toBe(401);
      for (const who of [funding, ownerA, customer])
        expect((await as(who, 'GET', url)).statusCode, url).toBe(403);
    }
    for (const action of ['refund', 'cancel']) {
      const url = `/api/admin/ecommerce/orders/${mine.id}/${action}`;
      expect((await as(funding, 'POST', url, {})).statusCode).toBe(403);
      expect((await as(ownerA, 'POST', url, {})).statusCode).toBe(403);
    }
  });
});

describe('the orders CSV', () => {
  it('exports the matching orders, neutralising formulas, and reads back', async () => {
    const sneaky = await placeTestOrder(t.app, {
      storeId: storeB.id,
      items: [{ product_id: poster.id, quantity: 2 }],
      email: 'eve@example.com',
      name: '=cmd|"/c calc"!A1',
    });
    const res = await injectAs(t.app, admin, {
      method: 'GET',
      url: `/api/admin/ecommerce/exports/orders.csv?store_id=${storeB.id}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`orders-store-${storeB.id}`);
    const rows = parse(res.body, { columns: true }) as Array<Record<string, string>>;
    expect(rows.map((r) => r.number)).toEqual([inB.number, sneaky.number]);
    const row = rows[1]!;
    expect(row.customer_name).toBe(`'=cmd|"/c calc"!A1`);
    expect(row.ship_to_name?.startsWith("'=")).toBe(true);
    expect(Number(row.total)).toBeCloseTo(sneaky.total_cents / 100, 2);
    expect(
      Math.round(Number(row.subtotal) * 100) +
        Math.round(Number(row.shipping) * 100) +
        Math.round(Number(row.tax) * 100),
    ).toBe(sneaky.total_cents);
    expect(row).toMatchObject({ items: '2', status: 'paid', refunded: '0.00' });

    const all = parse(
      (await injectAs(t.app, admin, { method: 'GET', url: '/api/admin/ecommerce/exports/orders.csv' })).body,
      { columns: true },
    );
    expect(all).toHaveLength(5);
    const none = await injectAs(t.app, admin, {
      method: 'GET',
      url: '/api/admin/ecommerce/exports/orders.csv?from=2000-01-01&to=2000-01-31',
    });
    expect(parse(none.body, { columns: true })).toHaveLength(0);
    const backwards = await injectAs(t.app, admin, {
      method: 'GET',
      url: '/api/admin/ecommerce/exports/orders.csv?from=2020-02-01&to=2020-01-01',
    });
    expect(backwards.statusCode).toBe(400);
    const audited = await t.db.execute(
      sql`select target_label from audit_log where action = 'order.exported' order by at`,
    );
    expect(
      (audited as unknown as { rows: Array<{ target_label: string }> }).rows.map((r) => r.target_label),
    ).toEqual([`orders.csv store ${storeB.id}`, 'orders.csv', 'orders.csv from 2000-01-01 to 2000-01-31']);
  });
});
