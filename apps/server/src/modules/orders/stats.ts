/**
 * Order aggregates for commerce analytics (read through this module's index by the analytics
 * module, ADR 003). Days are UTC; every series has a row per day of the range (zeros included),
 * so a total is the sum of its rows. An order counts on the day it was paid.
 */
import { sql } from 'drizzle-orm';
import { orderLines, orderRefunds, orders } from '../../db/schema/orders';
import { type DayRange, daySeries, dayText, rangeBounds, rowsOf, utcDay } from '../../platform/day-series';
import type { Db } from '../../platform/db';

/** Sums arrive as int8 (text in node-postgres, bigint in PGlite): numbers here. */
const num = (v: unknown) => Number(v ?? 0);

export interface StoreSalesDay {
  date: string;
  orders: number;
  gross_cents: number;
  refunded_cents: number;
  revenue_cents: number;
}

/**
 * A store's orders paid per day: their totals (`gross_cents`), what has been refunded of those
 * orders so far, and the revenue net of it. A cancelled paid order was refunded in full, so it
 * adds an order and nothing to revenue.
 */
export async function storeSalesPerDay(db: Db, storeId: number, range: DayRange): Promise<StoreSalesDay[]> {
  const { start, end } = rangeBounds(range);
  const res = await db.execute(sql`
    with agg as (
      select ${utcDay(orders.paid_at)} as day, count(*)::int as orders,
        sum(${orders.total_cents})::int8 as gross, sum(${orders.refunded_cents})::int8 as refunded
      from ${orders}
      where ${orders.store_id} = ${storeId} and ${orders.paid_at} >= ${start} and ${orders.paid_at} < ${end}
      group by 1
    )
    select ${dayText(sql`d.day`)} as date, coalesce(agg.orders, 0)::int as orders,
      coalesce(agg.gross, 0) as gross, coalesce(agg.refunded, 0) as refunded
    from (${daySeries(range)}) d left join agg on agg.day = d.day
    order by d.day`);
  return rowsOf<{ date: string; orders: number; gross: unknown; refunded: unknown }>(res).map((r) => ({
    date: r.date,
    orders: r.orders,
    gross_cents: num(r.gross),
    refunded_cents: num(r.refunded),
    revenue_cents: num(r.gross) - num(r.refunded),
  }));
}

export interface ProductSales {
  product_id: string | null;
  title: string;
  units: number;
  revenue_cents: number;
}

/**
 * The best sellers of a store among the range's paid orders that still stand (cancelled and fully
 * refunded ones left out), by revenue or by units. A deleted product keeps its frozen title.
 */
export async function topProducts(
  db: Db,
  storeId: number,
  range: DayRange,
  by: 'revenue' | 'units',
  limit = 5,
): Promise<ProductSales[]> {
  const { start, end } = rangeBounds(range);
  const l = orderLines;
  const res = await db.execute(sql`
    select (array_agg(${l.product_id}::text))[1] as product_id,
      (array_agg(${l.title} order by ${orders.paid_at} desc))[1] as title,
      sum(${l.quantity})::int8 as units, sum(${l.line_total_cents})::int8 as revenue
    from ${l} join ${orders} on ${orders.id} = ${l.order_id}
    where ${orders.store_id} = ${storeId} and ${orders.paid_at} >= ${start} and ${orders.paid_at} < ${end}
      and ${orders.status} not in ('cancelled', 'refunded')
    group by coalesce(${l.product_id}::text, 'title:' || ${l.title})
    order by ${by === 'revenue' ? sql`revenue desc, units desc` : sql`units desc, revenue desc`}, title
    limit ${limit}`);
  return rowsOf<{ product_id: string | null; title: string; units: unknown; revenue: unknown }>(res).map(
    (r) => ({ product_id: r.product_id, title: r.title, units: num(r.units), revenue_cents: num(r.revenue) }),
  );
}

export interface PlatformSalesDay {
  date: string;
  orders: number;
  gmv_cents: number;
  refunds_cents: number;
  net_cents: number;
  new_customers: number;
}

/**
 * Every store together, per day: orders paid and their totals (GMV), money the provider refunded
 * that day (on any order), net, and first-time buyers (an e-mail address's first paid order).
 */
export async function platformSalesPerDay(db: Db, range: DayRange): Promise<PlatformSalesDay[]> {
  const { start, end } = rangeBounds(range);
  const r = orderRefunds;
  const res = await db.execute(sql`
    with paid as (
      select ${utcDay(orders.paid_at)} as day, count(*)::int as n, sum(${orders.total_cents})::int8 as gmv
      from ${orders} where ${orders.paid_at} >= ${start} and ${orders.paid_at} < ${end}
      group by 1
    ),
    refunds as (
      select ${utcDay(r.created_at)} as day, sum(${r.amount_cents})::int8 as cents
      from ${r} where ${r.provider_refund_id} is not null and ${r.created_at} >= ${start} and ${r.created_at} < ${end}
      group by 1
    ),
    firsts as (
      select min(${orders.paid_at}) as at from ${orders}
      where ${orders.paid_at} is not null group by lower(${orders.email})
    ),
    newcomers as (
      select ${utcDay(sql`at`)} as day, count(*)::int as n from firsts
      where at >= ${start} and at < ${end} group by 1
    )
    select ${dayText(sql`d.day`)} as date, coalesce(p.n, 0)::int as orders,
      coalesce(p.gmv, 0) as gmv, coalesce(f.cents, 0) as refunds, coalesce(c.n, 0)::int as new_customers
    from (${daySeries(range)}) d
      left join paid p on p.day = d.day
      left join refunds f on f.day = d.day
      left join newcomers c on c.day = d.day
    order by d.day`);
  return rowsOf<{ date: string; orders: number; gmv: unknown; refunds: unknown; new_customers: number }>(
    res,
  ).map((row) => ({
    date: row.date,
    orders: row.orders,
    gmv_cents: num(row.gmv),
    refunds_cents: num(row.refunds),
    net_cents: num(row.gmv) - num(row.refunds),
    new_customers: row.new_customers,
  }));
}

/** The stores with the most GMV in the range (orders paid in it). */
export async function topStores(
  db: Db,
  range: DayRange,
  limit = 5,
): Promise<Array<{ store_id: number; orders: number; gmv_cents: number }>> {
  const { start, end } = rangeBounds(range);
  const res = await db.execute(sql`
    select ${orders.store_id} as store_id, count(*)::int as orders, sum(${orders.total_cents})::int8 as gmv
    from ${orders} where ${orders.paid_at} >= ${start} and ${orders.paid_at} < ${end}
    group by 1 order by gmv desc, orders desc, store_id limit ${limit}`);
  return rowsOf<{ store_id: number; orders: number; gmv: unknown }>(res).map((row) => ({
    store_id: Number(row.store_id),
    orders: row.orders,
    gmv_cents: num(row.gmv),
  }));
}

export interface RecentOrder {
  id: string;
  number: string;
  customer_name: string;
  status: string;
  total_cents: number;
  refunded_cents: number;
  created_at: Date;
}

export interface StoreOrdersOverview {
  /** Orders that were paid (whatever happened after), and their totals net of refunds. */
  paid_orders: number;
  gross_cents: number;
  refunded_cents: number;
  recent: RecentOrder[];
}

/** One store at a glance for the staff client record: paid orders, their revenue, the latest orders. */
export async function storeOrdersOverview(db: Db, storeId: number, limit = 5): Promise<StoreOrdersOverview> {
  const res = await db.execute(sql`
    select count(*)::int as paid_orders, coalesce(sum(${orders.total_cents}), 0)::int8 as gross,
      coalesce(sum(${orders.refunded_cents}), 0)::int8 as refunded
    from ${orders} where ${orders.store_id} = ${storeId} and ${orders.paid_at} is not null`);
  const [totals] = rowsOf<{ paid_orders: number; gross: unknown; refunded: unknown }>(res);
  const recent = await db
    .select({
      id: orders.id,
      number: orders.number,
      customer_name: orders.customer_name,
      status: orders.status,
      total_cents: orders.total_cents,
      refunded_cents: orders.refunded_cents,
      created_at: orders.created_at,
    })
    .from(orders)
    .where(sql`${orders.store_id} = ${storeId}`)
    .orderBy(sql`${orders.created_at} desc`)
    .limit(limit);
  return {
    paid_orders: totals?.paid_orders ?? 0,
    gross_cents: num(totals?.gross),
    refunded_cents: num(totals?.refunded),
    recent,
  };
}
