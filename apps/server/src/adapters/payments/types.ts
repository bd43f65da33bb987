/**
 * The one payments adapter (issue 4/8; travel and marketplace bookings reuse it). Two real
 * implementations: Stripe (PaymentIntents through the official SDK, signed webhooks) and the
 * offline test provider `npm start` uses, which behaves like Stripe test mode. Amounts are
 * integer cents. A raw card number only ever reaches the test provider, is never stored or
 * logged, and is refused outright when Stripe is the provider (the browser tokenises there).
 */

export type PaymentProviderKind = 'test' | 'stripe';

/** What pays: raw test-card fields (test provider only) or a Stripe PaymentMethod id. */
export type PaymentMethodInput =
  | { card_number: string; exp_month: number; exp_year: number; cvc: string }
  | { payment_method_id: string };

export interface CreatePaymentInput {
  amount_cents: number;
  currency: string;
  /** Same key → same payment (a retry never charges twice). Use the order id. */
  idempotency_key: string;
  description: string;
  /** Echoed back in webhooks (e.g. `{ order_id }`). Strings only. */
  metadata: Record<string, string>;
  receipt_email?: string;
  method: PaymentMethodInput;
}

export interface PaymentResult {
  /** `pi_…` (Stripe) or `tp_…` (test provider). */
  id: string;
  /**
   * `requires_action`: not settled yet. The buyer must confirm in the browser (3-D Secure, with
   * `client_secret`) or the provider is still processing; a webhook settles it either way.
   */
  status: 'succeeded' | 'requires_action' | 'failed';
  amount_cents: number;
  card_brand: string | null;
  card_last4: string | null;
  /** A message fit to show the buyer when `failed`, e.g. "Your card was declined." */
  failure_message: string | null;
  /** Provider's decline code when `failed` (`card_declined`, `insufficient_funds`, …). */
  failure_code: string | null;
  /** Stripe only, when `requires_action`: the browser confirms with it (3-D Secure). */
  client_secret: string | null;
}

export interface RefundInput {
  payment_id: string;
  amount_cents: number;
  /** Same key → same refund. */
  idempotency_key: string;
  reason?: string;
}

export interface RefundResult {
  id: string;
  status: 'succeeded' | 'pending' | 'failed';
  amount_cents: number;
}

/**
 * Saving a card now to charge it later (marketplace bookings: the card is saved at request and
 * charged when the specialist confirms). Stripe: a SetupIntent on a Customer; the test provider
 * mirrors it with a saved card of its own (brand, last four, expiry and how Stripe's test card
 * behaves when charged; never the number).
 */
export interface CreateSetupInput {
  /** Same key → same setup (a retry never saves twice). */
  idempotency_key: string;
  description: string;
  /** Echoed back in webhooks (`setup.*`). Strings only. */
  metadata: Record<string, string>;
  customer_email?: string;
  /** Raw test card (test provider only) or `{ payment_method_id }` (Stripe). */
  method: PaymentMethodInput;
}

export interface SetupResult {
  /** `seti_…` (Stripe) or `ts_…` (test provider). */
  id: string;
  /**
   * `requires_action`: the card needs authentication (3-D Secure) before it can be saved; the
   * browser confirms with `client_secret` (Stripe) and a `setup.*` webhook settles it.
   */
  status: 'succeeded' | 'requires_action' | 'failed';
  /**
   * What `chargeSaved` takes once `succeeded` (null otherwise): `cus_…/pm_…` (Stripe) or `tpm_…`
   * (test provider). Opaque; never a card number.
   */
  saved_method_ref: string | null;
  card_brand: string | null;
  card_last4: string | null;
  /** A message fit to show the member when `failed`, e.g. "Your card was declined." */
  failure_message: string | null;
  failure_code: string | null;
  /** Stripe only, when `requires_action`: the browser confirms the SetupIntent with it. */
  client_secret: string | null;
}

export interface ChargeSavedInput {
  /** `SetupResult.saved_method_ref` of a succeeded setup. */
  saved_method_ref: string;
  amount_cents: number;
  currency: string;
  /** Same key → one charge. */
  idempotency_key: string;
  description: string;
  /** Echoed back in webhooks (`payment.*`). Strings only. */
  metadata: Record<string, string>;
  receipt_email?: string;
}

/** A provider webhook, verified and reduced to what the platform acts on. */
export interface PaymentWebhookEvent {
  /** The provider's event id: handle each once. */
  id: string;
  type:
    | 'payment.succeeded'
    | 'payment.failed'
    | 'refund.succeeded'
    | 'setup.succeeded'
    | 'setup.failed'
    | 'other';
  /** The provider's raw event type, e.g. `payment_intent.succeeded`. */
  provider_type: string;
  payment_id: string | null;
  /**
   * `payment.*`: the payment's amount. `refund.succeeded`: everything refunded on the payment so
   * far (cumulative, so replays and out-of-order deliveries are harmless).
   */
  amount_cents: number | null;
  metadata: Record<string, string>;
  failure_message: string | null;
  /** `setup.*`: the setup (`seti_…` / `ts_…`); null for other types. */
  setup_id?: string | null;
}

/** Thrown by `parseWebhook` for a missing or wrong signature (the route answers 400). */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** Thrown when the provider cannot be reached or answers with an error that is not a decline. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}

/**
 * Thrown for a request the provider refuses because of what it was asked (the caller answers 4xx
 * with the message): a raw card number sent to Stripe, an unknown test PaymentMethod, a refund
 * above what is left to refund, an unknown payment id.
 */
export class PaymentInputError extends Error {
  override name = 'PaymentInputError';
}

export interface PaymentsProvider {
  readonly kind: PaymentProviderKind;
  /**
   * Creates and confirms a payment. A decline is a `failed` result, not an exception. Call it
   * outside any database transaction (the test provider writes with its own connection).
   */
  createPayment(input: CreatePaymentInput): Promise<PaymentResult>;
  /** Reads a payment's current state (used after `requires_action`, and to reconcile). */
  retrievePayment(id: string): Promise<PaymentResult>;
  refund(input: RefundInput): Promise<RefundResult>;
  /**
   * Saves a card to charge later (off-session). A decline is a `failed` result, not an exception;
   * a card needing authentication is `requires_action`. Outside any database transaction.
   */
  createSetup(input: CreateSetupInput): Promise<SetupResult>;
  /** Reads a setup's current state (after `requires_action`, and to reconcile). */
  retrieveSetup(id: string): Promise<SetupResult>;
  /**
   * Charges a saved card off-session; refunds go through `refund` with the result's id. A decline
   * is a `failed` result with the buyer's message; a card that needs authentication off-session
   * is `failed` with code `authentication_required`. Outside any database transaction.
   */
  chargeSaved(input: ChargeSavedInput): Promise<PaymentResult>;
  /** Forgets a saved card (after the booking ends). Idempotent; an unknown ref is a no-op. */
  detachSaved?(saved_method_ref: string): Promise<void>;
  /** Verifies the signature over the raw body and parses the event; throws WebhookSignatureError. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentWebhookEvent;
  /** What the browser needs to take a card: the provider and Stripe's publishable key. */
  publicConfig(): { provider: PaymentProviderKind; publishable_key: string | null };
}
