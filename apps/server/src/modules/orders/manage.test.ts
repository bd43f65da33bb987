import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderError, type PaymentsProvider } from '../../adapters/payments';
import { rowsOf } from '../../platform/day-series';
import { call, catalogTestApp, makeOwner, makeProduct } from '../../testing/catalog';
import { makeUser, type TestUser } from '../../testing/factories';
import { placeTestOrder, stockOf } from '../../testing/orders';
import type { TestApp } from '../../testing/test-app';
import { recordPendingPayment } from './placement';
import { JUST_PAID, REFUND_IN_FLIGHT } from './refunds';

/**
 * The order's state machine as the owner (and an admin) drive it: ship only what is paid, deliver
 * only what shipped; refunds through the payments adapter add up and never pass the total (not
 * even in parallel), stock goes back once; cancelling a paid order refunds it in full. Every
 * change is on the timeline and in the audit log; illegal moves are 409s that change nothing.
 */
let t: TestApp;
let owner: TestUser;
let store: { id: number };
let admin: TestUser;
let tee: { id: string };
let cap: { id: string };

beforeAll(async () => {
  t = await catalogTestApp();
  ({ owner, store } = await makeOwner(t.app, t.db, { name: 'Olive Owner' }));
  admin = await makeUser(t.db, 'admin', { display_name: 'Avery Admin' });
  tee = await makeProduct(t.app, owner, { title: 'Tee', price_cents: 2000, inventory_quantity: 100 });
  cap = await makeProduct(t.app, owner, { title: 'Cap', price_cents: 1500, inventory_quantity: 100 });
});
afterAll(() => t.close());

const ORDERS = '/api/ecommerce/my-store/orders';
const act = (who: TestUser, id: string, action: string, body: Record<string, unknown> = {}) =>
  call(t.app, who, 'POST', `${ORDERS}/${id}/${action}`, body);
const read = async (id: string) => (await call(t.app, owner, 'GET', `${ORDERS}/${id}`)).json().order;
const order = (quantity = 1, pay = true) =>
  placeTestOrder(t.app, { storeId: store.id, items: [{ product_id: tee.id, quantity }], pay });
const audits = async (id: string) =>
  rowsOf<{ action: string; actor_name: string }>(
    await t.db.execute(sql`select action, actor_name from audit_log where target_id = ${id} order by at, id`),
  );
const refunds = async (id: string) =>
  rowsOf<{ amount_cents: number; provider_refund_id: string | null }>(
    await t.db.execute(
      sql`select amount_cents, provider_refund_id from order_refunds where order_id = ${id}`,
    ),
  );
const providerRefunded = async (paymentId: string) =>
  Number(
    rowsOf<{ n: number }>(
      await t.db.execute(sql`select refunded_cents as n from test_payments where id = ${paymentId}`),
    )[0]?.n,
  );
const paymentIdOf = async (id: string) =>
  rowsOf<{ payment_id: string }>(await t.db.execute(sql`select payment_id from orders where id = ${id}`))[0]!
    .payment_id;

describe('shipping and delivery', () => {
  it('ships only a paid order, then delivers only a shipped one', async () => {
    const unpaid = await order(1, false);
    const early = await act(owner, unpaid.id, 'fulfil', { carrier: 'UPS', tracking_number: '1Z999AA1' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This order is not paid yet, so it cannot be shipped');

    const o = await order();
    const notShipped = await act(owner, o.id, 'deliver');
    expect(notShipped.statusCode).toBe(409);
    expect(notShipped.json().message).toMatch(/^Only shipped orders can be marked as delivered/);

    const shipped = await act(owner, o.id, 'fulfil', {
      carrier: 'UPS',
      tracking_number: '1Z999AA10123456784',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().order).toMatchObject({
      status: 'fulfilled',
      carrier: 'UPS',
      tracking_number: '1Z999AA10123456784',
    });
    expect(shipped.json().order.fulfilled_at).not.toBeNull();
    const event = shipped.json().order.events.at(-1);
    expect(event).toMatchObject({
      type: 'fulfilled',
      message: 'Shipped with UPS, tracking number 1Z999AA10123456784',
      actor_name: 'Olive Owner',
    });
    expect(
      (await act(owner, o.id, 'fulfil', { carrier: 'UPS', tracking_number: '1Z999AA1' })).statusCode,
    ).toBe(409);

    const delivered = await act(owner, o.id, 'deliver');
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json().order.status).toBe('delivered');
    expect((await act(owner, o.id, 'deliver')).statusCode).toBe(409);
    expect((await audits(o.id)).map((a) => a.action)).toEqual(['order.fulfilled', 'order.delivered']);
    expect((await audits(o.id))[0]!.actor_name).toContain('Olive Owner');
  });

  it('refuses a bad tracking number or carrier with field messages', async () => {
    const o = await order();
    const bad = await act(owner, o.id, 'fulfil', { carrier: 'UPS', tracking_number: 'no spaces!' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().details)).toContain('tracking_number');
    const control = await act(owner, o.id, 'fulfil', { carrier: 'U\u0007PS', tracking_number: '1Z999AA1' });
    expect(control.statusCode).toBe(400);
    expect(control.json().message).toContain('control characters');
    const huge = await act(owner, o.id, 'fulfil', { carrier: 'x'.repeat(61), tracking_number: '1Z999AA1' });
    expect(huge.statusCode).toBe(400);
    expect((await read(o.id)).status).toBe('paid');
  });
});

describe('refunds', () => {
  it('adds partial refunds up to the total, through the provider, and no further', async () => {
    const o = await order(2); // 2 × $20.00 + $9.99 shipping + tax
    const before = await read(o.id);
    expect(before.total_cents).toBe(o.total_cents);

    const first = await act(owner, o.id, 'refund', { amount_cents: 1000, reason: 'Late delivery' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().order).toMatchObject({
      status: 'paid',
      payment_status: 'partially_refunded',
      refunded_cents: 1000,
    });
    expect(first.json().order.events.at(-1).message).toBe('Partially refunded: $10.00 (Late delivery)');

    const tooMuch = await act(owner, o.id, 'refund', { amount_cents: o.total_cents });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().details.errors.amount_cents).toMatch(/^At most \$\d+\.\d\d is left to refund/);

    const second = await act(owner, o.id, 'refund', { amount_cents: 500 });
    expect(second.json().order.refunded_cents).toBe(1500);
    const rest = await act(owner, o.id, 'refund', { reason: 'Goodwill' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().order).toMatchObject({
      status: 'refunded',
      payment_status: 'refunded',
      refunded_cents: o.total_cents,
    });
    const rows = await refunds(o.id);
    expect(rows.map((r) => r.amount_cents)).toEqual([1000, 500, o.total_cents - 1500]);
    expect(rows.every((r) => r.provider_refund_id !== null)).toBe(true);
    expect(await providerRefunded(await paymentIdOf(o.id))).toBe(o.total_cents);

    const again = await act(owner, o.id, 'refund', { amount_cents: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order has already been refunded in full');
    expect((await audits(o.id)).map((a) => a.action)).toEqual([
      'order.refunded',
      'order.refunded',
      'order.refunded',
    ]);
  });

  it('puts units back in stock once, however many refunds ask', async () => {
    const start = await stockOf(t.db, tee.id);
    const o = await order(3);
    expect(await stockOf(t.db, tee.id)).toBe(start - 3);
    const first = await act(owner, o.id, 'refund', { amount_cents: 100, restock: true });
    expect(first.statusCode, first.body).toBe(200);
    expect(await stockOf(t.db, tee.id)).toBe(start);
    expect(first.json().order.lines[0].restocked_quantity).toBe(3);
    expect(first.json().order.events.at(-1).message).toContain('3 units back in stock');
    await act(owner, o.id, 'refund', { amount_cents: 100, restock: true });
    expect(await stockOf(t.db, tee.id)).toBe(start);
    const noRestock = await order(1);
    await act(owner, noRestock.id, 'refund', {});
    expect(await stockOf(t.db, tee.id)).toBe(start - 1);
  });

  it('refuses to refund an unpaid or cancelled order, and bad amounts', async () => {
    const unpaid = await order(1, false);
    const r = await act(owner, unpaid.id, 'refund', {});
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe('Only paid orders can be refunded; this one is awaiting payment');
    const o = await order();
    for (const amount_cents of [0, -5, 1.5, 1e12]) {
      expect((await act(owner, o.id, 'refund', { amount_cents })).statusCode).toBe(400);
    }
    expect((await act(owner, o.id, 'refund', { reason: 'bad\u0000byte' })).statusCode).toBe(400);
    expect((await read(o.id)).refunded_cents).toBe(0);
  });

  it('changes nothing when the provider cannot be reached, and works once it can', async () => {
    const o = await order();
    const real: PaymentsProvider = t.app.deps.payments;
    t.app.deps.payments = {
      ...real,
      kind: real.kind,
      refund: async () => {
        throw new PaymentProviderError('connect ECONNREFUSED');
      },
    };
    try {
      const down = await act(owner, o.id, 'refund', { amount_cents: 700 });
      expect(down.statusCode).toBe(503);
      expect(down.json().message).toMatch(/Nothing was refunded/);
      const cancel = await act(owner, o.id, 'cancel', {});
      expect(cancel.statusCode).toBe(503);
    } finally {
      t.app.deps.payments = real;
    }
    const after = await read(o.id);
    expect(after).toMatchObject({ status: 'paid', payment_status: 'succeeded', refunded_cents: 0 });
    expect(after.cancelled_at).toBeNull();
    expect(await refunds(o.id)).toEqual([]);
    expect((await act(owner, o.id, 'refund', { amount_cents: 700 })).json().order.refunded_cents).toBe(700);
  });

  it('refuses to refund through another provider than the one that took the money', async () => {
    const o = await order();
    const real: PaymentsProvider = t.app.deps.payments;
    t.app.deps.payments = { ...real, kind: 'stripe', refund: real.refund };
    try {
      const res = await act(owner, o.id, 'refund', {});
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/^This order was paid through the test provider/);
      expect((await act(owner, o.id, 'cancel', {})).statusCode).toBe(409);
    } finally {
      t.app.deps.payments = real;
    }
    expect(await read(o.id)).toMatchObject({ status: 'paid', refunded_cents: 0 });
  });

  it('never refunds more than the total, even when asked many times at once', async () => {
    const o = await order(2);
    // Owner and admin at once, each asking for more than half: only one of them can be paid out.
    const attempts = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2
          ? call(t.app, admin, 'POST', `/api/admin/ecommerce/orders/${o.id}/refund`, {
              amount_cents: o.total_cents - 100,
            })
          : act(owner, o.id, 'refund', { amount_cents: o.total_cents - 100 }),
      ),
    );
    const ok = attempts.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const r of attempts.filter((x) => x.statusCode !== 200)) expect([400, 409]).toContain(r.statusCode);
    const after = await read(o.id);
    const settled = (await refunds(o.id)).reduce((s, r) => s + r.amount_cents, 0);
    expect(after.refunded_cents).toBe(settled);
    expect(after.refunded_cents).toBeLessThanOrEqual(o.total_cents);
    expect(await providerRefunded(await paymentIdOf(o.id))).toBe(settled);

    const full = await Promise.all(Array.from({ length: 4 }, () => act(owner, o.id, 'refund', {})));
    expect(full.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const done = await read(o.id);
    expect(done).toMatchObject({ status: 'refunded', refunded_cents: o.total_cents });
    expect(await providerRefunded(await paymentIdOf(o.id))).toBe(o.total_cents);
  });
});

describe('cancelling', () => {
  it('cancels an unpaid order and puts its units back (restock is the default)', async () => {
    const start = await stockOf(t.db, tee.id);
    const o = await order(2, false);
    const res = await act(owner, o.id, 'cancel', { reason: 'Buyer asked' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'cancelled', refunded_cents: 0 });
    expect(res.json().order.events.at(-1).message).toBe('Cancelled (Buyer asked); 2 units back in stock');
    expect(await stockOf(t.db, tee.id)).toBe(start);
    expect((await act(owner, o.id, 'cancel', {})).json().message).toBe('This order is already cancelled');
  });

  it('does not cancel an order whose payment has just succeeded at the provider', async () => {
    const o = await order(1, false);
    const payment = await t.app.deps.payments.createPayment({
      amount_cents: o.total_cents,
      currency: 'USD',
      idempotency_key: o.id,
      description: 'in flight',
      metadata: { order_id: o.id },
      method: { card_number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' },
    });
    await t.db.transaction((tx) => recordPendingPayment(tx, o.id, payment.id));
    const res = await act(owner, o.id, 'cancel', {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(JUST_PAID);
    expect((await read(o.id)).status).toBe('pending_payment');
  });

  it('refunds a paid order in full through the provider', async () => {
    const o = await placeTestOrder(t.app, {
      storeId: store.id,
      items: [
        { product_id: tee.id, quantity: 1 },
        { product_id: cap.id, quantity: 2 },
      ],
    });
    await act(owner, o.id, 'refund', { amount_cents: 300 });
    const res = await act(owner, o.id, 'cancel', { restock: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
      refunded_cents: o.total_cents,
    });
    expect(res.json().message).toContain(`refunded`);
    expect((await refunds(o.id)).map((r) => r.amount_cents)).toEqual([300, o.total_cents - 300]);
    expect(await providerRefunded(await paymentIdOf(o.id))).toBe(o.total_cents);
    expect((await audits(o.id)).map((a) => a.action)).toEqual(['order.refunded', 'order.cancelled']);
  });

  it('waits for a refund in flight: a cancel meanwhile is a 409, and the refund then settles', async () => {
    const o = await order();
    const real: PaymentsProvider = t.app.deps.payments;
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let called!: () => void;
    const reached = new Promise<void>((resolve) => {
      called = resolve;
    });
    t.app.deps.payments = {
      ...real,
      kind: real.kind,
      refund: async (input) => {
        called();
        await held;
        return real.refund(input);
      },
    };
    try {
      const refunding = act(owner, o.id, 'refund', { amount_cents: 500 });
      await reached;
      const cancel = await act(owner, o.id, 'cancel', {});
      expect(cancel.statusCode).toBe(409);
      expect(cancel.json().message).toBe(REFUND_IN_FLIGHT);
      release();
      expect((await refunding).statusCode).toBe(200);
    } finally {
      t.app.deps.payments = real;
    }
    expect(await read(o.id)).toMatchObject({ status: 'paid', refunded_cents: 500 });
    const cancelled = await act(owner, o.id, 'cancel', {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().order).toMatchObject({ status: 'cancelled', refunded_cents: o.total_cents });
    expect(await providerRefunded(await paymentIdOf(o.id))).toBe(o.total_cents);
  });

  it('refuses to cancel a shipped order (refund it instead)', async () => {
    const o = await order();
    await act(owner, o.id, 'fulfil', { carrier: 'USPS', tracking_number: '9400100000000000000000' });
    const res = await act(owner, o.id, 'cancel', {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/this one is shipped\. Refund it instead\.$/);
    expect((await read(o.id)).status).toBe('fulfilled');
  });

  it('is the same for admins, through their own routes', async () => {
    const o = await order();
    const refund = await call(t.app, admin, 'POST', `/api/admin/ecommerce/orders/${o.id}/refund`, {
      amount_cents: 250,
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const cancel = await call(t.app, admin, 'POST', `/api/admin/ecommerce/orders/${o.id}/cancel`, {});
    expect(cancel.json().order).toMatchObject({ status: 'cancelled', refunded_cents: o.total_cents });
    expect(cancel.json().order.events.at(-1).actor_name).toBe('Avery Admin');
  });
});
