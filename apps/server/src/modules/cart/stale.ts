/**
 * Orders left awaiting payment hold their units: stock comes off when the order is placed and
 * goes back only when the payment settles. A buyer who abandons 3-D Secure sends no event, and a
 * process that dies between placing an order and charging it leaves no payment at all, so a
 * sweep (the `commerce.expire-unpaid` job, every few minutes) settles what is older than
 * {@link UNPAID_ORDER_TTL_MINUTES}: it asks the provider first, pays an order whose payment did
 * succeed, and cancels and restocks the rest. A payment that succeeds after that is refunded in
 * full by the webhook (`owesLateRefund`), so nobody pays for a cancelled order.
 */
import { PaymentInputError, PaymentProviderError, type PaymentsProvider } from '../../adapters/payments';
import type { Ctx } from '../../platform/auth';
import type { Db } from '../../platform/db';
import type { EventBus } from '../../platform/events';
import { cancelUnpaidOrder, orderPaymentState, unpaidOrdersPlacedBefore } from '../orders';
import { emitPaid, emitPaymentCancelled, payInTx } from './checkout';

export const EXPIRE_UNPAID_JOB = 'commerce.expire-unpaid';
export const EXPIRE_UNPAID_CRON = '*/5 * * * *';
/** How long an order may wait for its payment before the sweep settles it. */
export const UNPAID_ORDER_TTL_MINUTES = 30;
/** At most this many orders per sweep (the next sweep takes the rest). */
const BATCH = 200;
export const EXPIRED_MESSAGE = 'The payment was not completed in time';

declare module '../../platform/jobs' {
  interface JobData {
    'commerce.expire-unpaid': Record<string, never>;
  }
}

export interface SweepDeps {
  db: Db;
  log: Ctx['log'];
  events: EventBus;
  payments: () => PaymentsProvider;
}

export async function expireUnpaidOrders(
  deps: SweepDeps,
  now = new Date(),
): Promise<{ paid: number; cancelled: number; left: number }> {
  const before = new Date(now.getTime() - UNPAID_ORDER_TTL_MINUTES * 60_000);
  const ids = await unpaidOrdersPlacedBefore(deps.db, before, BATCH);
  const tally = { paid: 0, cancelled: 0, left: 0 };
  const ctx = { db: deps.db, log: deps.log, events: deps.events };
  for (const id of ids) {
    const state = await orderPaymentState(deps.db, id);
    if (state?.status !== 'pending_payment') continue;
    const payments = deps.payments();
    if (state.payment_id && state.payment_provider === payments.kind) {
      let payment: Awaited<ReturnType<PaymentsProvider['retrievePayment']>> | null = null;
      try {
        payment = await payments.retrievePayment(state.payment_id);
      } catch (err) {
        // Unreachable: try again next sweep. Unknown to the provider: nothing was taken.
        if (err instanceof PaymentProviderError) {
          tally.left += 1;
          continue;
        }
        if (!(err instanceof PaymentInputError)) throw err;
      }
      if (payment?.status === 'succeeded') {
        const paid = await deps.db.transaction((tx) =>
          payInTx(tx, id, {
            id: payment.id,
            amount_cents: payment.amount_cents,
            card_brand: payment.card_brand,
            card_last4: payment.card_last4,
          }),
        );
        if (paid) {
          tally.paid += 1;
          await emitPaid(ctx, state);
        }
        continue;
      }
    }
    const cancelled = await deps.db.transaction((tx) =>
      cancelUnpaidOrder(tx, id, {
        message: EXPIRED_MESSAGE,
        event: `Cancelled: ${EXPIRED_MESSAGE.toLowerCase()} (after ${UNPAID_ORDER_TTL_MINUTES} minutes)`,
        payment_id: state.payment_id,
      }),
    );
    if (cancelled) {
      tally.cancelled += 1;
      await emitPaymentCancelled(ctx, state);
    }
  }
  if (tally.paid || tally.cancelled || tally.left)
    deps.log.warn({ event: 'unpaid_orders_swept', ...tally }, 'unpaid orders settled');
  return tally;
}
