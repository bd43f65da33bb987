/**
 * Test helpers for orders (not imported by app code): an order placed the way checkout places it
 * (stock reserved, totals from `computeTotals`, lines frozen by `placeOrder`), paid through the
 * app's payments provider with a test card and settled by `markOrderPaid`, then `order.paid`
 * emitted, without going through a cart. Stores and products come from ./catalog.
 */
import { randomUUID } from 'node:crypto';
import { computeTotals } from '@fundpath/contracts/ecommerce';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { findStoreById, reserveStock } from '../modules/catalog';
import { markOrderPaid, placeOrder } from '../modules/orders';
import { newToken } from '../platform/crypto';
import type { Db } from '../platform/db';

/** The street address test orders ship to (with the buyer's name), the one a checkout body sends. */
export const TEST_ADDRESS = {
  line1: '12 Market Street',
  line2: '',
  city: 'Springfield',
  state: 'IL',
  postal_code: '62701',
  country: 'US',
};

export interface TestOrder {
  id: string;
  number: string;
  access_key: string;
  total_cents: number;
  email: string;
}

let n = 0;

export async function placeTestOrder(
  app: FastifyInstance,
  opts: {
    storeId: number;
    items: ReadonlyArray<{ product_id: string; variant_id?: string | null; quantity: number }>;
    email?: string;
    name?: string;
    customerId?: string | null;
    /** Default true: charged with 4242… and marked paid. */
    pay?: boolean;
  },
): Promise<TestOrder> {
  n += 1;
  const db = app.deps.db;
  const store = await findStoreById(db, opts.storeId);
  if (!store) throw new Error(`no store ${opts.storeId}`);
  const email = opts.email ?? `buyer.${n}.${Date.now()}@example.com`;
  const accessKey = newToken();
  const placed = await db.transaction(async (tx) => {
    const lines = await reserveStock(
      tx,
      store.id,
      opts.items.map((i) => ({
        product_id: i.product_id,
        variant_id: i.variant_id ?? null,
        quantity: i.quantity,
      })),
    );
    const subtotal = lines.reduce((s, l) => s + l.unit_price_cents * l.quantity, 0);
    const totals = computeTotals(subtotal, store);
    const order = await placeOrder(tx, {
      id: randomUUID(),
      access_key: accessKey,
      cart_id: null,
      store_id: store.id,
      customer_id: opts.customerId ?? null,
      email,
      customer_name: opts.name ?? `Buyer ${n}`,
      phone: null,
      shipping_address: { name: opts.name ?? `Buyer ${n}`, ...TEST_ADDRESS },
      currency: store.currency,
      totals,
      tax_rate_bps: store.tax_rate_bps,
      platform_fee_bps: 0,
      payment_provider: app.deps.payments.kind,
      lines,
    });
    return { ...order, access_key: accessKey, total_cents: totals.total_cents };
  });
  if (opts.pay ?? true) {
    const payment = await app.deps.payments.createPayment({
      amount_cents: placed.total_cents,
      currency: store.currency,
      idempotency_key: placed.id,
      description: `Order ${placed.number}`,
      metadata: { order_id: placed.id },
      method: {
        card_number: '4242424242424242',
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 3,
        cvc: '123',
      },
    });
    if (payment.status !== 'succeeded') throw new Error(`test payment ${payment.status}`);
    await db.transaction((tx) =>
      markOrderPaid(tx, placed.id, {
        payment_id: payment.id,
        amount_cents: payment.amount_cents,
        card_brand: payment.card_brand,
        card_last4: payment.card_last4,
      }),
    );
    await app.deps.events.emit({ db, log: app.log }, 'order.paid', {
      order_id: placed.id,
      store_id: store.id,
    });
  }
  return { ...placed, email };
}

/** Moves an order `days` back in time (placed, paid, and its timeline), for series tests. */
export async function backdateOrder(db: Db, orderId: string, days: number): Promise<void> {
  const shift = sql`make_interval(days => ${days})`;
  await db.execute(sql`update orders set created_at = created_at - ${shift},
    paid_at = paid_at - ${shift} where id = ${orderId}`);
  await db.execute(
    sql`update order_refunds set created_at = created_at - ${shift} where order_id = ${orderId}`,
  );
}

/** The units in stock of a product (or of its variant). */
export async function stockOf(db: Db, productId: string, variantId?: string): Promise<number> {
  const res = variantId
    ? await db.execute(sql`select inventory_quantity as n from product_variants where id = ${variantId}`)
    : await db.execute(sql`select inventory_quantity as n from products where id = ${productId}`);
  return Number((res as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
}
