/**
 * Orders' queries: orders, their frozen lines, timeline and refunds, and customers' saved
 * addresses. Drizzle only; returns rows or undefined. Stores are read through the catalog module
 * (never joined here), users through the shared `users` table for names.
 */
import type { OrderStatus } from '@fundpath/contracts/ecommerce';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { customerAddresses, orderEvents, orderLines, orderRefunds, orders } from '../../db/schema/orders';
import { users } from '../../db/schema/users';
import { rowsOf } from '../../platform/day-series';
import { type Db, readTogether } from '../../platform/db';

export type OrderRow = typeof orders.$inferSelect;
export type LineRow = typeof orderLines.$inferSelect;
export type RefundRow = typeof orderRefunds.$inferSelect;
export type AddressRow = typeof customerAddresses.$inferSelect;
export type OrderPatch = Partial<Omit<typeof orders.$inferInsert, 'id' | 'number' | 'store_id'>>;

const escapeLike = (s: string) => s.replace(/[%_\\]/g, (c) => `\\${c}`);

const DAY_MS = 86_400_000;
/** `YYYY-MM-DD` → that UTC midnight; `end` → the midnight after it (excluded). */
export const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
export const dayEnd = (day: string) => new Date(dayStart(day).getTime() + DAY_MS);

// ---- one order ------------------------------------------------------------------------------

export async function findOrder(db: Db, id: string, opts: { lock?: boolean } = {}) {
  const q = db.select().from(orders).where(eq(orders.id, id)).limit(1);
  const [row] = opts.lock ? await q.for('update') : await q;
  return row;
}

/** The order of `store_id` with this number and e-mail (case-insensitive), or undefined. */
export async function findOrderForTracking(db: Db, storeId: number, number: string, email: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.store_id, storeId),
        eq(orders.number, number),
        sql`lower(${orders.email}) = lower(${email})`,
      ),
    )
    .limit(1);
  return row;
}

export async function linesOf(db: Db, orderId: string): Promise<LineRow[]> {
  return db
    .select()
    .from(orderLines)
    .where(eq(orderLines.order_id, orderId))
    .orderBy(asc(orderLines.position), asc(orderLines.created_at));
}

/** The timeline, oldest first, with the name of whoever acted (null: the buyer or the system). */
export async function eventsOf(db: Db, orderId: string) {
  return db
    .select({
      id: orderEvents.id,
      type: orderEvents.type,
      message: orderEvents.message,
      actor_name: users.display_name,
      created_at: orderEvents.created_at,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actor_id))
    .where(eq(orderEvents.order_id, orderId))
    .orderBy(asc(orderEvents.id));
}

export async function updateOrder(db: Db, id: string, patch: OrderPatch): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({ ...patch, updated_at: new Date() })
    .where(eq(orders.id, id))
    .returning();
  return row!;
}

export async function insertEvent(db: Db, values: typeof orderEvents.$inferInsert): Promise<void> {
  await db.insert(orderEvents).values(values);
}

export async function insertRefund(db: Db, values: typeof orderRefunds.$inferInsert): Promise<RefundRow> {
  const [row] = await db.insert(orderRefunds).values(values).returning();
  return row!;
}

export async function deleteRefund(db: Db, id: string): Promise<void> {
  await db.delete(orderRefunds).where(eq(orderRefunds.id, id));
}

export async function setProviderRefundId(db: Db, id: string, providerRefundId: string): Promise<void> {
  await db.update(orderRefunds).set({ provider_refund_id: providerRefundId }).where(eq(orderRefunds.id, id));
}

/** What the provider has confirmed refunding on the order (claims still in flight left out). */
export async function settledRefundCents(db: Db, orderId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${orderRefunds.amount_cents}), 0)::int` })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.order_id, orderId), isNotNull(orderRefunds.provider_refund_id)));
  return row?.n ?? 0;
}

/** Whether a refund of the order is claimed but not yet confirmed by the provider. */
export async function hasRefundInFlight(db: Db, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orderRefunds.id })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.order_id, orderId), isNull(orderRefunds.provider_refund_id)))
    .limit(1);
  return row !== undefined;
}

/**
 * Marks every unit of the order's lines as restocked and answers what that put back: per line
 * still linked to its product, the units not restocked before. The caller holds the order's lock,
 * so no two refunds of one order restock the same units.
 */
export async function claimRestock(db: Db, orderId: string) {
  const pending = await db
    .select({
      id: orderLines.id,
      product_id: orderLines.product_id,
      variant_id: orderLines.variant_id,
      quantity: sql<number>`(${orderLines.quantity} - ${orderLines.restocked_quantity})::int`,
    })
    .from(orderLines)
    .where(and(eq(orderLines.order_id, orderId), lt(orderLines.restocked_quantity, orderLines.quantity)))
    .orderBy(asc(orderLines.position))
    .for('update');
  if (pending.length === 0) return [];
  await db
    .update(orderLines)
    .set({ restocked_quantity: sql`${orderLines.quantity}` })
    .where(
      inArray(
        orderLines.id,
        pending.map((p) => p.id),
      ),
    );
  return pending;
}

// ---- lists ----------------------------------------------------------------------------------

export interface OrderFilter {
  storeId?: number;
  customerId?: string;
  q?: string;
  status?: OrderStatus;
  /** Order dates (created), UTC days, both included. */
  from?: string;
  to?: string;
}

export function orderConditions(filter: OrderFilter): SQL | undefined {
  const conds: SQL[] = [];
  if (filter.storeId !== undefined) conds.push(eq(orders.store_id, filter.storeId));
  if (filter.customerId !== undefined) conds.push(eq(orders.customer_id, filter.customerId));
  if (filter.status) conds.push(eq(orders.status, filter.status));
  if (filter.from) conds.push(gte(orders.created_at, dayStart(filter.from)));
  if (filter.to) conds.push(lt(orders.created_at, dayEnd(filter.to)));
  if (filter.q) {
    const like = `%${escapeLike(filter.q)}%`;
    conds.push(or(ilike(orders.number, like), ilike(orders.email, like), ilike(orders.customer_name, like))!);
  }
  return conds.length ? and(...conds) : undefined;
}

// Qualified by hand: in a one-table select drizzle writes columns unqualified, and `"id"` inside
// the subquery would be the line's own id.
const itemCount = sql<number>`(select coalesce(sum(ol.quantity), 0)::int from ${orderLines} ol where ol.order_id = "orders"."id")`;

/** A page of orders, newest first, with their unit counts, and how many match. */
export async function listOrders(db: Db, filter: OrderFilter, page: { limit: number; offset: number }) {
  const where = orderConditions(filter);
  const [rows, totals] = await readTogether(db, [
    () =>
      db
        .select({ order: orders, item_count: itemCount })
        .from(orders)
        .where(where)
        .orderBy(desc(orders.created_at), desc(orders.id))
        .limit(page.limit)
        .offset(page.offset),
    () => db.select({ n: count() }).from(orders).where(where),
  ] as const);
  return { rows, total: totals[0]?.n ?? 0 };
}

/**
 * Orders for the CSV export: a page after `after` (created_at, id), oldest first. The cursor's
 * time is the database's own text (microseconds), since a JS Date would round it to milliseconds.
 */
export async function exportPage(
  db: Db,
  filter: OrderFilter,
  after: { created_at: string; id: string } | null,
  limit: number,
) {
  const where = orderConditions(filter);
  const cursor = after
    ? sql`(${orders.created_at}, ${orders.id}) > (${after.created_at}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return db
    .select({ order: orders, item_count: itemCount, cursor_at: sql<string>`${orders.created_at}::text` })
    .from(orders)
    .where(and(where, cursor))
    .orderBy(asc(orders.created_at), asc(orders.id))
    .limit(limit);
}

// ---- buyers ---------------------------------------------------------------------------------

/** Orders that count as purchases: paid at some point (an order cancelled unpaid never does). */
const purchased = sql`${orders.paid_at} is not null`;

const storeCustomerSorts = {
  last_order: sql`last_order_at desc, email asc`,
  spent: sql`spent_cents desc, email asc`,
  orders: sql`orders desc, email asc`,
  name: sql`lower(name) asc, email asc`,
} as const;

/** One store's buyers, one row per e-mail address (lower-cased), with their paid orders. */
export async function storeCustomers(
  db: Db,
  storeId: number,
  opts: { q?: string; sort: keyof typeof storeCustomerSorts; limit: number; offset: number },
) {
  const like = opts.q ? `%${escapeLike(opts.q)}%` : null;
  // A buyer matches when any of their orders does (by e-mail or any name they gave).
  const base = sql`
    select lower(${orders.email}) as email,
      (array_agg(${orders.customer_name} order by ${orders.created_at} desc))[1] as name,
      (array_agg(${orders.customer_id}::text order by ${orders.created_at} desc))[1] as customer_id,
      count(*)::int as orders,
      sum(${orders.total_cents} - ${orders.refunded_cents})::int as spent_cents,
      sum(${orders.refunded_cents})::int as refunded_cents,
      min(${orders.created_at}) as first_order_at,
      max(${orders.created_at}) as last_order_at
    from ${orders}
    where ${orders.store_id} = ${storeId} and ${purchased}
    group by lower(${orders.email})
    ${like ? sql`having bool_or(${orders.email} ilike ${like} or ${orders.customer_name} ilike ${like})` : sql``}`;
  const [page, total] = await readTogether(db, [
    () =>
      db.execute(
        sql`select * from (${base}) c order by ${storeCustomerSorts[opts.sort]} limit ${opts.limit} offset ${opts.offset}`,
      ),
    () => db.execute(sql`select count(*)::int as n from (${base}) c`),
  ] as const);
  return {
    rows: rowsOf<{
      email: string;
      name: string;
      customer_id: string | null;
      orders: number;
      spent_cents: number;
      refunded_cents: number;
      first_order_at: Date | string;
      last_order_at: Date | string;
    }>(page),
    total: rowsOf<{ n: number }>(total)[0]?.n ?? 0,
  };
}

/**
 * Every customer account (role `customer`, with or without orders) and every guest buyer (paid
 * orders without an account, one row per e-mail), with paid orders, spend net of refunds and the
 * stores bought from. Accounts first by newest order, then guests.
 */
export async function adminCustomers(
  db: Db,
  opts: { q?: string; kind?: 'account' | 'guest'; limit: number; offset: number },
) {
  const like = opts.q ? `%${escapeLike(opts.q)}%` : null;
  const accounts = sql`
    select 'account' as kind, 'account:' || ${users.id}::text as key, ${users.id}::text as user_id,
      ${users.display_name} as name, ${users.email} as email,
      count(${orders.id})::int as orders,
      coalesce(sum(${orders.total_cents} - ${orders.refunded_cents}), 0)::int as spent_cents,
      coalesce(array_agg(distinct ${orders.store_id}) filter (where ${orders.id} is not null), '{}') as store_ids,
      max(${orders.created_at}) as last_order_at, ${users.created_at} as created_at
    from ${users}
      left join ${orders} on ${orders.customer_id} = ${users.id} and ${purchased}
    where ${users.role} = 'customer'
      ${like ? sql`and (${users.email} ilike ${like} or ${users.display_name} ilike ${like})` : sql``}
    group by ${users.id}`;
  const guests = sql`
    select 'guest' as kind, 'guest:' || lower(${orders.email}) as key, null::text as user_id,
      (array_agg(${orders.customer_name} order by ${orders.created_at} desc))[1] as name,
      lower(${orders.email}) as email,
      count(*)::int as orders,
      sum(${orders.total_cents} - ${orders.refunded_cents})::int as spent_cents,
      array_agg(distinct ${orders.store_id}) as store_ids,
      max(${orders.created_at}) as last_order_at, null::timestamptz as created_at
    from ${orders}
    where ${orders.customer_id} is null and ${purchased}
    group by lower(${orders.email})
    ${like ? sql`having bool_or(${orders.email} ilike ${like} or ${orders.customer_name} ilike ${like})` : sql``}`;
  const parts =
    opts.kind === 'account'
      ? accounts
      : opts.kind === 'guest'
        ? guests
        : sql`${accounts} union all ${guests}`;
  const [page, total] = await readTogether(db, [
    () =>
      db.execute(sql`select * from (${parts}) c
        order by (kind = 'guest'), last_order_at desc nulls last, created_at desc nulls last, email
        limit ${opts.limit} offset ${opts.offset}`),
    () => db.execute(sql`select count(*)::int as n from (${parts}) c`),
  ] as const);
  return {
    rows: rowsOf<{
      kind: 'account' | 'guest';
      key: string;
      user_id: string | null;
      name: string;
      email: string;
      orders: number;
      spent_cents: number;
      store_ids: number[] | string;
      last_order_at: Date | string | null;
      created_at: Date | string | null;
    }>(page),
    total: rowsOf<{ n: number }>(total)[0]?.n ?? 0,
  };
}

// ---- saved addresses ------------------------------------------------------------------------

export async function addressesOf(db: Db, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.user_id, userId))
    .orderBy(
      desc(customerAddresses.is_default),
      asc(customerAddresses.created_at),
      asc(customerAddresses.id),
    );
}

export async function countAddresses(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(customerAddresses)
    .where(eq(customerAddresses.user_id, userId));
  return row?.n ?? 0;
}

/** The user's address `id`, or undefined (someone else's id reads as missing). */
export async function findAddress(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.user_id, userId)))
    .limit(1);
  return row;
}

export async function insertAddress(db: Db, values: typeof customerAddresses.$inferInsert) {
  const [row] = await db.insert(customerAddresses).values(values).returning();
  return row!;
}

export async function updateAddress(
  db: Db,
  userId: string,
  id: string,
  patch: Partial<Pick<AddressRow, 'label' | 'address' | 'is_default'>>,
) {
  const [row] = await db
    .update(customerAddresses)
    .set({ ...patch, updated_at: new Date() })
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.user_id, userId)))
    .returning();
  return row;
}

/** Clears the user's default, except on `keep`. */
export async function clearDefaultAddress(db: Db, userId: string, keep?: string): Promise<void> {
  await db
    .update(customerAddresses)
    .set({ is_default: false, updated_at: new Date() })
    .where(
      and(
        eq(customerAddresses.user_id, userId),
        eq(customerAddresses.is_default, true),
        keep ? ne(customerAddresses.id, keep) : undefined,
      ),
    );
}

export async function deleteAddress(db: Db, userId: string, id: string) {
  const [row] = await db
    .delete(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.user_id, userId)))
    .returning();
  return row;
}

/** Holds an e-mail address (any case) until the transaction ends: one sign-up per address at a time. */
export async function lockEmail(db: Db, email: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`customer-email:${email.trim().toLowerCase()}`}))`,
  );
}
