/**
 * Shipping and delivery, by a store owner (their own store) or an admin (any store): a paid order
 * ships with carrier and tracking number, a shipped one is marked delivered. Anything else is a
 * 409 that changes nothing. Money back (refunds, cancellations) is in refunds.ts.
 */
import { type Ctx, requireActor } from '../../platform/auth';
import * as repo from './repo';
import { type ActionResult, audit, conflict, lockedOrder, type OrderScope, STATUS_TEXT } from './scope';
import { orderView } from './views';

export async function fulfilOrder(
  ctx: Ctx,
  scope: OrderScope,
  id: string,
  input: { carrier: string; tracking_number: string; notify: boolean },
): Promise<ActionResult> {
  const actor = requireActor(ctx);
  const after = await ctx.db.transaction(async (tx) => {
    const before = await lockedOrder(tx, id, scope);
    if (before.status === 'pending_payment')
      throw conflict('This order is not paid yet, so it cannot be shipped');
    if (before.status === 'fulfilled' || before.status === 'delivered')
      throw conflict(`This order has already been shipped (${STATUS_TEXT[before.status]})`);
    if (before.status !== 'paid') throw conflict(`A ${STATUS_TEXT[before.status]} order cannot be shipped`);
    const row = await repo.updateOrder(tx, id, {
      status: 'fulfilled',
      carrier: input.carrier,
      tracking_number: input.tracking_number,
      fulfilled_at: new Date(),
    });
    await repo.insertEvent(tx, {
      order_id: id,
      type: 'fulfilled',
      message: `Shipped with ${input.carrier}, tracking number ${input.tracking_number}`,
      actor_id: actor.id,
      data: { carrier: input.carrier, tracking_number: input.tracking_number, notify: input.notify },
    });
    await audit(ctx, tx, 'order.fulfilled', before, row, { notify: input.notify });
    return row;
  });
  await ctx.events.emit(ctx, 'order.fulfilled', {
    order_id: id,
    store_id: after.store_id,
    notify: input.notify,
  });
  return {
    order: await orderView(ctx.db, after),
    message: `Order ${after.number} marked as shipped${input.notify ? '; the buyer gets an e-mail with the tracking number' : ''}`,
  };
}

export async function deliverOrder(ctx: Ctx, scope: OrderScope, id: string): Promise<ActionResult> {
  const actor = requireActor(ctx);
  const after = await ctx.db.transaction(async (tx) => {
    const before = await lockedOrder(tx, id, scope);
    if (before.status === 'delivered') throw conflict('This order is already marked as delivered');
    if (before.status !== 'fulfilled')
      throw conflict(
        `Only shipped orders can be marked as delivered; this one is ${STATUS_TEXT[before.status]}`,
      );
    const row = await repo.updateOrder(tx, id, { status: 'delivered', delivered_at: new Date() });
    await repo.insertEvent(tx, {
      order_id: id,
      type: 'delivered',
      message: 'Delivered',
      actor_id: actor.id,
    });
    await audit(ctx, tx, 'order.delivered', before, row);
    return row;
  });
  await ctx.events.emit(ctx, 'order.delivered', { order_id: id, store_id: after.store_id });
  return { order: await orderView(ctx.db, after), message: `Order ${after.number} marked as delivered` };
}
