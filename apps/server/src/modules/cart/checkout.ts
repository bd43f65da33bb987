/**
 * Checkout (ADR 012): the cart becomes an order in one transaction (idempotency key claimed,
 * stock locked and decremented, totals from `computeTotals`, the order written with its lines
 * frozen), then the card is charged outside any transaction with the order id as the provider's
 * idempotency key, and the answer settles the order: paid (cart emptied, `order.paid`), declined
 * (order cancelled, units back in stock, cart kept, 402), waiting for 3-D Secure (201 with the
 * client secret; the webhook or a repeat of this request settles it), or the provider unreachable
 * (cancelled and restocked, 502, and the key released so a retry starts afresh).
 *
 * A repeat with the same Idempotency-Key never places a second order nor charges twice: it is
 * answered from the order the first made, charging only if that one never got to (the provider
 * dedupes by order id, so that too is at most one charge).
 */
import { createHmac, randomUUID } from 'node:crypto';
import { computeTotals, type Order } from '@fundpath/contracts/ecommerce';
import {
  PaymentInputError,
  type PaymentMethodInput,
  type PaymentResult,
  type PaymentsProvider,
} from '../../adapters/payments';
import type { Ctx } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import {
  type IdempotencyClaim,
  idempotently,
  releaseIdempotency,
  requestHash,
} from '../../platform/idempotency';
import { referrerFor } from '../affiliates';
import type { StoreForCheckout } from '../catalog';
import { reserveStock } from '../catalog';
import {
  cancelUnpaidOrder,
  loadOrder,
  markOrderPaid,
  type OrderPaymentState,
  orderPaymentState,
  placeOrder,
  recordLatePaymentRefund,
  recordPendingPayment,
} from '../orders';
import * as repo from './repo';
import type { CheckoutInput } from './schema';
import { cartStore, cartView } from './service';

export const CART_EMPTY = 'Your cart is empty';
export const STORE_CLOSED = 'This store is not taking orders right now';
export const PRICES_CHANGED =
  'Prices changed since you opened your cart. Please check the new total and try again.';
export const PROVIDER_DOWN = 'Payment provider unavailable; you have not been charged';
export const STILL_PROCESSING = 'Your payment is still being processed. Please try again in a moment.';
export const ORDER_PLACED = 'Order placed';
/** What a decline says when the provider gave no message. */
const DECLINED = 'Your card was declined.';
/** The most one order may cost: Stripe's largest USD charge, $999,999.99. */
export const ORDER_MAX_CENTS = 99_999_999;
export const ORDER_TOO_LARGE = 'An order can be at most $999,999.99: remove some items';
/** How long a repeat waits for the first request's charge to finish before charging itself. */
const IN_FLIGHT_WAIT_MS = 8_000;

export interface CheckoutDeps {
  payments: PaymentsProvider;
  /** The platform's fee in basis points, in effect now (frozen on the order). */
  platformFeeBps: () => number;
  /** The code of the request's attribution cookie (ADR 013), if any. */
  referralCode?: string | undefined;
}

export interface CheckoutResult {
  order: Order;
  access_key: string;
  client_secret: string | null;
  message: string;
  replayed: boolean;
}

/** Thrown inside the placing transaction (rolling it back) when the buyer's total is stale. */
class PricesChanged extends Error {
  constructor(readonly cartId: string) {
    super('prices changed');
  }
}

/**
 * The confirmation link's key: an HMAC under the app secret of the order id and the client's
 * Idempotency-Key (both random), so a repeat of the request can give the same key back although
 * only its SHA-256 is stored. Nobody without the app secret and the client's key can make it.
 */
function accessKeyOf(appSecret: string, orderId: string, idempotencyKey: string): string {
  return createHmac('sha256', appSecret)
    .update(`fundpath:order-access:${orderId}:${idempotencyKey}`)
    .digest('base64url');
}

/** What identifies a checkout request: never a card number or security code, not even hashed. */
function checkoutFingerprint(body: CheckoutInput): string {
  const p = body.payment;
  const method =
    'payment_method_id' in p
      ? p.payment_method_id
      : `card:${p.card_number.slice(-4)}:${p.exp_month}/${p.exp_year}`;
  return requestHash(
    body.store_id,
    body.email.toLowerCase(),
    body.phone,
    JSON.stringify(body.shipping_address),
    method,
    body.expected_total_cents,
  );
}

/**
 * Whose key it is. A signed-in buyer's keys are theirs. A guest has no user row, and the keys
 * table needs one: a guest's key is held by the store's owner and scoped by the SHA-256 of the
 * guest's cart cookie, which no other buyer shares.
 */
function claimFor(
  store: StoreForCheckout,
  owner: repo.CartOwner,
  key: string,
  body: CheckoutInput,
): IdempotencyClaim {
  const request = checkoutFingerprint(body);
  if ('user_id' in owner) return { userId: owner.user_id, scope: 'ecommerce.checkout', key, request };
  return {
    userId: store.owner_id,
    scope: `ecommerce.checkout:guest:${owner.guest_token_hash}`,
    key,
    request,
  };
}

/** `POST /api/ecommerce/checkout`. */
export async function checkout(
  ctx: Ctx,
  deps: CheckoutDeps,
  owner: repo.CartOwner | null,
  body: CheckoutInput,
  idempotencyKey: string,
): Promise<CheckoutResult> {
  const store = await cartStore(ctx, body.store_id);
  if (!owner) throw new AppError('VALIDATION_FAILED', CART_EMPTY);
  const claim = claimFor(store, owner, idempotencyKey, body);
  const newId = randomUUID();
  // Nobody earns a commission on their own purchase, nor on sales of their own store.
  const referrer = await referrerFor(ctx.db, deps.referralCode, {
    userIds: [ctx.actor?.id, store.owner_id],
    email: body.email,
  });
  let placed: { replay: string } | { done: string };
  try {
    placed = await ctx.db.transaction((tx) =>
      idempotently(
        tx,
        claim,
        async () => {
          const cart = await repo.findCart(tx, store.id, owner, { lock: true });
          const items = cart ? await repo.itemsOf(tx, cart.id) : [];
          if (!cart || items.length === 0) throw new AppError('VALIDATION_FAILED', CART_EMPTY);
          if (store.status !== 'live' || store.suspended) throw new AppError('CONFLICT', STORE_CLOSED);
          // Locks, checks and decrements; a short line is a 409 and the transaction rolls back.
          const lines = await reserveStock(
            tx,
            store.id,
            items.map((i) => ({ product_id: i.product_id, variant_id: i.variant_id, quantity: i.quantity })),
          );
          const subtotal = lines.reduce((sum, l) => sum + l.unit_price_cents * l.quantity, 0);
          const totals = computeTotals(subtotal, store);
          if (totals.total_cents > ORDER_MAX_CENTS) throw new AppError('VALIDATION_FAILED', ORDER_TOO_LARGE);
          if (body.expected_total_cents !== undefined && body.expected_total_cents !== totals.total_cents) {
            throw new PricesChanged(cart.id);
          }
          await placeOrder(tx, {
            id: newId,
            store_id: store.id,
            customer_id: ctx.actor?.id ?? null,
            email: body.email,
            customer_name: body.shipping_address.name,
            phone: body.phone || null,
            shipping_address: body.shipping_address,
            currency: store.currency,
            totals,
            tax_rate_bps: store.tax_rate_bps,
            platform_fee_bps: deps.platformFeeBps(),
            payment_provider: deps.payments.kind,
            lines,
            access_key: accessKeyOf(ctx.config.appSecret, newId, idempotencyKey),
            cart_id: cart.id,
            referrer_id: referrer,
          });
          return newId;
        },
        (id) => id,
      ),
    );
  } catch (err) {
    if (err instanceof PricesChanged) {
      const cart = await cartView(ctx.db, store, err.cartId, PRICES_CHANGED);
      throw new AppError('CONFLICT', PRICES_CHANGED, { cart });
    }
    throw err;
  }
  const replayed = 'replay' in placed;
  const orderId = 'replay' in placed ? placed.replay : placed.done;
  const settled = await settle(ctx, deps, { orderId, store, claim, method: body.payment, replayed });
  const order = await loadOrder(ctx.db, orderId);
  if (!order) throw new Error(`order ${orderId} vanished after checkout`);
  return {
    order,
    access_key: accessKeyOf(ctx.config.appSecret, orderId, idempotencyKey),
    client_secret: settled.client_secret,
    message: ORDER_PLACED,
    replayed,
  };
}

interface SettleInput {
  orderId: string;
  store: StoreForCheckout;
  claim: IdempotencyClaim;
  method: PaymentMethodInput;
  /** A repeat of a request that placed the order earlier (maybe still charging it). */
  replayed: boolean;
}

/**
 * Brings the order out of `pending_payment` if it can, or says why not: resolves with the
 * client secret (3-D Secure) or null, throws 402 for a decline and 502 for an unreachable provider.
 */
async function settle(
  ctx: Ctx,
  deps: CheckoutDeps,
  input: SettleInput,
): Promise<{ client_secret: string | null }> {
  let state = await orderPaymentState(ctx.db, input.orderId);
  if (!state) throw new Error(`order ${input.orderId} not found`);
  if (input.replayed && state.status === 'pending_payment' && !state.payment_id) {
    // The first request may still be charging: its answer is the one to give.
    state = await waitWhileCharging(ctx, state);
  }
  if (state.status === 'cancelled' && state.payment_status === 'failed') {
    throw new AppError('PAYMENT_DECLINED', state.payment_failure ?? DECLINED);
  }
  if (state.status !== 'pending_payment') return { client_secret: null };
  if (state.total_cents === 0) {
    // Only free items (and so free shipping): nothing to charge, the order is simply confirmed.
    await completePaidOrder(ctx, state, { id: null, amount_cents: 0, card_brand: null, card_last4: null });
    return { client_secret: null };
  }

  let result: PaymentResult;
  try {
    result =
      input.replayed && state.payment_id
        ? await deps.payments.retrievePayment(state.payment_id)
        : await deps.payments.createPayment({
            amount_cents: state.total_cents,
            currency: state.currency,
            idempotency_key: state.id,
            description: `Order ${state.number} at ${input.store.store_name}`,
            metadata: { order_id: state.id, store_id: String(state.store_id), order_number: state.number },
            receipt_email: state.email,
            method: input.method,
          });
  } catch (err) {
    return paymentError(ctx, input, state, err);
  }
  return applyResult(ctx, deps.payments, state, result);
}

/** Polls the order (briefly) while the request that placed it is charging it. */
async function waitWhileCharging(ctx: Ctx, state: OrderPaymentState): Promise<OrderPaymentState> {
  const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
  let current = state;
  while (current.status === 'pending_payment' && !current.payment_id && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    current = (await orderPaymentState(ctx.db, state.id)) ?? current;
  }
  return current;
}

/** Acts on the provider's answer: paid, waiting for the buyer, or declined. */
async function applyResult(
  ctx: Ctx,
  payments: PaymentsProvider,
  state: OrderPaymentState,
  result: PaymentResult,
): Promise<{ client_secret: string | null }> {
  if (result.status === 'succeeded') {
    if (!(await completePaidOrder(ctx, state, result))) {
      // Cancelled while the card was being charged (by its owner or an admin): the money goes back.
      const now = await orderPaymentState(ctx.db, state.id);
      if (now && owesLateRefund(now)) {
        const late = await refundLatePayment(payments, { id: result.id, amount_cents: result.amount_cents });
        await ctx.db.transaction((tx) => recordLatePaymentRefund(tx, state.id, late));
        throw new AppError('CONFLICT', ORDER_CANCELLED_WHILE_PAYING);
      }
    }
    return { client_secret: null };
  }
  if (result.status === 'requires_action') {
    await ctx.db.transaction((tx) => recordPendingPayment(tx, state.id, result.id));
    return { client_secret: result.client_secret };
  }
  const message = result.failure_message ?? DECLINED;
  await failOrder(ctx, state, { message, event: `Payment declined: ${message}`, payment_id: result.id });
  throw new AppError('PAYMENT_DECLINED', message, { code: result.failure_code });
}

/** In `tx`: marks the order paid and empties the cart it was placed from; false if it was not pending. */
type Captured = Pick<PaymentResult, 'amount_cents' | 'card_brand' | 'card_last4'> & { id: string | null };

export async function payInTx(tx: Ctx['db'], orderId: string, result: Captured): Promise<boolean> {
  const paid = await markOrderPaid(tx, orderId, {
    payment_id: result.id,
    amount_cents: result.amount_cents,
    card_brand: result.card_brand,
    card_last4: result.card_last4,
  });
  if (paid?.cart_id) await repo.clearCart(tx, paid.cart_id);
  return paid !== null;
}

type EventCtx = Pick<Ctx, 'db' | 'log' | 'events'>;

/** After the commit that paid it: `order.paid` (its confirmation e-mail), once per order. */
export const emitPaid = (ctx: EventCtx, order: { id: string; store_id: number }) =>
  ctx.events.emit(ctx, 'order.paid', { order_id: order.id, store_id: order.store_id });

/** After the commit that cancelled it: `order.cancelled` by nobody (the payment failed). */
export const emitPaymentCancelled = (ctx: EventCtx, order: { id: string; store_id: number }) =>
  ctx.events.emit(ctx, 'order.cancelled', { order_id: order.id, store_id: order.store_id, by: null });

/**
 * Pays the order and empties its cart in one transaction, then emits `order.paid` if this call
 * moved it; false when the order was no longer awaiting payment.
 */
async function completePaidOrder(
  ctx: EventCtx,
  state: Pick<OrderPaymentState, 'id' | 'store_id'>,
  result: Captured,
): Promise<boolean> {
  const paid = await ctx.db.transaction((tx) => payInTx(tx, state.id, result));
  if (paid) await emitPaid(ctx, state);
  return paid;
}

export const ORDER_CANCELLED_WHILE_PAYING =
  'This order was cancelled while your payment went through; the payment has been refunded in full.';

/**
 * A cancelled order whose money was never taken as paid: a payment that succeeds for it now (the
 * owner cancelled while the buyer confirmed 3-D Secure, a provider timeout hid the charge, or the
 * stale-order sweep gave up on it) must be given back.
 */
export const owesLateRefund = (state: Pick<OrderPaymentState, 'status' | 'payment_status'>) =>
  state.status === 'cancelled' && (state.payment_status === 'pending' || state.payment_status === 'failed');

/**
 * Refunds such a payment in full, keyed by the payment (a webhook redelivery, the checkout's own
 * answer and a retry all name the same refund, so it happens once). Call outside a transaction;
 * record the outcome with `recordLatePaymentRefund`.
 */
export async function refundLatePayment(
  payments: PaymentsProvider,
  payment: { id: string; amount_cents: number },
): Promise<{ payment_id: string; amount_cents: number; refund_id: string | null; error: string | null }> {
  const outcome = await payments
    .refund({
      payment_id: payment.id,
      amount_cents: payment.amount_cents,
      idempotency_key: `late-payment:${payment.id}`,
      reason: 'Payment arrived after the order was cancelled',
    })
    .then((r) => ({ refund_id: r.id, error: null }))
    .catch((err: Error) => ({ refund_id: null, error: err.message }));
  return { payment_id: payment.id, amount_cents: payment.amount_cents, ...outcome };
}

/**
 * Cancels the pending order and puts its units back in one transaction (the cart is kept; a
 * claim given is released with it), then emits `order.cancelled` if this call moved it.
 */
async function failOrder(
  ctx: EventCtx,
  state: Pick<OrderPaymentState, 'id' | 'store_id'>,
  failure: { message: string; event: string; payment_id?: string | null },
  release?: IdempotencyClaim,
): Promise<void> {
  const moved = await ctx.db.transaction(async (tx) => {
    const cancelled = await cancelUnpaidOrder(tx, state.id, failure);
    if (cancelled && release) await releaseIdempotency(tx, release);
    return cancelled;
  });
  if (moved) await emitPaymentCancelled(ctx, state);
}

/**
 * The provider threw. A refused request (PaymentInputError: e.g. a card number sent to Stripe)
 * is the buyer's to fix: 400 with its message. Anything else means the provider could not be
 * reached: 502. Either way nothing was charged, so the order is cancelled, its units restocked
 * and the key released (a retry places the order afresh). A repeat that finds the provider down
 * leaves the order alone: the first request may yet have charged it.
 */
async function paymentError(
  ctx: Ctx,
  input: SettleInput,
  state: OrderPaymentState,
  err: unknown,
): Promise<never> {
  if (err instanceof PaymentInputError) {
    await failOrder(
      ctx,
      state,
      { message: err.message, event: `Payment refused: ${err.message}` },
      input.claim,
    );
    throw new AppError('VALIDATION_FAILED', err.message);
  }
  // Name and message only: an SDK error object can carry the request it failed on.
  const e = err as { name?: string; message?: string };
  ctx.log.warn(
    { event: 'payment_provider_error', error: e?.name, message: e?.message },
    'payment provider failed',
  );
  if (input.replayed) throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', STILL_PROCESSING);
  await failOrder(
    ctx,
    state,
    { message: PROVIDER_DOWN, event: 'Payment failed: the payment provider was unavailable' },
    input.claim,
  );
  throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', PROVIDER_DOWN);
}
