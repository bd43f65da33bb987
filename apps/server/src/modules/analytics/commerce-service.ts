/**
 * Commerce analytics (issue 4/8): a store owner's sales (`/client/analytics`, and today's figures
 * for the `/my-store` hub) and the platform's (`/admin/ecommerce-dashboard`). Orders and carts
 * own their aggregates (orders/stats.ts, cart/stats.ts); this composes them, and every total here
 * is the sum of the series the response carries.
 */
import type {
  AdminCommerceDashboardResponse,
  StoreAnalyticsResponse,
} from '@fundpath/contracts/ecommerce-analytics';
import { type Ctx, requireActor } from '../../platform/auth';
import type { DayRange } from '../../platform/day-series';
import * as cart from '../cart';
import * as catalog from '../catalog';
import * as orders from '../orders';

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const sum = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((n, r) => n + pick(r), 0);

/** The last `days` UTC days, today included. */
export function lastDays(days: number, now: Date = new Date()): DayRange & { days: number } {
  const today = Date.parse(`${dayOf(now.getTime())}T00:00:00Z`);
  return { from: dayOf(today - (days - 1) * DAY_MS), to: dayOf(today), days };
}

const average = (total: number, n: number) => (n === 0 ? 0 : Math.round(total / n));

/** A store with no sales yet still gets every day of the range, as zeros. */
function zeroSeries(range: DayRange & { days: number }): orders.StoreSalesDay[] {
  const start = Date.parse(`${range.from}T00:00:00Z`);
  return Array.from({ length: range.days }, (_, i) => ({
    date: dayOf(start + i * DAY_MS),
    orders: 0,
    gross_cents: 0,
    refunded_cents: 0,
    revenue_cents: 0,
  }));
}

/** The signed-in owner's store over the last `days` days (zeros when they have no store yet). */
export async function storeAnalytics(
  ctx: Ctx,
  days: number,
  now: Date = new Date(),
): Promise<Omit<StoreAnalyticsResponse, 'status'>> {
  const range = lastDays(days, now);
  const store = await catalog.findStoreByOwner(ctx.db, requireActor(ctx).id);
  const { db } = ctx;
  // One after another: on the embedded database they queue on its one connection anyway.
  const series = store ? await orders.storeSalesPerDay(db, store.id, range) : zeroSeries(range);
  const byRevenue = store ? await orders.topProducts(db, store.id, range, 'revenue') : [];
  const byUnits = store ? await orders.topProducts(db, store.id, range, 'units') : [];
  const carts = store ? await cart.cartsCreatedPerDay(db, store.id, range) : [];

  const totals = {
    orders: sum(series, (r) => r.orders),
    gross_cents: sum(series, (r) => r.gross_cents),
    refunded_cents: sum(series, (r) => r.refunded_cents),
    revenue_cents: sum(series, (r) => r.revenue_cents),
  };
  const cartsCreated = sum(carts, (r) => r.carts_created);
  const today = series.at(-1)!;
  return {
    range,
    series,
    totals,
    average_order_value_cents: average(totals.revenue_cents, totals.orders),
    top_products: { by_revenue: byRevenue, by_units: byUnits },
    conversion: {
      carts_created: cartsCreated,
      orders_paid: totals.orders,
      rate: cartsCreated === 0 ? null : Math.round((totals.orders / cartsCreated) * 10_000) / 10_000,
    },
    today: { date: today.date, orders: today.orders, revenue_cents: today.revenue_cents },
  };
}

/** Every store over the last `days` days: GMV, refunds, new buyers, the top stores. */
export async function commerceDashboard(
  ctx: Pick<Ctx, 'db'>,
  days: number,
  now: Date = new Date(),
): Promise<Omit<AdminCommerceDashboardResponse, 'status'>> {
  const range = lastDays(days, now);
  const series = await orders.platformSalesPerDay(ctx.db, range);
  const top = await orders.topStores(ctx.db, range);
  const names = new Map<number, string>();
  for (const t of top)
    names.set(t.store_id, (await catalog.findStoreById(ctx.db, t.store_id))?.store_name ?? '');
  const totals = {
    orders: sum(series, (r) => r.orders),
    gmv_cents: sum(series, (r) => r.gmv_cents),
    refunds_cents: sum(series, (r) => r.refunds_cents),
    net_cents: sum(series, (r) => r.net_cents),
    new_customers: sum(series, (r) => r.new_customers),
  };
  return {
    range,
    series,
    totals,
    average_order_value_cents: average(totals.gmv_cents, totals.orders),
    top_stores: top.map((t) => ({ ...t, store_name: names.get(t.store_id) ?? '' })),
  };
}
