import type { PaymentWebhookEvent } from './types';
import { WebhookSignatureError } from './types';

/** The parts of a Stripe event the platform reads (the test provider's events have the same shape). */
export interface StripeShapedEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const int = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);
/** Metadata values are strings at Stripe; anything else is dropped rather than trusted. */
function metadataOf(v: unknown): Record<string, string> {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
  return Object.fromEntries(
    Object.entries(v as Record<string, unknown>).filter(
      (e): e is [string, string] => typeof e[1] === 'string',
    ),
  );
}
/** An id, or the id of an expanded object. */
const idOf = (v: unknown): string | null =>
  str(v) ?? (v && typeof v === 'object' ? str((v as { id?: unknown }).id) : null);

/** Checks an already-verified body has an event's shape (a signed body can still be malformed). */
export function asStripeShapedEvent(value: unknown): StripeShapedEvent {
  const e = value as Partial<StripeShapedEvent> | null;
  if (
    !e ||
    typeof e !== 'object' ||
    typeof e.id !== 'string' ||
    typeof e.type !== 'string' ||
    !e.data ||
    typeof e.data !== 'object' ||
    !e.data.object ||
    typeof e.data.object !== 'object'
  )
    throw new WebhookSignatureError('The webhook body is not an event');
  return e as StripeShapedEvent;
}

/**
 * Reduces a provider event to what the platform acts on: a payment that succeeded or failed
 * (`payment_intent.*`), money refunded (`charge.refunded`, with the cumulative refunded amount) and
 * a card saved or not (`setup_intent.succeeded` / `setup_intent.setup_failed`, with `setup_id`); any
 * other type is `other` (acknowledged, ignored).
 */
export function toPaymentWebhookEvent(event: StripeShapedEvent): PaymentWebhookEvent {
  const o = event.data.object;
  const base = { id: event.id, provider_type: event.type, metadata: metadataOf(o.metadata) };
  switch (event.type) {
    case 'payment_intent.succeeded':
      return {
        ...base,
        type: 'payment.succeeded',
        payment_id: str(o.id),
        amount_cents: int(o.amount_received) ?? int(o.amount),
        failure_message: null,
      };
    case 'payment_intent.payment_failed': {
      const error = (o.last_payment_error ?? null) as { message?: unknown } | null;
      return {
        ...base,
        type: 'payment.failed',
        payment_id: str(o.id),
        amount_cents: int(o.amount),
        failure_message: str(error?.message) ?? 'The payment failed.',
      };
    }
    case 'charge.refunded':
      return {
        ...base,
        type: 'refund.succeeded',
        payment_id: idOf(o.payment_intent),
        amount_cents: int(o.amount_refunded),
        failure_message: null,
      };
    case 'setup_intent.succeeded':
      return {
        ...base,
        type: 'setup.succeeded',
        payment_id: null,
        amount_cents: null,
        failure_message: null,
        setup_id: str(o.id),
      };
    case 'setup_intent.setup_failed': {
      const error = (o.last_setup_error ?? null) as { message?: unknown } | null;
      return {
        ...base,
        type: 'setup.failed',
        payment_id: null,
        amount_cents: null,
        failure_message: str(error?.message) ?? 'The card could not be saved.',
        setup_id: str(o.id),
      };
    }
    default:
      return { ...base, type: 'other', payment_id: null, amount_cents: null, failure_message: null };
  }
}
