/**
 * Buyers and exports: a store's customers (`/client/customers`), every customer of the platform
 * (`/admin/ecommerce/customers`) and the orders CSV (`/admin/ecommerce/exports/orders.csv`).
 * Spend is what was paid net of refunds, over paid orders only.
 */
import {
  type AdminCustomer,
  type AdminCustomerListQuery,
  type OrderExportQuery,
  orderCsvColumns,
  type StoreCustomer,
  type StoreCustomerListQuery,
} from '@fundpath/contracts/ecommerce-analytics';
import { recordAudit } from '../../platform/audit';
import type { Ctx } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { csvCell } from '../permissions';
import { storeNames } from './catalog-link';
import * as repo from './repo';
import type { OrderScope } from './scope';

const iso = (d: Date | string) => (typeof d === 'string' ? new Date(d) : d).toISOString();

/** A store's buyers; none when the owner has no store yet. */
export async function listStoreCustomers(
  ctx: Ctx,
  scope: OrderScope | null,
  q: StoreCustomerListQuery,
): Promise<{ customers: StoreCustomer[]; total: number; page: number; per_page: number }> {
  const page = { page: q.page, per_page: q.per_page };
  if (scope?.kind !== 'store') return { customers: [], total: 0, ...page };
  const { rows, total } = await repo.storeCustomers(ctx.db, scope.storeId, {
    q: q.q || undefined,
    sort: q.sort,
    limit: q.per_page,
    offset: (q.page - 1) * q.per_page,
  });
  return {
    customers: rows.map((r) => ({
      email: r.email,
      name: r.name,
      customer_id: r.customer_id,
      orders: r.orders,
      spent_cents: r.spent_cents,
      refunded_cents: r.refunded_cents,
      first_order_at: iso(r.first_order_at),
      last_order_at: iso(r.last_order_at),
    })),
    total,
    ...page,
  };
}

/** Postgres arrays arrive parsed from node-postgres and as `{1,2}` text from some paths. */
const idsOf = (v: number[] | string): number[] =>
  Array.isArray(v) ? v.map(Number) : v.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);

export async function listAdminCustomers(
  ctx: Ctx,
  q: AdminCustomerListQuery,
): Promise<{ customers: AdminCustomer[]; total: number; page: number; per_page: number }> {
  const { rows, total } = await repo.adminCustomers(ctx.db, {
    q: q.q || undefined,
    kind: q.kind,
    limit: q.per_page,
    offset: (q.page - 1) * q.per_page,
  });
  const ids = rows.map((r) => idsOf(r.store_ids));
  const names = await storeNames(ctx.db, ids.flat());
  return {
    customers: rows.map((r, i) => ({
      key: r.key,
      kind: r.kind,
      user_id: r.user_id,
      name: r.name,
      email: r.email,
      orders: r.orders,
      spent_cents: r.spent_cents,
      stores: ids[i]!.sort((a, b) => a - b).map((id) => ({ store_id: id, store_name: names.get(id) ?? '' })),
      last_order_at: r.last_order_at === null ? null : iso(r.last_order_at),
      created_at: r.created_at === null ? null : iso(r.created_at),
    })),
    total,
    page: q.page,
    per_page: q.per_page,
  };
}

// ---- the orders CSV ---------------------------------------------------------------------------

/** Who exported which orders (names, e-mails and addresses leave the platform in the file). */
export async function auditOrderExport(ctx: Ctx, q: OrderExportQuery): Promise<void> {
  await recordAudit(ctx, {
    action: 'order.exported',
    target_type: 'order',
    target_label: `orders.csv${q.store_id ? ` store ${q.store_id}` : ''}${q.from ? ` from ${q.from}` : ''}${q.to ? ` to ${q.to}` : ''}`,
    after: { store_id: q.store_id ?? null, from: q.from ?? null, to: q.to ?? null },
  });
}

/** Rows per query while streaming, and the most one export carries. */
const EXPORT_PAGE = 500;
export const EXPORT_MAX_ROWS = 100_000;

const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * The orders CSV, oldest first, as chunks of text: a header, then the matching orders a page at
 * a time (keyset pages, so memory stays flat however many there are). Every cell goes through
 * `csvCell`, so a name like `=HYPERLINK(…)` arrives as text, never as a formula.
 */
export async function* exportOrdersCsv(db: Db, q: OrderExportQuery): AsyncGenerator<string> {
  yield `${orderCsvColumns.join(',')}\r\n`;
  const filter: repo.OrderFilter = { storeId: q.store_id, from: q.from, to: q.to };
  const names = new Map<number, string>();
  let after: { created_at: string; id: string } | null = null;
  let sent = 0;
  while (sent < EXPORT_MAX_ROWS) {
    const rows = await repo.exportPage(db, filter, after, Math.min(EXPORT_PAGE, EXPORT_MAX_ROWS - sent));
    if (rows.length === 0) return;
    const missing = [...new Set(rows.map((r) => r.order.store_id))].filter((id) => !names.has(id));
    for (const [id, name] of await storeNames(db, missing)) names.set(id, name);
    const lines = rows.map(({ order: o, item_count }) => {
      const a = o.shipping_address;
      const cells: Record<(typeof orderCsvColumns)[number], unknown> = {
        number: o.number,
        created_at: o.created_at.toISOString(),
        paid_at: o.paid_at?.toISOString() ?? '',
        store_id: String(o.store_id),
        store_name: names.get(o.store_id) ?? '',
        status: o.status,
        payment_status: o.payment_status,
        customer_name: o.customer_name,
        email: o.email,
        phone: o.phone ?? '',
        items: String(item_count),
        subtotal: dollars(o.subtotal_cents),
        shipping: dollars(o.shipping_cents),
        tax: dollars(o.tax_cents),
        total: dollars(o.total_cents),
        refunded: dollars(o.refunded_cents),
        net: dollars(o.total_cents - o.refunded_cents),
        currency: o.currency,
        carrier: o.carrier ?? '',
        tracking_number: o.tracking_number ?? '',
        ship_to_name: a.name,
        ship_to_line1: a.line1,
        ship_to_line2: a.line2 ?? '',
        ship_to_city: a.city,
        ship_to_state: a.state,
        ship_to_postal_code: a.postal_code,
        ship_to_country: a.country,
      };
      return orderCsvColumns.map((c) => csvCell(cells[c])).join(',');
    });
    yield `${lines.join('\r\n')}\r\n`;
    sent += rows.length;
    const last = rows.at(-1)!;
    after = { created_at: last.cursor_at, id: last.order.id };
    if (rows.length < EXPORT_PAGE) return;
  }
}
