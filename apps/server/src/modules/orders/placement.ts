/**
 * Placing an order and settling its payment (issue 4/8): the writes checkout (modules/cart) and
 * the payment webhook make to the order tables, each inside the caller's transaction. The order
 * is written once with its lines frozen and its totals checked; later steps only move it out of
 * `pending_payment`, and each is conditional on it still being there, so a checkout answer and a
 * webhook racing for the same payment settle it once.
 */
import { formatCents, type OrderAddress, type Totals } from '@fundpath/contracts/ecommerce';
import { and, asc, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { orderEvents, orderLines, orders, paymentEvents } from '../../db/schema/orders';
import { sha256 } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { restock } from '../catalog';

export interface PlacementLine {
  product_id: string;
  variant_id: string | null;
  title: string;
  variant_title: string | null;
  sku: string | null;
  image_key: string | null;
  unit_price_cents: number;
  quantity: number;
  /** The product's own commission rate at the sale, frozen on the line (null: tier or default). */
  commission_rate_bps?: number | null;
}

export interface PlaceOrderInput {
  /** Chosen by the caller, so the access key can be derived from it before the row exists. */
  id: string;
  store_id: number;
  customer_id: string | null;
  email: string;
  customer_name: string;
  phone: string | null;
  shipping_address: OrderAddress;
  currency: string;
  /** From `computeTotals` over these lines: checked against them before anything is written. */
  totals: Totals;
  tax_rate_bps: number;
  /** The platform's share of the subtotal, frozen now (issue 5/8's ledger reads it). */
  platform_fee_bps: number;
  payment_provider: string;
  lines: readonly PlacementLine[];
  /** The confirmation link's key (32 unguessable bytes, base64url): only its SHA-256 is stored. */
  access_key: string;
  /** The cart the order was placed from: emptied when the order is paid, whoever settles it. */
  cart_id: string | null;
  /** The affiliate the sale is attributed to (ADR 013), if any. */
  referrer_id?: string | null;
}

export interface PlacedOrder {
  id: string;
  number: string;
}

/** The platform's fee on a subtotal, rounded half up like tax. */
export const platformFeeCents = (subtotalCents: number, bps: number) =>
  Math.round((subtotalCents * bps) / 10_000);

/**
 * Writes the order (`pending_payment`, number `FP-` + the sequence), its frozen lines and the
 * "Order placed" event. Throws (a bug, not an input error) if the totals are not the sum of the
 * lines: the database checks `total = subtotal + shipping + tax` and each line's total too.
 */
export async function placeOrder(tx: Db, input: PlaceOrderInput): Promise<PlacedOrder> {
  if (input.lines.length === 0) throw new Error('an order needs at least one line');
  const subtotal = input.lines.reduce((sum, l) => sum + l.unit_price_cents * l.quantity, 0);
  if (subtotal !== input.totals.subtotal_cents) {
    throw new Error(
      `order subtotal ${input.totals.subtotal_cents} is not the sum of its lines (${subtotal})`,
    );
  }
  const [order] = await tx
    .insert(orders)
    .values({
      id: input.id,
      number: sql`'FP-' || nextval('order_number_seq')`,
      store_id: input.store_id,
      customer_id: input.customer_id,
      referrer_id: input.referrer_id ?? null,
      email: input.email,
      customer_name: input.customer_name,
      phone: input.phone,
      shipping_address: input.shipping_address,
      currency: input.currency,
      subtotal_cents: input.totals.subtotal_cents,
      shipping_cents: input.totals.shipping_cents,
      tax_cents: input.totals.tax_cents,
      total_cents: input.totals.total_cents,
      tax_rate_bps: input.tax_rate_bps,
      platform_fee_bps: input.platform_fee_bps,
      platform_fee_cents: platformFeeCents(input.totals.subtotal_cents, input.platform_fee_bps),
      status: 'pending_payment',
      payment_status: 'pending',
      payment_provider: input.payment_provider,
      access_key_hash: sha256(input.access_key),
    })
    .returning({ id: orders.id, number: orders.number });
  await tx.insert(orderLines).values(
    input.lines.map((l, position) => ({
      order_id: order!.id,
      product_id: l.product_id,
      variant_id: l.variant_id,
      title: l.title,
      variant_title: l.variant_title,
      sku: l.sku,
      image_key: l.image_key,
      unit_price_cents: l.unit_price_cents,
      quantity: l.quantity,
      line_total_cents: l.unit_price_cents * l.quantity,
      commission_rate_bps: l.commission_rate_bps ?? null,
      position,
    })),
  );
  await tx.insert(orderEvents).values({
    order_id: order!.id,
    type: 'placed',
    message: 'Order placed',
    actor_id: input.customer_id,
    data: { total_cents: input.totals.total_cents, lines: input.lines.length, cart_id: input.cart_id },
  });
  return { id: order!.id, number: order!.number };
}

/** What settling a payment needs to know about an order. */
export async function orderPaymentState(db: Db, orderId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      number: orders.number,
      store_id: orders.store_id,
      status: orders.status,
      payment_status: orders.payment_status,
      payment_provider: orders.payment_provider,
      payment_id: orders.payment_id,
      payment_failure: orders.payment_failure,
      total_cents: orders.total_cents,
      currency: orders.currency,
      email: orders.email,
      created_at: orders.created_at,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}
export type OrderPaymentState = NonNullable<Awaited<ReturnType<typeof orderPaymentState>>>;

/** What the commission ledger needs of an order (ADR 013): its sale, referrer and money back. */
export async function orderForLedger(db: Db, orderId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      number: orders.number,
      store_id: orders.store_id,
      /** The buyer's account (null for a guest checkout): automations' `order.placed`. */
      customer_id: orders.customer_id,
      referrer_id: orders.referrer_id,
      status: orders.status,
      subtotal_cents: orders.subtotal_cents,
      total_cents: orders.total_cents,
      /** Confirmed by the provider only: a refund still being claimed may yet be released. */
      // Qualified by hand: inside a subquery an unqualified "id" would be the refund's.
      settled_refunded_cents: sql<number>`coalesce((select sum(r.amount_cents) from order_refunds r where r.order_id = "orders"."id" and r.provider_refund_id is not null), 0)::int`,
      paid_at: orders.paid_at,
      delivered_at: orders.delivered_at,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) return undefined;
  // Each line's own rate, frozen at the sale: a rate changed on the product later changes nothing.
  const lines = await db
    .select({ base_cents: orderLines.line_total_cents, rate_bps: orderLines.commission_rate_bps })
    .from(orderLines)
    .where(eq(orderLines.order_id, orderId))
    .orderBy(asc(orderLines.position));
  return { ...row, lines };
}
export type LedgerOrder = NonNullable<Awaited<ReturnType<typeof orderForLedger>>>;

/**
 * Paid orders with a referrer that changed since `since`, newest change first: the ledger's
 * reconcile replays what their events should have done (paid, delivered, refunded, cancelled).
 */
export async function referredOrdersChangedSince(db: Db, since: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(isNotNull(orders.referrer_id), isNotNull(orders.paid_at), gte(orders.updated_at, since)))
    .orderBy(desc(orders.updated_at))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Orders still awaiting payment that were placed before `before`, oldest first (the unpaid sweep). */
export async function unpaidOrdersPlacedBefore(db: Db, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending_payment'), lt(orders.created_at, before)))
    .orderBy(asc(orders.created_at))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The order a provider payment belongs to. */
export async function orderIdByPayment(db: Db, provider: string, paymentId: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.payment_provider, provider), eq(orders.payment_id, paymentId)))
    .limit(1);
  return row?.id;
}

const stillPending = (orderId: string) => and(eq(orders.id, orderId), eq(orders.status, 'pending_payment'));

export interface CapturedPayment {
  /** Null for an order with nothing to pay (a free download): no provider was asked. */
  payment_id: string | null;
  amount_cents: number;
  card_brand: string | null;
  card_last4: string | null;
}

/**
 * Marks a pending order paid ("Payment of $x captured"). Returns the cart it was placed from (to
 * be emptied in the same transaction), or null when it was no longer pending (already paid by a
 * racing request or webhook, or cancelled): nothing is written then.
 */
export async function markOrderPaid(
  tx: Db,
  orderId: string,
  payment: CapturedPayment,
): Promise<{ cart_id: string | null } | null> {
  const now = new Date();
  const [row] = await tx
    .update(orders)
    .set({
      status: 'paid',
      payment_status: 'succeeded',
      payment_id: payment.payment_id,
      card_brand: payment.card_brand,
      card_last4: payment.card_last4,
      payment_failure: null,
      paid_at: now,
      updated_at: now,
    })
    .where(stillPending(orderId))
    .returning({ currency: orders.currency });
  if (!row) return null;
  await tx.insert(orderEvents).values({
    order_id: orderId,
    type: 'paid',
    message:
      payment.payment_id === null
        ? 'Nothing to pay: order confirmed'
        : `Payment of ${formatCents(payment.amount_cents, row.currency)} captured`,
    data: { payment_id: payment.payment_id, amount_cents: payment.amount_cents },
  });
  const [placed] = await tx
    .select({ cart_id: sql<string | null>`${orderEvents.data} ->> 'cart_id'` })
    .from(orderEvents)
    .where(and(eq(orderEvents.order_id, orderId), eq(orderEvents.type, 'placed')))
    .limit(1);
  return { cart_id: placed?.cart_id ?? null };
}

/**
 * Records the provider's payment id on a pending order whose payment waits for the buyer
 * (3-D Secure): the webhook finds the order by it. Idempotent.
 */
export async function recordPendingPayment(tx: Db, orderId: string, paymentId: string): Promise<void> {
  const [row] = await tx
    .update(orders)
    .set({ payment_id: paymentId, updated_at: new Date() })
    .where(and(stillPending(orderId), sql`${orders.payment_id} is distinct from ${paymentId}`))
    .returning({ id: orders.id });
  if (!row) return;
  await tx.insert(orderEvents).values({
    order_id: orderId,
    type: 'payment_action_required',
    message: 'Waiting for the buyer to confirm the payment',
    data: { payment_id: paymentId },
  });
}

/**
 * Cancels a pending order whose payment failed, in `tx`: `payment_status` failed, the
 * buyer-facing `failure` kept, every line's units back in stock (and marked restocked), and the
 * event (`event`, e.g. "Payment declined: Your card was declined."). False when the order was no
 * longer pending: nothing is written then.
 */
export async function cancelUnpaidOrder(
  tx: Db,
  orderId: string,
  failure: { message: string; event: string; payment_id?: string | null },
): Promise<boolean> {
  const now = new Date();
  const [row] = await tx
    .update(orders)
    .set({
      status: 'cancelled',
      payment_status: 'failed',
      payment_failure: failure.message,
      ...(failure.payment_id ? { payment_id: failure.payment_id } : {}),
      cancelled_at: now,
      updated_at: now,
    })
    .where(stillPending(orderId))
    .returning({ id: orders.id });
  if (!row) return false;
  const lines = await tx
    .update(orderLines)
    .set({ restocked_quantity: sql`${orderLines.quantity}` })
    .where(eq(orderLines.order_id, orderId))
    .returning({
      product_id: orderLines.product_id,
      variant_id: orderLines.variant_id,
      quantity: orderLines.quantity,
    });
  // A line whose product was deleted since has nothing to go back to.
  await restock(
    tx,
    lines.flatMap((l) =>
      l.product_id ? [{ product_id: l.product_id, variant_id: l.variant_id, quantity: l.quantity }] : [],
    ),
  );
  await tx.insert(orderEvents).values({
    order_id: orderId,
    type: 'payment_failed',
    message: failure.event,
    data: failure.payment_id ? { payment_id: failure.payment_id } : {},
  });
  return true;
}

/** Notes on a cancelled order's timeline that a payment arrived after it was cancelled and went back. */
export async function recordLatePaymentRefund(
  tx: Db,
  orderId: string,
  late: { payment_id: string; amount_cents: number; refund_id: string | null; error: string | null },
): Promise<void> {
  const amount = (late.amount_cents / 100).toFixed(2);
  // Given back: the order owes nothing more (a later event for the same payment is left alone).
  if (late.refund_id)
    await tx.update(orders).set({ payment_status: 'refunded' }).where(eq(orders.id, orderId));
  await tx.insert(orderEvents).values({
    order_id: orderId,
    type: late.refund_id ? 'late_payment_refunded' : 'late_payment_refund_failed',
    message: late.refund_id
      ? `A payment of $${amount} arrived after the order was cancelled; it was refunded in full`
      : `A payment of $${amount} arrived after the order was cancelled; refunding it failed (${late.error ?? 'unknown error'}): refund it in the payment provider`,
    data: { payment_id: late.payment_id, refund_id: late.refund_id },
  });
}

/**
 * Claims a provider webhook event: true the first time its id is seen, false on a redelivery
 * (which must change nothing). Inside the transaction that acts on it, so a failure un-claims it.
 */
export async function claimPaymentEvent(
  tx: Db,
  event: { provider: string; id: string; type: string },
): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values({ provider: event.provider, event_id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.event_id });
  return rows.length > 0;
}
