/**
 * Who may read an order (ADR 012): its signed-in customer; anyone holding the confirmation link's
 * key (only its SHA-256 is stored, compared in constant time); the store's owner; staff with
 * `ecommerce.manage`. Guests look an order up by number + e-mail. Anyone else gets the same 404
 * as for an order that does not exist: an order id alone reveals nothing.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Order, OrderStatus, OrderSummary } from '@fundpath/contracts/ecommerce';
import { hasPermission, isClient } from '@fundpath/contracts/roles';
import { type Ctx, requireActor } from '../../platform/auth';
import { sha256 } from '../../platform/crypto';
import { notFound } from '../../platform/errors';
import { storeById, storeOwnedBy } from './catalog-link';
import * as repo from './repo';
import { inScope, ORDER_NOT_FOUND, type OrderScope } from './scope';
import { orderView, toSummaries } from './views';

export const TRACK_NOT_FOUND =
  'We could not find an order with that number and e-mail address in this store. Check both and try again.';

export const ECOMMERCE_MANAGE = 'ecommerce.manage';

function keyMatches(key: string | undefined, hash: string): boolean {
  if (!key) return false;
  const given = Buffer.from(sha256(key), 'hex');
  const stored = Buffer.from(hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

async function mayRead(ctx: Ctx, row: repo.OrderRow, key: string | undefined): Promise<boolean> {
  if (keyMatches(key, row.access_key_hash)) return true;
  const actor = ctx.actor;
  if (!actor) return false;
  if (row.customer_id !== null && row.customer_id === actor.id) return true;
  if (hasPermission(actor, ECOMMERCE_MANAGE)) return true;
  if (isClient(actor)) return (await storeById(ctx.db, row.store_id))?.owner_id === actor.id;
  return false;
}

/** `GET /api/ecommerce/orders/{order_id}?key=`. */
export async function readOrder(ctx: Ctx, id: string, key: string | undefined): Promise<Order> {
  const row = await repo.findOrder(ctx.db, id);
  if (!row || !(await mayRead(ctx, row, key))) throw notFound(ORDER_NOT_FOUND);
  return orderView(ctx.db, row);
}

/** `POST /api/ecommerce/orders/track`: the order only when store, number and e-mail all match. */
export async function trackOrder(
  ctx: Ctx,
  input: { store_id: number; number: string; email: string },
): Promise<Order> {
  const row = await repo.findOrderForTracking(ctx.db, input.store_id, input.number, input.email);
  if (!row) throw notFound(TRACK_NOT_FOUND);
  return orderView(ctx.db, row);
}

// ---- lists and single orders by scope ---------------------------------------------------------

export interface OrderListQuery {
  q?: string;
  status?: OrderStatus;
  store_id?: number;
  from?: string;
  to?: string;
  page: number;
  per_page: number;
}
export interface OrderPage {
  orders: OrderSummary[];
  total: number;
  page: number;
  per_page: number;
}

/** The signed-in owner's store as a scope, or null when they have none yet. */
export async function ownerScope(ctx: Ctx): Promise<OrderScope | null> {
  const store = await storeOwnedBy(ctx.db, requireActor(ctx).id);
  return store ? { kind: 'store', storeId: store.id } : null;
}

/** Like {@link ownerScope}, for a request about one order: no store, no order (404). */
export async function requireOwnerScope(ctx: Ctx): Promise<OrderScope> {
  const scope = await ownerScope(ctx);
  if (!scope) throw notFound(ORDER_NOT_FOUND);
  return scope;
}

const empty = (q: OrderListQuery): OrderPage => ({
  orders: [],
  total: 0,
  page: q.page,
  per_page: q.per_page,
});

async function pageOf(ctx: Ctx, filter: repo.OrderFilter, q: OrderListQuery): Promise<OrderPage> {
  const { rows, total } = await repo.listOrders(ctx.db, filter, {
    limit: q.per_page,
    offset: (q.page - 1) * q.per_page,
  });
  return { orders: await toSummaries(ctx.db, rows), total, page: q.page, per_page: q.per_page };
}

const filterOf = (q: OrderListQuery): repo.OrderFilter => ({
  q: q.q || undefined,
  status: q.status,
  from: q.from,
  to: q.to,
});

/** Orders of the scope: the owner's store only (any `store_id` asked is ignored), or all for admins. */
export async function listOrders(ctx: Ctx, scope: OrderScope | null, q: OrderListQuery): Promise<OrderPage> {
  if (!scope) return empty(q);
  const storeId = scope.kind === 'store' ? scope.storeId : q.store_id;
  return pageOf(ctx, { ...filterOf(q), storeId }, q);
}

export async function getOrder(ctx: Ctx, scope: OrderScope, id: string): Promise<Order> {
  const row = await repo.findOrder(ctx.db, id);
  if (!row || !inScope(row, scope)) throw notFound(ORDER_NOT_FOUND);
  return orderView(ctx.db, row);
}

// ---- the signed-in buyer's own orders ---------------------------------------------------------

export async function listCustomerOrders(
  ctx: Ctx,
  q: { status?: OrderStatus; page: number; per_page: number },
): Promise<OrderPage> {
  const actor = requireActor(ctx);
  return pageOf(ctx, { customerId: actor.id, status: q.status }, q);
}

export async function getCustomerOrder(ctx: Ctx, id: string): Promise<Order> {
  const actor = requireActor(ctx);
  const row = await repo.findOrder(ctx.db, id);
  if (!row || row.customer_id !== actor.id) throw notFound(ORDER_NOT_FOUND);
  return orderView(ctx.db, row);
}
