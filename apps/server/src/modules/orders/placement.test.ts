import { randomUUID } from 'node:crypto';
import { computeTotals } from '@fundpath/contracts/ecommerce';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newToken, sha256 } from '../../platform/crypto';
import { rowsOf } from '../../platform/day-series';
import { catalogTestApp, makeOwner, makeProduct } from '../../testing/catalog';
import type { TestApp } from '../../testing/test-app';
import { reserveStock } from '../catalog';
import {
  cancelUnpaidOrder,
  claimPaymentEvent,
  markOrderPaid,
  orderIdByPayment,
  orderPaymentState,
  type PlaceOrderInput,
  placeOrder,
  platformFeeCents,
  recordPendingPayment,
} from './placement';

/**
 * The order writes of checkout and the payment webhook, inside the caller's transaction: totals
 * checked against the lines, numbers from the sequence, each settlement only out of
 * `pending_payment` (so racing settlements act once), cancellation restocks, webhook events once.
 */
let t: TestApp;
let storeId: number;
let productId: string;
const RULES = { tax_rate_bps: 875, shipping_cents: 999, free_shipping_threshold_cents: 10_000 };

beforeAll(async () => {
  t = await catalogTestApp();
  const { owner, store } = await makeOwner(t.app, t.db);
  storeId = store.id;
  productId = (
    await makeProduct(t.app, owner, { title: 'Placed Book', price_cents: 2500, inventory_quantity: 10 })
  ).id;
});
afterAll(() => t.close());

const stock = async () =>
  rowsOf<{ n: number }>(
    await t.db.execute(sql`select inventory_quantity n from products where id = ${productId}`),
  )[0]!.n;

function input(quantity: number, overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  const line = {
    product_id: productId,
    variant_id: null,
    title: 'Placed Book',
    variant_title: null,
    sku: 'PB-1',
    image_key: null,
    unit_price_cents: 2500,
    quantity,
  };
  return {
    id: randomUUID(),
    store_id: storeId,
    customer_id: null,
    email: 'placed@example.com',
    customer_name: 'Pat Placed',
    phone: null,
    shipping_address: {
      name: 'Pat Placed',
      line1: '1 Main St',
      line2: '',
      city: 'Austin',
      state: 'TX',
      postal_code: '73301',
      country: 'US',
    },
    currency: 'USD',
    totals: computeTotals(2500 * quantity, RULES),
    tax_rate_bps: 875,
    platform_fee_bps: 300,
    payment_provider: 'test',
    lines: [line],
    access_key: newToken(),
    cart_id: null,
    ...overrides,
  };
}

/** Reserves the units and places the order in one transaction, as checkout does. */
const place = (quantity: number, overrides: Partial<PlaceOrderInput> = {}) =>
  t.db.transaction(async (tx) => {
    await reserveStock(tx, storeId, [{ product_id: productId, variant_id: null, quantity }]);
    return placeOrder(tx, input(quantity, overrides));
  });

describe('placeOrder', () => {
  it('writes a pending order with sequential FP- numbers, frozen lines, the fee and "Order placed"', async () => {
    const key = newToken();
    const a = await place(2, { access_key: key });
    const b = await place(1);
    expect(a.number).toMatch(/^FP-\d{5,}$/);
    expect(Number(b.number.slice(3))).toBe(Number(a.number.slice(3)) + 1);
    const [row] = rowsOf<Record<string, unknown>>(
      await t.db.execute(sql`select * from orders where id = ${a.id}`),
    );
    expect(row).toMatchObject({
      status: 'pending_payment',
      payment_status: 'pending',
      subtotal_cents: 5000,
      shipping_cents: 999,
      tax_cents: 438,
      total_cents: 6437,
      platform_fee_bps: 300,
      platform_fee_cents: 150,
      access_key_hash: sha256(key),
    });
    const lines = rowsOf<Record<string, unknown>>(
      await t.db.execute(
        sql`select title, unit_price_cents, quantity, line_total_cents from order_lines where order_id = ${a.id}`,
      ),
    );
    expect(lines).toEqual([
      { title: 'Placed Book', unit_price_cents: 2500, quantity: 2, line_total_cents: 5000 },
    ]);
    const events = rowsOf<{ type: string; message: string }>(
      await t.db.execute(sql`select type, message from order_events where order_id = ${a.id}`),
    );
    expect(events).toEqual([{ type: 'placed', message: 'Order placed' }]);
  });

  it('refuses totals that are not the sum of the lines, writing nothing', async () => {
    const before = await stock();
    await expect(place(1, { totals: computeTotals(9999, RULES) })).rejects.toThrow(
      /not the sum of its lines/,
    );
    expect(await stock()).toBe(before);
  });

  it('computes the platform fee on the subtotal, rounded half up', () => {
    expect(platformFeeCents(1001, 250)).toBe(25); // 25.025
    expect(platformFeeCents(1020, 250)).toBe(26); // 25.5
    expect(platformFeeCents(0, 250)).toBe(0);
  });
});

describe('settling', () => {
  it('pays a pending order once, returning its cart; a second settlement writes nothing', async () => {
    const placed = await place(1, { cart_id: null });
    const paid = await t.db.transaction((tx) =>
      markOrderPaid(tx, placed.id, {
        payment_id: 'tp_once',
        amount_cents: 3718,
        card_brand: 'visa',
        card_last4: '4242',
      }),
    );
    expect(paid).toEqual({ cart_id: null });
    const again = await t.db.transaction((tx) =>
      markOrderPaid(tx, placed.id, {
        payment_id: 'tp_once',
        amount_cents: 3718,
        card_brand: 'visa',
        card_last4: '4242',
      }),
    );
    expect(again).toBeNull();
    expect(await orderIdByPayment(t.db, 'test', 'tp_once')).toBe(placed.id);
    const state = await orderPaymentState(t.db, placed.id);
    expect(state).toMatchObject({ status: 'paid', payment_status: 'succeeded', payment_id: 'tp_once' });
    // A paid order is not cancelled as unpaid.
    expect(
      await t.db.transaction((tx) => cancelUnpaidOrder(tx, placed.id, { message: 'x', event: 'x' })),
    ).toBe(false);
    const messages = rowsOf<{ message: string }>(
      await t.db.execute(sql`select message from order_events where order_id = ${placed.id} order by id`),
    );
    expect(messages.map((m) => m.message)).toEqual(['Order placed', 'Payment of $37.18 captured']);
  });

  it('records a payment waiting for the buyer once, and cancels an unpaid order with its units back', async () => {
    const before = await stock();
    const placed = await place(3);
    expect(await stock()).toBe(before - 3);
    await t.db.transaction((tx) => recordPendingPayment(tx, placed.id, 'tp_wait'));
    await t.db.transaction((tx) => recordPendingPayment(tx, placed.id, 'tp_wait'));
    const cancelled = await t.db.transaction((tx) =>
      cancelUnpaidOrder(tx, placed.id, {
        message: 'Your card was declined.',
        event: 'Payment declined: Your card was declined.',
      }),
    );
    expect(cancelled).toBe(true);
    expect(await stock()).toBe(before);
    expect(
      await t.db.transaction((tx) => cancelUnpaidOrder(tx, placed.id, { message: 'x', event: 'x' })),
    ).toBe(false);
    expect(await stock()).toBe(before);
    const state = await orderPaymentState(t.db, placed.id);
    expect(state).toMatchObject({
      status: 'cancelled',
      payment_status: 'failed',
      payment_failure: 'Your card was declined.',
    });
    const events = rowsOf<{ type: string }>(
      await t.db.execute(sql`select type from order_events where order_id = ${placed.id} order by id`),
    );
    expect(events.map((e) => e.type)).toEqual(['placed', 'payment_action_required', 'payment_failed']);
    const lines = rowsOf<{ restocked_quantity: number }>(
      await t.db.execute(sql`select restocked_quantity from order_lines where order_id = ${placed.id}`),
    );
    expect(lines).toEqual([{ restocked_quantity: 3 }]);
  });

  it('claims a webhook event id once', async () => {
    const event = { provider: 'test', id: `evt_${randomUUID()}`, type: 'payment_intent.succeeded' };
    expect(await t.db.transaction((tx) => claimPaymentEvent(tx, event))).toBe(true);
    expect(await t.db.transaction((tx) => claimPaymentEvent(tx, event))).toBe(false);
  });
});
