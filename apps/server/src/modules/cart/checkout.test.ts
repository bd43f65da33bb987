import { computeTotals } from '@fundpath/contracts/ecommerce';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signTestWebhook,
  TEST_SIGNATURE_HEADER,
  testWebhookEvent,
  testWebhookSecret,
} from '../../adapters/payments';
import { sha256 } from '../../platform/crypto';
import { rowsOf } from '../../platform/day-series';
import type { PlatformEvents } from '../../platform/events';
import { writeSettings } from '../../platform/settings';
import { makeOwner, makeProduct } from '../../testing/catalog';
import {
  CARDS,
  checkoutBody,
  commerceTestApp,
  newIdempotencyKey,
  Shopper,
  spyOnPayments,
} from '../../testing/commerce';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import type { TestApp } from '../../testing/test-app';
import { SHORT_STOCK_MESSAGE } from '../catalog';
import { CART_EMPTY, ORDER_TOO_LARGE, PRICES_CHANGED, PROVIDER_DOWN, STORE_CLOSED } from './checkout';
import { CHECKOUTS_PER_10_MINUTES } from './routes';
import { expireUnpaidOrders } from './stale';

/**
 * Checkout through the API with the offline test provider (ADR 012): a paid order whose figures
 * are computeTotals of its frozen lines, stock decremented in the same transaction, the cart
 * emptied, `order.paid` once; declines (402, cart kept, stock back, order cancelled); the
 * Idempotency-Key (required; a repeat is the same order and one charge; concurrent repeats make
 * one order); stale prices and a closed store (409); the provider unreachable (502, released key);
 * the payment webhook (signature, dedupe); no card number or security code stored or logged; and
 * 20 buyers racing for the last 5 units (truly parallel on PostgreSQL).
 */
let t: TestApp & { logs: string[] };
let spy: ReturnType<typeof spyOnPayments>;
let owner: TestUser;
let store: { id: number };
const paidEvents: Array<PlatformEvents['order.paid']> = [];
const cancelledEvents: Array<PlatformEvents['order.cancelled']> = [];
/** A Luhn-valid Visa that the test provider accepts, used nowhere else: searched for afterwards. */
const SECRET_CARD = '4000056655665556';
const SECRET_CVC = '7391';

beforeAll(async () => {
  t = await commerceTestApp();
  spy = spyOnPayments(t.app);
  t.app.deps.events.on('order.paid', (e) => void paidEvents.push(e));
  t.app.deps.events.on('order.cancelled', (e) => void cancelledEvents.push(e));
  ({ owner, store } = await makeOwner(t.app, t.db));
});
afterAll(() => t.close());

const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.db.execute(query))[0]!;
const stockOf = async (productId: string) =>
  (await one<{ n: number }>(sql`select inventory_quantity n from products where id = ${productId}`)).n;
const orderRow = (id: string) => one<Record<string, unknown>>(sql`select * from orders where id = ${id}`);
const ordersFor = async (email: string) =>
  (await one<{ n: number }>(sql`select count(*)::int n from orders where email = ${email}`)).n;
const product = (body: Record<string, unknown>) => makeProduct(t.app, owner, { price_cents: 1000, ...body });

/** A guest with `lines` in the cart; returns the shopper and the cart as last answered. */
async function shopperWith(lines: Array<[string, number]>, storeId = store.id) {
  const s = new Shopper(t.app);
  let cart: Record<string, unknown> = {};
  for (const [id, qty] of lines) {
    const res = await s.add(storeId, id, qty);
    expect(res.statusCode, res.body).toBe(200);
    cart = res.json();
  }
  return { s, cart: cart as { total_cents: number; subtotal_cents: number } };
}

describe('configuration and refusals', () => {
  it('tells the browser which provider takes the card', async () => {
    const res = await new Shopper(t.app).call('GET', '/api/ecommerce/checkout/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', provider: 'test', publishable_key: null });
  });

  it('requires an Idempotency-Key, and a cart with something in it', async () => {
    const book = await product({ title: 'Key Book', inventory_quantity: 5 });
    const { s } = await shopperWith([[book.id, 1]]);
    const body = checkoutBody(store.id);
    const noKey = await s.checkout(body, null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toContain('Idempotency-Key');
    const badKey = await s.checkout(body, 'short');
    expect(badKey.statusCode).toBe(400);
    expect(await ordersFor(body.email)).toBe(0);

    const nobody = await new Shopper(t.app).checkout(checkoutBody(store.id));
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().message).toBe(CART_EMPTY);
    const emptied = new Shopper(t.app);
    const item = (await emptied.add(store.id, book.id)).json().cart_items[0].id;
    await emptied.call('DELETE', `/api/ecommerce/cart/${item}`);
    expect((await emptied.checkout(checkoutBody(store.id))).json().message).toBe(CART_EMPTY);
    expect(spy.createPayment).toBe(0);
  });

  it('validates the contact, address and card fields with field messages', async () => {
    const book = await product({ title: 'Form Book', inventory_quantity: 5 });
    const { s } = await shopperWith([[book.id, 1]]);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ email: 'not-an-email' }, 'email'],
      [{ shipping_address: { ...checkoutBody(store.id).shipping_address, postal_code: '!' } }, 'postal_code'],
      [{ shipping_address: { ...checkoutBody(store.id).shipping_address, name: 'Bad\u0007Name' } }, 'name'],
      [{ payment: { card_number: '12', exp_month: 1, exp_year: 2030, cvc: '123' } }, 'payment'],
      [{ expected_total_cents: -1 }, 'expected_total_cents'],
    ];
    for (const [override, field] of cases) {
      const res = await s.checkout(checkoutBody(store.id, override));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message).toContain(field);
    }
    expect(spy.createPayment).toBe(0);
  });
});

describe('a successful checkout', () => {
  it('pays the order: computeTotals of frozen lines, stock down, cart emptied, order.paid once', async () => {
    const book = await product({
      title: 'Funding Workbook',
      price_cents: 2900,
      inventory_quantity: 10,
      sku: 'FW-1',
    });
    const mug = await product({ title: 'Coach Mug', price_cents: 1250, inventory_quantity: 3 });
    const { s, cart } = await shopperWith([
      [book.id, 2],
      [mug.id, 1],
    ]);
    const calls = spy.createPayment;
    const paidBefore = paidEvents.length;
    const body = checkoutBody(
      store.id,
      {
        expected_total_cents: cart.total_cents,
        payment: { card_number: SECRET_CARD, exp_month: 11, exp_year: 2031, cvc: SECRET_CVC.slice(0, 3) },
      },
      SECRET_CARD,
    );
    const res = await s.checkout(body);
    expect(res.statusCode, res.body).toBe(201);
    expect(spy.createPayment).toBe(calls + 1);
    const { order, access_key, client_secret, message } = res.json();
    expect(message).toBe('Order placed');
    expect(client_secret).toBeNull();
    expect(order).toMatchObject({
      store_id: store.id,
      status: 'paid',
      payment_status: 'succeeded',
      payment_provider: 'test',
      card_brand: 'visa',
      card_last4: '5556',
      email: body.email,
      customer_name: 'Casey Buyer',
    });
    expect(order.number).toMatch(/^FP-\d{5,}$/);
    const subtotal = 2 * 2900 + 1250;
    expect(order).toMatchObject(
      computeTotals(subtotal, {
        tax_rate_bps: 875,
        shipping_cents: 999,
        free_shipping_threshold_cents: 10_000,
      }),
    );
    expect(order.total_cents).toBe(cart.total_cents);
    expect(
      order.lines.map((l: Record<string, unknown>) => [
        l.title,
        l.sku,
        l.unit_price_cents,
        l.quantity,
        l.line_total_cents,
      ]),
    ).toEqual([
      ['Funding Workbook', 'FW-1', 2900, 2, 5800],
      ['Coach Mug', null, 1250, 1, 1250],
    ]);
    expect(
      order.lines.reduce((n: number, l: { line_total_cents: number }) => n + l.line_total_cents, 0),
    ).toBe(order.subtotal_cents);
    expect(order.events.map((e: { message: string }) => e.message)).toEqual([
      'Order placed',
      `Payment of $${(order.total_cents / 100).toFixed(2)} captured`,
    ]);
    // The key opens the order; only its hash is stored.
    const row = await orderRow(order.id);
    expect(row.access_key_hash).toBe(sha256(access_key));
    expect(row.customer_id).toBeNull();
    expect(row.platform_fee_bps).toBe(0);
    const read = await new Shopper(t.app).call('GET', `/api/ecommerce/orders/${order.id}?key=${access_key}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().order.number).toBe(order.number);
    // Stock went down in the order's transaction; the cart is empty; one event.
    expect(await stockOf(book.id)).toBe(8);
    expect(await stockOf(mug.id)).toBe(2);
    expect((await s.cart(store.id)).json()).toMatchObject({ cart_items: [], total_cents: 0 });
    expect(paidEvents.slice(paidBefore)).toEqual([{ order_id: order.id, store_id: store.id }]);
  });

  it('stores and logs no card number or security code anywhere', async () => {
    const tables = rowsOf<{ s: string; t: string }>(
      await t.db.execute(sql`select table_schema s, table_name t from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`),
    );
    expect(tables.length).toBeGreaterThan(20);
    for (const { s, t: table } of tables) {
      const ref = sql.raw(`"${s}"."${table}"`);
      const hits = await one<{ n: number }>(
        sql`select count(*)::int n from ${ref} x where x::text like ${`%${SECRET_CARD}%`} or x::text ilike '%"cvc"%'`,
      );
      expect(hits.n, `${s}.${table}`).toBe(0);
    }
    const log = t.logs.join('\n');
    expect(t.logs.length).toBeGreaterThan(0);
    expect(log).not.toContain(SECRET_CARD);
    expect(log).not.toContain('4000 0566');
    expect(log).not.toMatch(/"cvc":"\d/);
  });

  it('records the signed-in buyer and freezes the platform fee in effect', async () => {
    const book = await product({ title: 'Member Book', price_cents: 4000, inventory_quantity: 5 });
    const buyer = await makeUser(t.db, 'customer');
    const s = new Shopper(t.app).signIn(buyer);
    await s.add(store.id, book.id, 1);
    await writeSettings(t.db, t.config.appSecret, { 'commerce.platform_fee_bps': 250 }, null);
    await t.app.deps.settings.load(t.db);
    try {
      const res = await s.checkout(checkoutBody(store.id));
      expect(res.statusCode, res.body).toBe(201);
      const row = await orderRow(res.json().order.id);
      expect(row).toMatchObject({ customer_id: buyer.id, platform_fee_bps: 250, platform_fee_cents: 100 });
    } finally {
      await writeSettings(t.db, t.config.appSecret, { 'commerce.platform_fee_bps': null }, null);
      await t.app.deps.settings.load(t.db);
    }
  });
});

describe('declined cards', () => {
  for (const [card, message] of [
    [CARDS.declined, 'Your card was declined.'],
    [CARDS.insufficient, 'Your card has insufficient funds.'],
  ] as const) {
    it(`answers 402 “${message}”, cancels the order, restocks and keeps the cart`, async () => {
      const book = await product({ title: 'Declined Book', price_cents: 1500, inventory_quantity: 4 });
      const { s } = await shopperWith([[book.id, 3]]);
      const body = checkoutBody(store.id, {}, card);
      const cancelledBefore = cancelledEvents.length;
      const paidBefore = paidEvents.length;
      const res = await s.checkout(body);
      expect(res.statusCode).toBe(402);
      expect(res.json()).toMatchObject({ status: 'error', code: 'PAYMENT_DECLINED', message });
      expect(await stockOf(book.id)).toBe(4);
      expect((await s.cart(store.id)).json().cart_items.map((i: { quantity: number }) => i.quantity)).toEqual(
        [3],
      );
      const row = await one<Record<string, unknown>>(sql`select * from orders where email = ${body.email}`);
      expect(row).toMatchObject({ status: 'cancelled', payment_status: 'failed', payment_failure: message });
      const lines = rowsOf<{ restocked_quantity: number }>(
        await t.db.execute(sql`select restocked_quantity from order_lines where order_id = ${row.id}`),
      );
      expect(lines).toEqual([{ restocked_quantity: 3 }]);
      const events = rowsOf<{ message: string }>(
        await t.db.execute(sql`select message from order_events where order_id = ${row.id} order by id`),
      );
      expect(events.map((e) => e.message)).toEqual(['Order placed', `Payment declined: ${message}`]);
      expect(cancelledEvents.slice(cancelledBefore)).toEqual([
        { order_id: row.id, store_id: store.id, by: null },
      ]);
      expect(paidEvents.length).toBe(paidBefore);
      // The cart is still there to pay with another card.
      const retry = await s.checkout(checkoutBody(store.id));
      expect(retry.statusCode).toBe(201);
      expect(await stockOf(book.id)).toBe(1);
    });
  }
});

describe('Idempotency-Key', () => {
  it('answers a repeat with the same order, marked replayed, after one charge', async () => {
    const book = await product({ title: 'Replay Book', inventory_quantity: 5 });
    const { s } = await shopperWith([[book.id, 2]]);
    const body = checkoutBody(store.id);
    const key = newIdempotencyKey();
    const calls = spy.createPayment;
    const first = await s.checkout(body, key);
    expect(first.statusCode).toBe(201);
    const second = await s.checkout(body, key);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json().order.id).toBe(first.json().order.id);
    expect(second.json().access_key).toBe(first.json().access_key);
    expect(second.json().order.status).toBe('paid');
    expect(spy.createPayment).toBe(calls + 1);
    expect(await ordersFor(body.email)).toBe(1);
    expect(await stockOf(book.id)).toBe(3);
    // The same key for another request is refused; a new key with an empty cart is too.
    const other = await s.checkout({ ...body, email: 'someone.else@example.com' }, key);
    expect(other.statusCode).toBe(409);
    expect((await s.checkout(body)).json().message).toBe(CART_EMPTY);
    // Another guest's identical key is theirs, not this order.
    const stranger = await shopperWith([[book.id, 1]]);
    const theirs = await stranger.s.checkout(body, key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().order.id).not.toBe(first.json().order.id);
  });

  it('makes one order and one charge from two concurrent requests with one key', async () => {
    const book = await product({ title: 'Double Click Book', inventory_quantity: 5 });
    const { s } = await shopperWith([[book.id, 1]]);
    const body = checkoutBody(store.id);
    const key = newIdempotencyKey();
    const [a, b] = await Promise.all([s.checkout(body, key), s.checkout(body, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().order.id).toBe(b.json().order.id);
    expect([a.headers['idempotent-replayed'], b.headers['idempotent-replayed']].filter(Boolean)).toEqual([
      'true',
    ]);
    expect(await ordersFor(body.email)).toBe(1);
    const charges = await one<{ n: number }>(
      sql`select count(*)::int n from test_payments where idempotency_key = ${a.json().order.id}`,
    );
    expect(charges.n).toBe(1);
    expect(await stockOf(book.id)).toBe(4);
  });
});

describe('what changed since the cart was shown', () => {
  it('409s a stale total with the fresh cart, writing nothing', async () => {
    const book = await product({ title: 'Repriced Book', price_cents: 2000, inventory_quantity: 5 });
    const { s, cart } = await shopperWith([[book.id, 2]]);
    await t.db.execute(sql`update products set price_cents = 2100 where id = ${book.id}`);
    const body = checkoutBody(store.id, { expected_total_cents: cart.total_cents });
    const res = await s.checkout(body);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PRICES_CHANGED);
    const fresh = res.json().details.cart;
    expect(fresh.subtotal_cents).toBe(4200);
    expect(fresh.total_cents).not.toBe(cart.total_cents);
    expect(await ordersFor(body.email)).toBe(0);
    expect(await stockOf(book.id)).toBe(5);
    // With the new total it goes through.
    const ok = await s.checkout({ ...body, expected_total_cents: fresh.total_cents });
    expect(ok.statusCode).toBe(201);
  });

  it('409s stock that ran out since, naming the short line, writing nothing', async () => {
    const book = await product({ title: 'Scarce Book', inventory_quantity: 3 });
    const { s } = await shopperWith([[book.id, 3]]);
    await t.db.execute(sql`update products set inventory_quantity = 1 where id = ${book.id}`);
    const body = checkoutBody(store.id);
    const res = await s.checkout(body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: SHORT_STOCK_MESSAGE,
      details: { short: [{ product_id: book.id, title: 'Scarce Book', available: 1 }] },
    });
    expect(await ordersFor(body.email)).toBe(0);
    expect(await stockOf(book.id)).toBe(1);
  });

  it('409s a suspended store: “This store is not taking orders right now”', async () => {
    const other = await makeOwner(t.app, t.db);
    const item = await makeProduct(t.app, other.owner, { title: 'Suspended Item', inventory_quantity: 5 });
    const { s } = await shopperWith([[item.id, 1]], other.store.id);
    await t.db.execute(
      sql`update stores set suspended_at = now(), suspended_reason = 'Review' where id = ${other.store.id}`,
    );
    const body = checkoutBody(other.store.id);
    const res = await s.checkout(body);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(STORE_CLOSED);
    expect(await ordersFor(body.email)).toBe(0);
    expect(await stockOf(item.id)).toBe(5);
  });
});

describe('amounts the provider cannot charge', () => {
  it('confirms an order with nothing to pay without asking the provider', async () => {
    const freebie = await product({ title: 'Free Checklist', price_cents: 0, inventory_quantity: 5 });
    const { s } = await shopperWith([[freebie.id, 1]]);
    const calls = spy.createPayment;
    const res = await s.checkout(checkoutBody(store.id));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order).toMatchObject({ status: 'paid', total_cents: 0, card_last4: null });
    expect(res.json().order.events.at(-1).message).toBe('Nothing to pay: order confirmed');
    expect(spy.createPayment).toBe(calls);
    expect(await stockOf(freebie.id)).toBe(4);
  });

  it('refuses an order above $999,999.99 before anything is written', async () => {
    const big = await product({
      title: 'Enterprise Package',
      price_cents: 100_000_000,
      track_inventory: false,
    });
    const { s } = await shopperWith([[big.id, 2]]);
    const body = checkoutBody(store.id);
    const res = await s.checkout(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ORDER_TOO_LARGE);
    expect(await ordersFor(body.email)).toBe(0);
  });
});

describe('the payment provider unreachable', () => {
  it('502s, cancels and restocks, keeps the cart, and lets a retry with the same key start afresh', async () => {
    const book = await product({ title: 'Outage Book', inventory_quantity: 2 });
    const { s } = await shopperWith([[book.id, 2]]);
    const body = checkoutBody(store.id);
    const key = newIdempotencyKey();
    spy.down = true;
    let res: Awaited<ReturnType<Shopper['checkout']>>;
    try {
      res = await s.checkout(body, key);
    } finally {
      spy.down = false;
    }
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: PROVIDER_DOWN });
    expect(await stockOf(book.id)).toBe(2);
    const cancelled = await one<Record<string, unknown>>(
      sql`select * from orders where email = ${body.email}`,
    );
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      payment_status: 'failed',
      payment_failure: PROVIDER_DOWN,
    });
    const retry = await s.checkout(body, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(retry.json().order.id).not.toBe(cancelled.id);
    expect(await stockOf(book.id)).toBe(0);
  });
});

describe('the payment webhook', () => {
  const post = (body: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/ecommerce/payments/webhook',
      payload: body,
      headers: { 'content-type': 'application/json', ...headers },
    });
  const signed = (event: unknown) => {
    const body = JSON.stringify(event);
    return {
      body,
      headers: { [TEST_SIGNATURE_HEADER]: signTestWebhook(body, testWebhookSecret(t.config.appSecret)) },
    };
  };

  /** A checkout whose payment waits for 3-D Secure: a pending order with a client secret. */
  async function pendingOrder(stock = 3) {
    const book = await product({ title: '3DS Book', price_cents: 3000, inventory_quantity: stock });
    const { s } = await shopperWith([[book.id, 1]]);
    spy.requireAction = true;
    try {
      const res = await s.checkout(checkoutBody(store.id));
      expect(res.statusCode, res.body).toBe(201);
      return { s, book, res: res.json() };
    } finally {
      spy.requireAction = false;
    }
  }

  it('refuses a missing or wrong signature with 400, changing nothing', async () => {
    const { res } = await pendingOrder();
    expect(res.client_secret).toMatch(/_secret_test$/);
    expect(res.order.status).toBe('pending_payment');
    const row = await orderRow(res.order.id);
    const event = testWebhookEvent('payment_intent.succeeded', {
      id: row.payment_id as string,
      amount_cents: res.order.total_cents,
      failure_message: null,
    });
    const { body } = signed(event);
    expect((await post(body, {})).statusCode).toBe(400);
    const forged = await post(body, { [TEST_SIGNATURE_HEADER]: signTestWebhook(body, 'not-the-secret') });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Invalid webhook signature');
    expect((await orderRow(res.order.id)).status).toBe('pending_payment');
  });

  it('pays a pending order once (cart emptied, order.paid once); a redelivery changes nothing', async () => {
    const { s, res } = await pendingOrder();
    expect((await s.cart(store.id)).json().item_count).toBe(1);
    const row = await orderRow(res.order.id);
    const event = testWebhookEvent(
      'payment_intent.succeeded',
      { id: row.payment_id as string, amount_cents: res.order.total_cents, failure_message: null },
      { metadata: { order_id: res.order.id } },
    );
    const paidBefore = paidEvents.length;
    const { body, headers } = signed(event);
    const first = await post(body, headers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'success', received: true, handled: true });
    const paid = await orderRow(res.order.id);
    expect(paid).toMatchObject({ status: 'paid', payment_status: 'succeeded', card_last4: '4242' });
    expect((await s.cart(store.id)).json().item_count).toBe(0);
    const again = await post(body, signed(event).headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().handled).toBe(false);
    expect(paidEvents.slice(paidBefore)).toEqual([{ order_id: res.order.id, store_id: store.id }]);
    const events = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int n from order_events where order_id = ${res.order.id} and type = 'paid'`,
      ),
    );
    expect(events[0]!.n).toBe(1);
  });

  it('cancels and restocks a pending order whose payment failed', async () => {
    const { book, res } = await pendingOrder(3);
    expect(await stockOf(book.id)).toBe(2);
    const row = await orderRow(res.order.id);
    const { body, headers } = signed(
      testWebhookEvent('payment_intent.payment_failed', {
        id: row.payment_id as string,
        amount_cents: res.order.total_cents,
        failure_message: 'Your card was declined.',
      }),
    );
    const answer = await post(body, headers);
    expect(answer.json().handled).toBe(true);
    expect(await orderRow(res.order.id)).toMatchObject({ status: 'cancelled', payment_status: 'failed' });
    expect(await stockOf(book.id)).toBe(3);
  });

  it('refunds a payment that succeeds after its order was cancelled, once, and notes it on the timeline', async () => {
    const { book, res } = await pendingOrder(3);
    const row = await orderRow(res.order.id);
    const failed = signed(
      testWebhookEvent('payment_intent.payment_failed', {
        id: row.payment_id as string,
        amount_cents: res.order.total_cents,
        failure_message: 'Authentication timed out.',
      }),
    );
    expect((await post(failed.body, failed.headers)).json().handled).toBe(true);
    const late = testWebhookEvent('payment_intent.succeeded', {
      id: row.payment_id as string,
      amount_cents: res.order.total_cents,
      failure_message: null,
    });
    const first = signed(late);
    expect((await post(first.body, first.headers)).json().handled).toBe(true);
    expect((await post(first.body, signed(late).headers)).json().handled).toBe(false); // redelivery
    // Still cancelled, stock back once, and the money went back in full exactly once.
    expect(await orderRow(res.order.id)).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    expect(await stockOf(book.id)).toBe(3);
    const notes = rowsOf<{ type: string; message: string }>(
      await t.db.execute(
        sql`select type, message from order_events where order_id = ${res.order.id} and type like 'late_payment%'`,
      ),
    );
    expect(notes).toEqual([
      {
        type: 'late_payment_refunded',
        message: `A payment of $${(res.order.total_cents / 100).toFixed(2)} arrived after the order was cancelled; it was refunded in full`,
      },
    ]);
    await expect(
      t.app.deps.payments.refund({
        payment_id: row.payment_id as string,
        amount_cents: 1,
        idempotency_key: 'one-cent-more',
      }),
    ).rejects.toThrow('more than is left to refund (0 cents)');
  });

  it('refunds the payment of an order its owner cancelled while the buyer was confirming 3-D Secure', async () => {
    const { book, res } = await pendingOrder(3);
    const cancel = await injectAs(t.app, owner, {
      method: 'POST',
      url: `/api/ecommerce/my-store/orders/${res.order.id}/cancel`,
      payload: { reason: 'Buyer asked by phone', restock: true },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await orderRow(res.order.id)).toMatchObject({ status: 'cancelled', payment_status: 'pending' });
    expect(await stockOf(book.id)).toBe(3);
    // The buyer finishes 3-D Secure: the provider took the money for a cancelled order.
    const row = await orderRow(res.order.id);
    const paid = signed(
      testWebhookEvent('payment_intent.succeeded', {
        id: row.payment_id as string,
        amount_cents: res.order.total_cents,
        failure_message: null,
      }),
    );
    expect((await post(paid.body, paid.headers)).json().handled).toBe(true);
    expect(await orderRow(res.order.id)).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    expect(await stockOf(book.id)).toBe(3);
    // Refunded in full: not one cent more is left to give back.
    await expect(
      t.app.deps.payments.refund({
        payment_id: row.payment_id as string,
        amount_cents: 1,
        idempotency_key: 'after-3ds-cancel',
      }),
    ).rejects.toThrow('more than is left to refund (0 cents)');
  });

  it('gives back the units of orders abandoned before paying, and refunds a payment that comes after', async () => {
    const stale = await pendingOrder(3);
    const fresh = await pendingOrder(3);
    await t.db.execute(
      sql`update orders set created_at = now() - interval '31 minutes' where id = ${stale.res.order.id}`,
    );
    const sweep = () =>
      expireUnpaidOrders({
        db: t.db,
        log: t.app.log,
        events: t.app.deps.events,
        payments: () => t.app.deps.payments,
      });
    const tally = await sweep();
    expect(tally).toMatchObject({ paid: 0, cancelled: 1 });
    expect(await orderRow(stale.res.order.id)).toMatchObject({
      status: 'cancelled',
      payment_status: 'failed',
      payment_failure: 'The payment was not completed in time',
    });
    expect(await stockOf(stale.book.id)).toBe(3);
    // A younger order is still the buyer's to finish.
    expect(await orderRow(fresh.res.order.id)).toMatchObject({ status: 'pending_payment' });
    expect(await stockOf(fresh.book.id)).toBe(2);
    expect((await sweep()).cancelled).toBe(0);
    // The buyer completes 3-D Secure after all: the money goes back, the order stays cancelled.
    const row = await orderRow(stale.res.order.id);
    const late = signed(
      testWebhookEvent('payment_intent.succeeded', {
        id: row.payment_id as string,
        amount_cents: stale.res.order.total_cents,
        failure_message: null,
      }),
    );
    expect((await post(late.body, late.headers)).json().handled).toBe(true);
    expect(await orderRow(stale.res.order.id)).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
    });
    expect(await stockOf(stale.book.id)).toBe(3);
  });

  it('acknowledges events it does not act on', async () => {
    const { body, headers } = signed({
      id: 'evt_other_1',
      type: 'customer.created',
      data: { object: { id: 'cus_1' } },
    });
    const res = await post(body, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().handled).toBe(false);
  });
});

describe('stock contention', () => {
  it('sells the last 5 units to exactly 5 of 20 parallel buyers; the rest get 409', async () => {
    const last = await product({ title: 'Last Five', price_cents: 1999, inventory_quantity: 5 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => shopperWith([[last.id, 1]])));
    const results = await Promise.all(buyers.map(({ s }) => s.checkout(checkoutBody(store.id))));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    for (const r of results.filter((r) => r.statusCode === 409))
      expect(r.json().message).toBe(SHORT_STOCK_MESSAGE);
    expect(await stockOf(last.id)).toBe(0);
    const sold = await one<{ n: number; units: number }>(
      sql`select count(distinct o.id)::int n, coalesce(sum(l.quantity), 0)::int units from orders o
          join order_lines l on l.order_id = o.id where l.product_id = ${last.id} and o.status = 'paid'`,
    );
    expect(sold).toEqual({ n: 5, units: 5 });
  });

  it(`limits checkout attempts to ${CHECKOUTS_PER_10_MINUTES} per IP in 10 minutes`, async () => {
    const s = new Shopper(t.app);
    for (let i = 0; i < CHECKOUTS_PER_10_MINUTES; i += 1) {
      expect((await s.call('POST', '/api/ecommerce/checkout', {})).statusCode).toBe(400);
    }
    const limited = await s.checkout(checkoutBody(store.id));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
