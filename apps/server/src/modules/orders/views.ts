/**
 * Orders on the wire: the full order (lines with their image, timeline with who acted) and the
 * list row. Store names and image URLs come from the catalog; everything else is the order's own,
 * frozen at purchase.
 */
import type { Order, OrderSummary } from '@fundpath/contracts/ecommerce';
import type { Db } from '../../platform/db';
import { imageUrl, storeNames } from './catalog-link';
import * as repo from './repo';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toOrder(
  row: repo.OrderRow,
  lines: readonly repo.LineRow[],
  events: Awaited<ReturnType<typeof repo.eventsOf>>,
  storeName: string,
): Order {
  return {
    id: row.id,
    number: row.number,
    store_id: row.store_id,
    store_name: storeName,
    email: row.email,
    customer_name: row.customer_name,
    phone: row.phone || null,
    shipping_address: row.shipping_address,
    currency: row.currency,
    subtotal_cents: row.subtotal_cents,
    shipping_cents: row.shipping_cents,
    tax_cents: row.tax_cents,
    total_cents: row.total_cents,
    refunded_cents: row.refunded_cents,
    status: row.status,
    payment_status: row.payment_status,
    payment_provider: row.payment_provider,
    card_brand: row.card_brand,
    card_last4: row.card_last4,
    payment_failure: row.payment_failure,
    carrier: row.carrier,
    tracking_number: row.tracking_number,
    lines: lines.map((l) => ({
      id: l.id,
      product_id: l.product_id,
      variant_id: l.variant_id,
      title: l.title,
      variant_title: l.variant_title,
      sku: l.sku,
      image_url: imageUrl(l.image_key),
      unit_price_cents: l.unit_price_cents,
      quantity: l.quantity,
      line_total_cents: l.line_total_cents,
      restocked_quantity: l.restocked_quantity,
    })),
    events: events.map((e) => ({
      id: e.id,
      type: e.type,
      message: e.message,
      actor_name: e.actor_name,
      created_at: e.created_at.toISOString(),
    })),
    paid_at: iso(row.paid_at),
    fulfilled_at: iso(row.fulfilled_at),
    delivered_at: iso(row.delivered_at),
    cancelled_at: iso(row.cancelled_at),
    created_at: row.created_at.toISOString(),
  };
}

/** The whole order as `orderSchema` shows it (lines, timeline, store name). */
export async function orderView(db: Db, row: repo.OrderRow): Promise<Order> {
  const lines = await repo.linesOf(db, row.id);
  const events = await repo.eventsOf(db, row.id);
  const names = await storeNames(db, [row.store_id]);
  return toOrder(row, lines, events, names.get(row.store_id) ?? '');
}

/** The order by id as `orderSchema` shows it, or undefined. No access check: callers decide. */
export async function loadOrder(db: Db, id: string): Promise<Order | undefined> {
  const row = await repo.findOrder(db, id);
  return row ? orderView(db, row) : undefined;
}

/** List rows, with their stores' names. */
export async function toSummaries(
  db: Db,
  rows: ReadonlyArray<{ order: repo.OrderRow; item_count: number }>,
): Promise<OrderSummary[]> {
  const names = await storeNames(db, [...new Set(rows.map((r) => r.order.store_id))]);
  return rows.map(({ order: o, item_count }) => ({
    id: o.id,
    number: o.number,
    store_id: o.store_id,
    store_name: names.get(o.store_id) ?? '',
    email: o.email,
    customer_name: o.customer_name,
    total_cents: o.total_cents,
    refunded_cents: o.refunded_cents,
    status: o.status,
    payment_status: o.payment_status,
    item_count,
    tracking_number: o.tracking_number,
    created_at: o.created_at.toISOString(),
  }));
}
