import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import {
  type ChargeSavedInput,
  type CreatePaymentInput,
  type CreateSetupInput,
  PaymentInputError,
  PaymentProviderError,
  type PaymentResult,
  type PaymentsProvider,
  type RefundInput,
  type RefundResult,
  type SetupResult,
  WebhookSignatureError,
} from './types';
import {
  SAVED_METHOD_REF,
  validateChargeSaved,
  validateCreatePayment,
  validateCreateSetup,
  validateRefund,
} from './validate';
import { asStripeShapedEvent, toPaymentWebhookEvent } from './webhook-events';

export interface StripeProviderOptions {
  secretKey: string;
  /** `whsec_…`: without it every webhook is refused. */
  webhookSecret: string | null;
  publishableKey: string | null;
  /** Another Stripe API host (tests point these at a local fake). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** Per request; the SDK retries network failures with the same idempotency key. */
  timeoutMs?: number;
  maxNetworkRetries?: number;
}

const STRIPE_REFUND_REASONS = new Set(['duplicate', 'fraudulent', 'requested_by_customer']);

/** Key-shaped strings are masked in anything passed on (Stripe's own messages quote keys, masked or not). */
const scrub = (message: string) =>
  message.replace(/\b(sk|rk|pk|whsec)_[A-Za-z0-9_*]+/g, '$1_[redacted]').slice(0, 500);

/**
 * A decline's code as the platform names it: Stripe's specific decline code (`insufficient_funds`,
 * `expired_card`…) when it has one, else its error code (`card_declined`, `incorrect_cvc`…).
 */
function declineCode(error: { code?: string | null; decline_code?: string | null } | null | undefined) {
  if (!error) return null;
  if (error.decline_code && error.decline_code !== 'generic_decline') return error.decline_code;
  return error.code ?? 'card_declined';
}

function cardOf(pm: string | Stripe.PaymentMethod | null | undefined) {
  const card = pm && typeof pm === 'object' ? pm.card : null;
  return { card_brand: card?.brand ?? null, card_last4: card?.last4 ?? null };
}

function resultOf(pi: Stripe.PaymentIntent): PaymentResult {
  const base = { id: pi.id, amount_cents: pi.amount, ...cardOf(pi.payment_method), client_secret: null };
  switch (pi.status) {
    case 'succeeded':
      return { ...base, status: 'succeeded', failure_message: null, failure_code: null };
    case 'canceled':
      return {
        ...base,
        status: 'failed',
        failure_message: pi.last_payment_error?.message ?? 'The payment was canceled.',
        failure_code: declineCode(pi.last_payment_error) ?? 'canceled',
      };
    case 'requires_payment_method':
      // Confirmed and declined (the error says why); not yet confirmed would not come from here.
      return {
        ...base,
        status: 'failed',
        failure_message: pi.last_payment_error?.message ?? 'The payment needs another card.',
        failure_code: declineCode(pi.last_payment_error) ?? 'requires_payment_method',
      };
    default:
      // requires_action (3-D Secure), processing, requires_confirmation, requires_capture: not settled.
      return {
        ...base,
        status: 'requires_action',
        failure_message: null,
        failure_code: null,
        client_secret: pi.client_secret,
      };
  }
}

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

/** A saved card as the platform holds it: the Customer and the PaymentMethod attached to it. */
const savedRef = (customer: string, paymentMethod: string) => `${customer}/${paymentMethod}`;

function setupResultOf(si: Stripe.SetupIntent): SetupResult {
  const base = { id: si.id, ...cardOf(si.payment_method), client_secret: null, saved_method_ref: null };
  switch (si.status) {
    case 'succeeded': {
      const customer = idOf(si.customer);
      const pm = idOf(si.payment_method);
      return {
        ...base,
        status: 'succeeded',
        saved_method_ref: customer && pm ? savedRef(customer, pm) : null,
        failure_message: null,
        failure_code: null,
      };
    }
    case 'canceled':
      return {
        ...base,
        status: 'failed',
        failure_message: si.last_setup_error?.message ?? 'The card could not be saved.',
        failure_code: declineCode(si.last_setup_error) ?? 'canceled',
      };
    case 'requires_payment_method':
      // Confirmed and declined (the error says why), or 3-D Secure failed in the browser.
      return {
        ...base,
        status: 'failed',
        failure_message: si.last_setup_error?.message ?? 'The card could not be saved; try another card.',
        failure_code: declineCode(si.last_setup_error) ?? 'requires_payment_method',
      };
    default:
      // requires_action (3-D Secure), processing, requires_confirmation: not settled yet.
      return {
        ...base,
        status: 'requires_action',
        failure_message: null,
        failure_code: null,
        client_secret: si.client_secret,
      };
  }
}

/** A decline as a failed result (Stripe answers 402 with the PaymentIntent in the error). */
function declinedPayment(err: Stripe.errors.StripeCardError, amount_cents: number): PaymentResult {
  const pi = err.payment_intent;
  return {
    id: pi?.id ?? err.charge ?? '',
    status: 'failed',
    amount_cents: pi?.amount ?? amount_cents,
    ...cardOf(err.payment_method ?? pi?.payment_method),
    failure_message: err.message || 'Your card was declined.',
    failure_code: declineCode(err),
    client_secret: null,
  };
}

/**
 * The idempotency key of the Customer a setup makes: derived from the setup's key (a retry reuses
 * the Customer it made) and distinct from it (Stripe refuses one key on two endpoints).
 */
const customerKey = (setupKey: string) =>
  `fundpath-setup-customer-${createHash('sha256').update(setupKey).digest('hex')}`;

/**
 * Stripe's errors that are not declines, as the platform's: the request's fault (a PaymentMethod
 * that does not exist, a refund above what is left) → PaymentInputError with Stripe's message;
 * anything else → PaymentProviderError with a message of ours. The key never appears in either.
 */
function providerError(err: unknown): Error {
  if (err instanceof Stripe.errors.StripeIdempotencyError)
    return new PaymentInputError('This idempotency key was already used for a different request');
  if (err instanceof Stripe.errors.StripeInvalidRequestError)
    return new PaymentInputError(scrub(err.message || 'The payment provider refused the request'));
  if (
    err instanceof Stripe.errors.StripeAuthenticationError ||
    err instanceof Stripe.errors.StripePermissionError
  )
    return new PaymentProviderError('The payment provider refused the platform’s Stripe key');
  if (err instanceof Stripe.errors.StripeRateLimitError)
    return new PaymentProviderError('The payment provider is busy; try again in a moment');
  if (err instanceof Stripe.errors.StripeError)
    return new PaymentProviderError(
      `The payment provider could not complete the request (${err.type}${err.requestId ? `, ${err.requestId}` : ''})`,
    );
  return new PaymentProviderError('The payment provider could not be reached');
}

/**
 * Stripe through its official SDK: PaymentIntents confirmed at once with the PaymentMethod the
 * browser made with Stripe.js (a raw card number is refused here: the server never handles one
 * with Stripe), refunds, and webhooks verified over the raw body.
 */
export function createStripePaymentsProvider(options: StripeProviderOptions): PaymentsProvider {
  const stripe = new Stripe(options.secretKey, {
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
    timeout: options.timeoutMs ?? 20_000,
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    telemetry: false,
    appInfo: { name: 'FundPath' },
  });

  return {
    kind: 'stripe',

    async createPayment(input: CreatePaymentInput): Promise<PaymentResult> {
      if (!('payment_method_id' in input.method))
        throw new PaymentInputError(
          'Card details are taken by Stripe’s card field when Stripe is the payment provider; reload the checkout page and enter the card again.',
        );
      const { currency } = validateCreatePayment(input);
      try {
        const pi = await stripe.paymentIntents.create(
          {
            amount: input.amount_cents,
            currency,
            payment_method: input.method.payment_method_id,
            confirm: true,
            description: input.description || undefined,
            metadata: input.metadata,
            ...(input.receipt_email ? { receipt_email: input.receipt_email } : {}),
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            expand: ['payment_method'],
          },
          { idempotencyKey: input.idempotency_key },
        );
        return resultOf(pi);
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError) return declinedPayment(err, input.amount_cents);
        throw providerError(err);
      }
    },

    async retrievePayment(id: string): Promise<PaymentResult> {
      if (!/^pi_[A-Za-z0-9_]{1,250}$/.test(id)) throw new PaymentInputError('Unknown payment');
      try {
        return resultOf(await stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] }));
      } catch (err) {
        throw providerError(err);
      }
    },

    async refund(input: RefundInput): Promise<RefundResult> {
      validateRefund(input);
      const reason = input.reason && STRIPE_REFUND_REASONS.has(input.reason) ? input.reason : undefined;
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: input.payment_id,
            amount: input.amount_cents,
            ...(reason ? { reason: reason as Stripe.RefundCreateParams.Reason } : {}),
            ...(input.reason && !reason ? { metadata: { reason: input.reason.slice(0, 500) } } : {}),
          },
          { idempotencyKey: input.idempotency_key },
        );
        const status =
          refund.status === 'succeeded'
            ? 'succeeded'
            : refund.status === 'failed' || refund.status === 'canceled'
              ? 'failed'
              : 'pending';
        return { id: refund.id, status, amount_cents: refund.amount };
      } catch (err) {
        throw providerError(err);
      }
    },

    async createSetup(input: CreateSetupInput): Promise<SetupResult> {
      if (!('payment_method_id' in input.method))
        throw new PaymentInputError(
          'Card details are taken by Stripe’s card field when Stripe is the payment provider; reload the page and enter the card again.',
        );
      validateCreateSetup(input);
      try {
        // The card is saved on a Customer of its own; a retry (same key) reuses it.
        const customer = await stripe.customers.create(
          {
            ...(input.customer_email ? { email: input.customer_email } : {}),
            description: input.description || undefined,
            metadata: input.metadata,
          },
          { idempotencyKey: customerKey(input.idempotency_key) },
        );
        const si = await stripe.setupIntents.create(
          {
            customer: customer.id,
            payment_method: input.method.payment_method_id,
            confirm: true,
            usage: 'off_session',
            description: input.description || undefined,
            metadata: input.metadata,
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            expand: ['payment_method'],
          },
          { idempotencyKey: input.idempotency_key },
        );
        return setupResultOf(si);
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError) {
          const si = err.setup_intent;
          return {
            id: si?.id ?? '',
            status: 'failed',
            saved_method_ref: null,
            ...cardOf(err.payment_method ?? si?.payment_method),
            failure_message: err.message || 'Your card was declined.',
            failure_code: declineCode(err),
            client_secret: null,
          };
        }
        throw providerError(err);
      }
    },

    async retrieveSetup(id: string): Promise<SetupResult> {
      if (!/^seti_[A-Za-z0-9_]{1,250}$/.test(id)) throw new PaymentInputError('Unknown setup');
      try {
        return setupResultOf(await stripe.setupIntents.retrieve(id, { expand: ['payment_method'] }));
      } catch (err) {
        throw providerError(err);
      }
    },

    async chargeSaved(input: ChargeSavedInput): Promise<PaymentResult> {
      const { currency } = validateChargeSaved(input);
      const [customer, paymentMethod] = input.saved_method_ref.split('/');
      if (!customer?.startsWith('cus_') || !paymentMethod)
        throw new PaymentInputError('This saved card was not saved with Stripe');
      try {
        const pi = await stripe.paymentIntents.create(
          {
            amount: input.amount_cents,
            currency,
            customer,
            payment_method: paymentMethod,
            off_session: true,
            confirm: true,
            description: input.description || undefined,
            metadata: input.metadata,
            ...(input.receipt_email ? { receipt_email: input.receipt_email } : {}),
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            expand: ['payment_method'],
          },
          { idempotencyKey: input.idempotency_key },
        );
        const result = resultOf(pi);
        // Off-session nobody is there to authenticate: a charge waiting for it has failed.
        if (pi.status === 'requires_action')
          return {
            ...result,
            status: 'failed',
            failure_code: 'authentication_required',
            failure_message: 'Your card was declined. This transaction requires authentication.',
            client_secret: null,
          };
        return result;
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError) return declinedPayment(err, input.amount_cents);
        throw providerError(err);
      }
    },

    async detachSaved(saved_method_ref: string): Promise<void> {
      if (!SAVED_METHOD_REF.test(saved_method_ref) || !saved_method_ref.startsWith('cus_')) return;
      const paymentMethod = saved_method_ref.split('/')[1]!;
      try {
        await stripe.paymentMethods.detach(paymentMethod);
      } catch (err) {
        // Already detached (or gone): forgetting it again is done.
        if (err instanceof Stripe.errors.StripeInvalidRequestError) return;
        throw providerError(err);
      }
    },

    parseWebhook(rawBody, headers) {
      if (!options.webhookSecret)
        throw new WebhookSignatureError('Stripe webhooks are not configured (no webhook secret)');
      const signature = headers['stripe-signature'];
      const header = Array.isArray(signature) ? signature[0] : signature;
      if (!header) throw new WebhookSignatureError('No Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, header, options.webhookSecret);
      } catch (err) {
        throw new WebhookSignatureError(
          err instanceof Stripe.errors.StripeSignatureVerificationError
            ? 'The Stripe-Signature does not match the body, or is too old'
            : 'The webhook body is not an event',
        );
      }
      return toPaymentWebhookEvent(asStripeShapedEvent(event));
    },

    publicConfig() {
      return { provider: 'stripe', publishable_key: options.publishableKey };
    },
  };
}
