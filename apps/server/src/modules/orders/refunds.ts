/**
 * Money back, by a store owner (their own store) or an admin (any store): refunds in full or in
 * parts, and cancelling an order not shipped yet (a paid one is refunded in full), both through
 * the payments adapter, with units put back into stock once on request.
 *
 * Money leaves in three steps, so no database transaction is open while the provider is called
 * (the embedded database has one connection, which the test provider needs too): (1) the order
 * row is locked and the refund claimed (`refunded_cents` raised, a refund row written), so a
 * concurrent refund sees it and can never take the total past what was paid; (2) the provider
 * refunds, with the refund row's id as idempotency key (a retry never refunds twice); (3) the
 * order is settled (payment status, restock, timeline, audit), or the claim is released if the
 * provider refused. A process that dies between (1) and (3) leaves a claim without a provider
 * refund id (`order_refunds.provider_refund_id` null): it still counts against what is left to
 * refund, and is not yet reconciled automatically (the provider, asked again with the same key,
 * would answer whether it happened).
 */
import { formatCents, type OrderStatus } from '@fundpath/contracts/ecommerce';
import {
  PaymentInputError,
  PaymentProviderError,
  type PaymentsProvider,
} from '../../adapters/payments/types';
import { type Ctx, requireActor } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { restockUnits } from './catalog-link';
import * as repo from './repo';
import {
  type ActionResult,
  audit,
  conflict,
  inScope,
  lockedOrder,
  type OrderScope,
  STATUS_TEXT,
} from './scope';
import { orderView } from './views';

const REFUNDABLE: readonly OrderStatus[] = ['paid', 'fulfilled', 'delivered'];

/** Calls the provider for a claimed refund; maps its failures to answers for people. */
async function refundAtProvider(
  payments: PaymentsProvider,
  order: repo.OrderRow,
  refund: repo.RefundRow,
): Promise<{ id: string } | { error: AppError }> {
  try {
    const result = await payments.refund({
      payment_id: order.payment_id!,
      amount_cents: refund.amount_cents,
      idempotency_key: `refund:${refund.id}`,
      ...(refund.reason ? { reason: refund.reason } : {}),
    });
    if (result.status === 'failed')
      return { error: conflict('The payment provider declined the refund. Nothing was refunded.') };
    return { id: result.id };
  } catch (err) {
    if (err instanceof PaymentInputError)
      return { error: conflict(`The payment provider refused the refund: ${err.message}`) };
    if (err instanceof PaymentProviderError)
      return {
        error: new AppError(
          'UNAVAILABLE',
          'The payment provider could not be reached. Nothing was refunded; try again.',
        ),
      };
    throw err;
  }
}

/** Gives a claim back after the provider refused: the order is as it was before the claim. */
async function releaseClaim(ctx: Ctx, refund: repo.RefundRow, restore: repo.OrderPatch): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await repo.findOrder(tx, refund.order_id, { lock: true });
    if (!row) return;
    await repo.deleteRefund(tx, refund.id);
    await repo.updateOrder(tx, row.id, {
      ...restore,
      refunded_cents: row.refunded_cents - refund.amount_cents,
    });
  });
}

/** Money goes back through the provider that took it: after a switch (test ↔ Stripe) the other cannot. */
function refusePaidElsewhere(order: repo.OrderRow, payments: PaymentsProvider): void {
  if (order.payment_provider !== payments.kind)
    throw conflict(
      `This order was paid through the ${order.payment_provider === 'test' ? 'test provider' : order.payment_provider === 'stripe' ? 'Stripe' : order.payment_provider}, which is not the payment provider in use now; refund it there`,
    );
}

const unitsText = (n: number) => `${n} unit${n === 1 ? '' : 's'}`;

/**
 * Refunds `amount_cents` (default: all that is left) of a paid, shipped or delivered order.
 * Partial refunds add up (`partially_refunded`); the one that reaches the total makes the order
 * `refunded`. With `restock`, every unit not yet put back goes back into stock, once.
 */
export async function refundOrder(
  ctx: Ctx,
  payments: PaymentsProvider,
  scope: OrderScope,
  id: string,
  input: { amount_cents?: number; reason: string; restock: boolean },
): Promise<ActionResult> {
  const actor = requireActor(ctx);
  // (1) claim
  const { order, refund } = await ctx.db.transaction(async (tx) => {
    const before = await lockedOrder(tx, id, scope);
    const remaining = before.total_cents - before.refunded_cents;
    if (before.status === 'refunded' || remaining <= 0)
      throw conflict('This order has already been refunded in full');
    if (!REFUNDABLE.includes(before.status))
      throw conflict(`Only paid orders can be refunded; this one is ${STATUS_TEXT[before.status]}`);
    if (!before.payment_id) throw conflict('This order has no payment to refund');
    refusePaidElsewhere(before, payments);
    const amount = input.amount_cents ?? remaining;
    if (amount > remaining) {
      const message = `At most ${formatCents(remaining, before.currency)} is left to refund on this order`;
      throw new AppError('VALIDATION_FAILED', message, { errors: { amount_cents: message } });
    }
    const claimed = await repo.insertRefund(tx, {
      order_id: id,
      amount_cents: amount,
      reason: input.reason,
      restock: input.restock,
      created_by: actor.id,
    });
    const row = await repo.updateOrder(tx, id, { refunded_cents: before.refunded_cents + amount });
    return { order: row, refund: claimed };
  });
  // (2) the provider
  const outcome = await refundAtProvider(payments, order, refund);
  if ('error' in outcome) {
    await releaseClaim(ctx, refund, {});
    throw outcome.error;
  }
  // (3) settle
  const after = await ctx.db.transaction(async (tx) => {
    const before = await lockedOrder(tx, id, { kind: 'admin' });
    await repo.setProviderRefundId(tx, refund.id, outcome.id);
    // Settled refunds only: a concurrent claim the provider may still refuse does not count yet.
    const full = (await repo.settledRefundCents(tx, id)) >= before.total_cents;
    const restocked = input.restock ? await repo.claimRestock(tx, id) : [];
    await restockUnits(tx, restocked);
    const row = await repo.updateOrder(tx, id, {
      payment_status: full ? 'refunded' : 'partially_refunded',
      ...(full && REFUNDABLE.includes(before.status) ? { status: 'refunded' as const } : {}),
    });
    const units = restocked.reduce((n, l) => n + l.quantity, 0);
    const money = formatCents(refund.amount_cents, row.currency);
    await repo.insertEvent(tx, {
      order_id: id,
      type: 'refunded',
      message: [
        `${full ? 'Refunded in full' : 'Partially refunded'}: ${money}`,
        input.reason ? ` (${input.reason})` : '',
        units > 0 ? `; ${unitsText(units)} back in stock` : '',
      ].join(''),
      actor_id: actor.id,
      data: { refund_id: refund.id, amount_cents: refund.amount_cents, restocked_units: units },
    });
    await audit(
      ctx,
      tx,
      'order.refunded',
      { ...before, refunded_cents: before.refunded_cents - refund.amount_cents },
      row,
      {
        amount_cents: refund.amount_cents,
        reason: input.reason,
        restocked_units: units,
      },
    );
    return row;
  });
  await ctx.events.emit(ctx, 'order.refunded', {
    order_id: id,
    store_id: after.store_id,
    amount_cents: refund.amount_cents,
  });
  return {
    order: await orderView(ctx.db, after),
    message: `Refunded ${formatCents(refund.amount_cents, after.currency)} on order ${after.number}`,
  };
}

const CANCELLABLE: readonly OrderStatus[] = ['pending_payment', 'paid'];

export const REFUND_IN_FLIGHT =
  'A refund of this order is being processed; cancel it once the refund has gone through.';

export const JUST_PAID =
  'The buyer has just paid for this order; it shows as paid in a moment. Cancel it then, and the payment is refunded.';

/**
 * An order still awaiting payment may have a payment the buyer is confirming (3-D Secure) or that
 * has just succeeded, with its webhook on the way. Cancelling it then would keep the money of a
 * cancelled order, so the provider is asked first; a succeeded payment refuses the cancellation
 * until the order is paid (and a cancellation refunds it).
 */
async function refuseIfJustPaid(ctx: Ctx, payments: PaymentsProvider, scope: OrderScope, id: string) {
  const row = await repo.findOrder(ctx.db, id);
  if (!row || !inScope(row, scope) || row.status !== 'pending_payment' || !row.payment_id) return;
  if (row.payment_provider !== payments.kind) return;
  let status: string;
  try {
    status = (await payments.retrievePayment(row.payment_id)).status;
  } catch (err) {
    if (err instanceof PaymentProviderError)
      throw new AppError(
        'UNAVAILABLE',
        'The payment provider could not be reached to check this order’s payment; try again.',
      );
    if (err instanceof PaymentInputError) return; // the provider has no such payment: nothing to keep
    throw err;
  }
  if (status === 'succeeded') throw conflict(JUST_PAID);
}

/**
 * Cancels an order not shipped yet. A paid one is refunded in full through the provider first
 * (what is left of it, after earlier partial refunds); with `restock` its units go back.
 */
export async function cancelOrder(
  ctx: Ctx,
  payments: PaymentsProvider,
  scope: OrderScope,
  id: string,
  input: { reason: string; restock: boolean },
): Promise<ActionResult> {
  const actor = requireActor(ctx);
  const now = new Date();
  await refuseIfJustPaid(ctx, payments, scope, id);
  // (1) cancel, claiming the refund of what was paid, if anything
  const claimed = await ctx.db.transaction(async (tx) => {
    const before = await lockedOrder(tx, id, scope);
    if (before.status === 'cancelled') throw conflict('This order is already cancelled');
    // A refund the provider may still refuse: cancelling now could leave a paid order cancelled
    // with nothing refunded when that claim is released. Wait for it to settle.
    if (await repo.hasRefundInFlight(tx, id)) throw conflict(REFUND_IN_FLIGHT);
    if (!CANCELLABLE.includes(before.status))
      throw conflict(
        `Only orders awaiting payment or paid and not yet shipped can be cancelled; this one is ${STATUS_TEXT[before.status]}. Refund it instead.`,
      );
    const remaining = before.total_cents - before.refunded_cents;
    const refundDue = before.status === 'paid' && remaining > 0;
    if (refundDue && !before.payment_id) throw conflict('This order has no payment to refund');
    if (refundDue) refusePaidElsewhere(before, payments);
    const refund = refundDue
      ? await repo.insertRefund(tx, {
          order_id: id,
          amount_cents: remaining,
          reason: input.reason || 'Order cancelled',
          restock: input.restock,
          created_by: actor.id,
        })
      : null;
    const order = await repo.updateOrder(tx, id, {
      status: 'cancelled',
      cancelled_at: now,
      ...(refund ? { refunded_cents: before.total_cents } : {}),
    });
    return { before, order, refund };
  });
  // (2) the provider
  let providerRefundId: string | null = null;
  if (claimed.refund) {
    const outcome = await refundAtProvider(payments, claimed.order, claimed.refund);
    if ('error' in outcome) {
      await releaseClaim(ctx, claimed.refund, { status: claimed.before.status, cancelled_at: null });
      throw outcome.error;
    }
    providerRefundId = outcome.id;
  }
  // (3) settle
  const after = await ctx.db.transaction(async (tx) => {
    await lockedOrder(tx, id, { kind: 'admin' });
    if (claimed.refund && providerRefundId)
      await repo.setProviderRefundId(tx, claimed.refund.id, providerRefundId);
    const restocked = input.restock ? await repo.claimRestock(tx, id) : [];
    await restockUnits(tx, restocked);
    const row = claimed.refund
      ? await repo.updateOrder(tx, id, { payment_status: 'refunded' })
      : await repo.findOrder(tx, id).then((r) => r!);
    const units = restocked.reduce((n, l) => n + l.quantity, 0);
    await repo.insertEvent(tx, {
      order_id: id,
      type: 'cancelled',
      message: [
        'Cancelled',
        input.reason ? ` (${input.reason})` : '',
        claimed.refund ? `; ${formatCents(claimed.refund.amount_cents, row.currency)} refunded` : '',
        units > 0 ? `; ${unitsText(units)} back in stock` : '',
      ].join(''),
      actor_id: actor.id,
      data: {
        refund_id: claimed.refund?.id ?? null,
        amount_cents: claimed.refund?.amount_cents ?? 0,
        restocked_units: units,
      },
    });
    await audit(ctx, tx, 'order.cancelled', claimed.before, row, {
      reason: input.reason,
      refunded_cents: claimed.refund?.amount_cents ?? 0,
      restocked_units: units,
    });
    return row;
  });
  await ctx.events.emit(ctx, 'order.cancelled', { order_id: id, store_id: after.store_id, by: actor.id });
  return {
    order: await orderView(ctx.db, after),
    message: `Order ${after.number} cancelled${claimed.refund ? ` and ${formatCents(claimed.refund.amount_cents, after.currency)} refunded` : ''}`,
  };
}
