/**
 * `POST /api/ecommerce/payments/webhook` (ADR 012): the provider tells us how a payment ended,
 * mostly after 3-D Secure, when the checkout request has long answered. The signature is checked
 * over the raw body by the provider in effect; each event id is handled once (`payment_events`,
 * claimed in the transaction that acts on it, so a failure lets the redelivery try again). A
 * success pays the order if it is still pending (cart emptied, `order.paid` once); a failure
 * cancels it and restocks. Anything else is acknowledged and left alone.
 */
import { PaymentProviderError, type PaymentsProvider, WebhookSignatureError } from '../../adapters/payments';
import type { Ctx } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import {
  cancelUnpaidOrder,
  claimPaymentEvent,
  orderIdByPayment,
  orderPaymentState,
  recordLatePaymentRefund,
} from '../orders';
import { handleTravelPaymentEvent } from '../travel';
import { emitPaid, emitPaymentCancelled, owesLateRefund, payInTx, refundLatePayment } from './checkout';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function handlePaymentWebhook(
  ctx: Ctx,
  payments: PaymentsProvider,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<{ handled: boolean }> {
  let event: ReturnType<PaymentsProvider['parseWebhook']>;
  try {
    event = payments.parseWebhook(rawBody, headers);
  } catch (err) {
    if (err instanceof WebhookSignatureError) {
      ctx.log.warn({ event: 'payment_webhook_refused', reason: err.message }, 'payment webhook refused');
      throw new AppError('VALIDATION_FAILED', 'Invalid webhook signature');
    }
    // No webhook secret configured for Stripe, and such: refuse, so the provider retries later.
    if (err instanceof PaymentProviderError) throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', err.message);
    throw err;
  }

  const provider = payments.kind;
  if (event.metadata.travel_booking_id) {
    // A travel booking's payment (5/8): its own module settles it, once per event id.
    const claimed = await ctx.db.transaction((tx) =>
      claimPaymentEvent(tx, { provider, id: event.id, type: event.provider_type }),
    );
    const handled = claimed ? await handleTravelPaymentEvent(ctx, payments, event) : false;
    ctx.log.info(
      {
        event: 'payment_webhook',
        provider_type: event.provider_type,
        travel_booking_id: event.metadata.travel_booking_id,
        handled,
      },
      'payment webhook',
    );
    return { handled };
  }
  const acts = (event.type === 'payment.succeeded' || event.type === 'payment.failed') && event.payment_id;
  const metaId = event.metadata.order_id;
  const orderId = !acts
    ? undefined
    : metaId && UUID.test(metaId)
      ? metaId
      : await orderIdByPayment(ctx.db, provider, event.payment_id!);
  const state = orderId ? await orderPaymentState(ctx.db, orderId) : undefined;
  // Card brand and last four are not in the event: asked once, outside the transaction.
  const payment =
    event.type === 'payment.succeeded' && state?.status === 'pending_payment'
      ? await payments.retrievePayment(event.payment_id!).catch(() => null)
      : null;

  // A payment that succeeded after its order was cancelled (cancelled by its owner while the
  // buyer confirmed 3-D Secure, or by checkout when a provider timeout hid the charge): the buyer
  // must not keep paying for nothing. Refunded in full, keyed by the payment so a redelivery
  // never refunds twice, and noted on the timeline.
  const late =
    event.type === 'payment.succeeded' && state && owesLateRefund(state)
      ? await refundLatePayment(payments, {
          id: event.payment_id!,
          amount_cents: event.amount_cents ?? state.total_cents,
        })
      : null;

  const outcome = await ctx.db.transaction(async (tx) => {
    if (!(await claimPaymentEvent(tx, { provider, id: event.id, type: event.provider_type })))
      return 'duplicate';
    if (late && state) {
      await recordLatePaymentRefund(tx, state.id, late);
      return late.refund_id ? 'refunded' : 'ignored';
    }
    if (state?.status !== 'pending_payment') return 'ignored';
    if (event.type === 'payment.succeeded') {
      const paid = await payInTx(tx, state.id, {
        id: event.payment_id!,
        amount_cents: event.amount_cents ?? payment?.amount_cents ?? state.total_cents,
        card_brand: payment?.card_brand ?? null,
        card_last4: payment?.card_last4 ?? null,
      });
      return paid ? 'paid' : 'ignored';
    }
    const message = event.failure_message ?? 'The payment failed.';
    const cancelled = await cancelUnpaidOrder(tx, state.id, {
      message,
      event: `Payment declined: ${message}`,
      payment_id: event.payment_id,
    });
    return cancelled ? 'cancelled' : 'ignored';
  });

  if (outcome === 'paid') await emitPaid(ctx, state!);
  if (outcome === 'cancelled') await emitPaymentCancelled(ctx, state!);
  ctx.log.info(
    { event: 'payment_webhook', provider_type: event.provider_type, outcome, order_id: state?.id ?? null },
    'payment webhook',
  );
  return { handled: outcome === 'paid' || outcome === 'cancelled' || outcome === 'refunded' };
}
