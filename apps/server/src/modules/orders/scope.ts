/**
 * Whose orders an action may touch and what every action shares: the scope (one store's orders
 * for its owner, every store's for `ecommerce.manage`), the order locked for the transaction (an
 * order outside the scope is the same 404 as a missing one), the words for each status, and the
 * audit record of the change.
 */
import type { Order, OrderStatus } from '@fundpath/contracts/ecommerce';
import { recordAudit } from '../../platform/audit';
import type { Ctx } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import * as repo from './repo';

export const ORDER_NOT_FOUND = 'Order not found';

/** Whose orders the caller may act on: one store's (its owner) or every store's (ecommerce.manage). */
export type OrderScope = { kind: 'store'; storeId: number } | { kind: 'admin' };

export const STATUS_TEXT: Record<OrderStatus, string> = {
  pending_payment: 'awaiting payment',
  paid: 'paid',
  fulfilled: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
  refunded: 'refunded',
};
export const conflict = (message: string) => new AppError('CONFLICT', message);

export const inScope = (row: { store_id: number }, scope: OrderScope) =>
  scope.kind === 'admin' || row.store_id === scope.storeId;

/** The order, locked for this transaction, if the scope reaches it; 404 otherwise. */
export async function lockedOrder(tx: Db, id: string, scope: OrderScope): Promise<repo.OrderRow> {
  const row = await repo.findOrder(tx, id, { lock: true });
  if (!row || !inScope(row, scope)) throw notFound(ORDER_NOT_FOUND);
  return row;
}

const auditState = (row: repo.OrderRow) => ({
  status: row.status,
  payment_status: row.payment_status,
  refunded_cents: row.refunded_cents,
  carrier: row.carrier,
  tracking_number: row.tracking_number,
});

export async function audit(
  ctx: Ctx,
  tx: Db,
  action: string,
  before: repo.OrderRow,
  after: repo.OrderRow,
  extra = {},
) {
  await recordAudit(
    ctx,
    {
      action,
      target_type: 'order',
      target_id: after.id,
      target_label: after.number,
      before: auditState(before),
      after: { ...auditState(after), ...extra },
    },
    tx,
  );
}

export interface ActionResult {
  order: Order;
  message: string;
}
