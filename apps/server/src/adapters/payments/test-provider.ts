import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CARD_DECLINES, cardExpired } from '@fundpath/contracts/payments';
import { and, eq, sql } from 'drizzle-orm';
import { testPaymentRefunds, testPaymentSetups, testPayments } from '../../db/schema';
import type { Db } from '../../platform/db';
import { AUTHENTICATION_REQUIRED_MESSAGE, judgeTestCard, judgeTestSetup, testCardOf } from './test-cards';
import {
  type ChargeSavedInput,
  type CreatePaymentInput,
  type CreateSetupInput,
  PaymentInputError,
  type PaymentResult,
  type PaymentsProvider,
  type RefundInput,
  type RefundResult,
  type SetupResult,
  WebhookSignatureError,
} from './types';
import { validateChargeSaved, validateCreatePayment, validateCreateSetup, validateRefund } from './validate';
import { asStripeShapedEvent, type StripeShapedEvent, toPaymentWebhookEvent } from './webhook-events';

/** The header carrying the test provider's webhook signature: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const TEST_SIGNATURE_HEADER = 'test-signature';
/** Signed events older (or newer) than this are refused, as Stripe's default tolerance does. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface TestPaymentsOptions {
  db: Db;
  /** The key of the `Test-Signature` HMAC ({@link testWebhookSecret}). */
  webhookSecret: string;
  /** The clock (card expiry, webhook tolerance). */
  now?: () => Date;
}

type PaymentRow = typeof testPayments.$inferSelect;
type SetupRow = typeof testPaymentSetups.$inferSelect;

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

function resultOf(row: PaymentRow): PaymentResult {
  return {
    id: row.id,
    status: row.status,
    amount_cents: row.amount_cents,
    card_brand: row.card_brand,
    card_last4: row.card_last4,
    failure_message: row.failure_message,
    failure_code: row.failure_code,
    client_secret: null,
  };
}

function setupResultOf(row: SetupRow): SetupResult {
  return {
    id: row.id,
    status: row.status,
    saved_method_ref: row.status === 'succeeded' ? row.saved_method_id : null,
    card_brand: row.card_brand,
    card_last4: row.card_last4,
    failure_message: row.failure_message,
    failure_code: row.failure_code,
    client_secret: null,
  };
}

const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** The secret of test-mode webhooks: derived from the app secret, so every instance agrees on it. */
export function testWebhookSecret(appSecret: string): string {
  return createHmac('sha256', appSecret).update('fundpath:payments:test-webhook').digest('hex');
}

/** The `Test-Signature` header value for a body (what tests send, as Stripe's CLI does for Stripe). */
export function signTestWebhook(
  rawBody: string | Buffer,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/**
 * A test-mode event body for a payment, shaped like Stripe's (`payment_intent.succeeded`,
 * `payment_intent.payment_failed`, `charge.refunded`), for tests of the webhook route.
 */
export function testWebhookEvent(
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'charge.refunded',
  payment: Pick<PaymentResult, 'id' | 'amount_cents' | 'failure_message'>,
  options: { metadata?: Record<string, string>; refunded_cents?: number; id?: string } = {},
): StripeShapedEvent {
  const metadata = options.metadata ?? {};
  const object: Record<string, unknown> =
    type === 'charge.refunded'
      ? {
          id: `ch_${payment.id.slice(3)}`,
          object: 'charge',
          payment_intent: payment.id,
          amount: payment.amount_cents,
          amount_refunded: options.refunded_cents ?? payment.amount_cents,
          metadata,
        }
      : {
          id: payment.id,
          object: 'payment_intent',
          amount: payment.amount_cents,
          amount_received: type === 'payment_intent.succeeded' ? payment.amount_cents : 0,
          status: type === 'payment_intent.succeeded' ? 'succeeded' : 'requires_payment_method',
          last_payment_error:
            type === 'payment_intent.payment_failed' ? { message: payment.failure_message } : null,
          metadata,
        };
  return { id: options.id ?? newId('evt'), type, data: { object } };
}

/**
 * A test-mode event body for a setup, shaped like Stripe's (`setup_intent.succeeded`,
 * `setup_intent.setup_failed`), for tests of the webhook route.
 */
export function testSetupWebhookEvent(
  type: 'setup_intent.succeeded' | 'setup_intent.setup_failed',
  setup: Pick<SetupResult, 'id' | 'failure_message'>,
  options: { metadata?: Record<string, string>; id?: string } = {},
): StripeShapedEvent {
  const failed = type === 'setup_intent.setup_failed';
  return {
    id: options.id ?? newId('evt'),
    type,
    data: {
      object: {
        id: setup.id,
        object: 'setup_intent',
        status: failed ? 'requires_payment_method' : 'succeeded',
        usage: 'off_session',
        last_setup_error: failed ? { message: setup.failure_message } : null,
        metadata: options.metadata ?? {},
      },
    },
  };
}

/** Stripe's wording when the cardholder fails (or abandons) 3-D Secure while saving a card. */
export const SETUP_AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/**
 * What the browser's 3-D Secure step does to a test setup that `requires_action` (test mode has no
 * browser step): `succeeded` saves the card, `failed` fails the setup with Stripe's code and
 * message. A setup that is no longer waiting is returned as it is. For tests of the `setup.*` flow.
 */
export async function authenticateTestSetup(
  db: Db,
  id: string,
  outcome: 'succeeded' | 'failed',
): Promise<SetupResult> {
  const [updated] = await db
    .update(testPaymentSetups)
    .set(
      outcome === 'succeeded'
        ? { status: 'succeeded', saved_method_id: newId('tpm') }
        : {
            status: 'failed',
            failure_code: 'setup_intent_authentication_failure',
            failure_message: SETUP_AUTHENTICATION_FAILED,
          },
    )
    .where(and(eq(testPaymentSetups.id, id), eq(testPaymentSetups.status, 'requires_action')))
    .returning();
  if (updated) return setupResultOf(updated);
  const [row] = await db.select().from(testPaymentSetups).where(eq(testPaymentSetups.id, id));
  if (!row) throw new PaymentInputError(`No such setup: ${id.slice(0, 64)}`);
  return setupResultOf(row);
}

function verifySignature(rawBody: Buffer, header: string | undefined, secret: string, now: Date): void {
  if (!header) throw new WebhookSignatureError('No Test-Signature header');
  let timestamp = Number.NaN;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [k, v] = part.trim().split('=', 2);
    if (k === 't') timestamp = Number(v);
    else if (k === 'v1' && v) signatures.push(v);
  }
  if (!Number.isInteger(timestamp) || signatures.length === 0)
    throw new WebhookSignatureError('Malformed Test-Signature header');
  const expected = Buffer.from(signTestWebhook(rawBody, secret, timestamp).split('v1=')[1]!, 'hex');
  const matches = signatures.some((s) => {
    const given = Buffer.from(s, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError('The Test-Signature does not match the body');
  if (Math.abs(now.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS)
    throw new WebhookSignatureError('The Test-Signature timestamp is outside the tolerance');
}

/**
 * The offline provider `npm start` uses: behaves like Stripe test mode (4242 4242 4242 4242
 * succeeds, Stripe's decline test cards decline with Stripe's messages) and charges nothing.
 * Payments live in `test_payments` and saved cards in `test_payment_setups`, so an idempotent retry
 * after a restart still gets the payment or setup it made; a card's number and security code are
 * judged and forgotten (brand, last four and, for a saved card, expiry stay).
 */
export function createTestPaymentsProvider(options: TestPaymentsOptions): PaymentsProvider {
  const { db, webhookSecret } = options;
  const now = options.now ?? (() => new Date());

  /**
   * Records a payment once per idempotency key: the same request gets the payment the key made
   * (also after a restart, also when calls race), another request with the key is refused.
   */
  async function recordPayment(payment: {
    request_hash: string;
    values: Omit<typeof testPayments.$inferInsert, 'id' | 'request_hash'>;
  }): Promise<PaymentResult> {
    const { request_hash, values } = payment;
    const [inserted] = await db
      .insert(testPayments)
      .values({
        ...values,
        id: newId('tp'),
        request_hash,
        description: (values.description ?? '').slice(0, 1000),
      })
      .onConflictDoNothing({ target: testPayments.idempotency_key })
      .returning();
    if (inserted) return resultOf(inserted);
    return replayPayment(values.idempotency_key, request_hash);
  }

  /** The payment an idempotency key already made (the same request), or a refusal (another one). */
  async function replayPayment(key: string, request_hash: string): Promise<PaymentResult> {
    const existing = await earlierPayment(key);
    if (!existing) throw new PaymentInputError('The payment could not be recorded; try again');
    if (existing.request_hash !== request_hash)
      throw new PaymentInputError('This idempotency key was already used for a different payment');
    return resultOf(existing);
  }

  async function earlierPayment(key: string): Promise<PaymentRow | undefined> {
    const [row] = await db.select().from(testPayments).where(eq(testPayments.idempotency_key, key));
    return row;
  }

  async function findSetup(id: string): Promise<SetupRow> {
    const [row] = await db.select().from(testPaymentSetups).where(eq(testPaymentSetups.id, id));
    if (!row) throw new PaymentInputError(`No such setup: ${id.slice(0, 64)}`);
    return row;
  }

  async function findPayment(id: string): Promise<PaymentRow> {
    const [row] = await db.select().from(testPayments).where(eq(testPayments.id, id));
    if (!row) throw new PaymentInputError(`No such payment: ${id.slice(0, 64)}`);
    return row;
  }

  return {
    kind: 'test',

    async createPayment(input: CreatePaymentInput): Promise<PaymentResult> {
      const { currency } = validateCreatePayment(input);
      const card = testCardOf(input.method, now());
      const outcome = judgeTestCard(card, now());
      // What identifies the request (never the card number, not even hashed).
      const request_hash = createHash('sha256')
        .update(
          JSON.stringify([
            input.amount_cents,
            currency,
            'payment_method_id' in input.method
              ? input.method.payment_method_id
              : [outcome.brand, outcome.last4, card.exp_month, card.exp_year],
          ]),
        )
        .digest('hex');
      return recordPayment({
        request_hash,
        values: {
          idempotency_key: input.idempotency_key,
          amount_cents: input.amount_cents,
          currency,
          status: outcome.status,
          card_brand: outcome.brand,
          card_last4: outcome.last4,
          failure_code: outcome.status === 'failed' ? outcome.code : null,
          failure_message: outcome.status === 'failed' ? outcome.message : null,
          description: input.description,
          metadata: input.metadata,
        },
      });
    },

    async retrievePayment(id: string): Promise<PaymentResult> {
      return resultOf(await findPayment(id));
    },

    async refund(input: RefundInput): Promise<RefundResult> {
      validateRefund(input);
      return db.transaction(async (tx) => {
        // The payment's row lock orders refunds of one payment (and retries of one refund).
        const [payment] = await tx
          .select()
          .from(testPayments)
          .where(eq(testPayments.id, input.payment_id))
          .for('update');
        if (!payment) throw new PaymentInputError(`No such payment: ${input.payment_id.slice(0, 64)}`);
        const [earlier] = await tx
          .select()
          .from(testPaymentRefunds)
          .where(eq(testPaymentRefunds.idempotency_key, input.idempotency_key));
        if (earlier) {
          if (earlier.payment_id !== input.payment_id || earlier.amount_cents !== input.amount_cents)
            throw new PaymentInputError('This idempotency key was already used for a different refund');
          return { id: earlier.id, status: 'succeeded' as const, amount_cents: earlier.amount_cents };
        }
        if (payment.status !== 'succeeded')
          throw new PaymentInputError('This payment did not succeed: there is nothing to refund');
        const left = payment.amount_cents - payment.refunded_cents;
        if (input.amount_cents > left)
          throw new PaymentInputError(
            `The refund (${input.amount_cents} cents) is more than is left to refund (${left} cents)`,
          );
        const id = newId('tre');
        await tx.insert(testPaymentRefunds).values({
          id,
          payment_id: payment.id,
          idempotency_key: input.idempotency_key,
          amount_cents: input.amount_cents,
          reason: input.reason?.slice(0, 500) ?? null,
        });
        await tx
          .update(testPayments)
          .set({ refunded_cents: sql`${testPayments.refunded_cents} + ${input.amount_cents}` })
          .where(eq(testPayments.id, payment.id));
        return { id, status: 'succeeded' as const, amount_cents: input.amount_cents };
      });
    },

    async createSetup(input: CreateSetupInput): Promise<SetupResult> {
      validateCreateSetup(input);
      const card = testCardOf(input.method, now());
      const outcome = judgeTestSetup(card, now());
      // What identifies the request (never the card number, not even hashed).
      const request_hash = sha256([
        'setup',
        'payment_method_id' in input.method
          ? input.method.payment_method_id
          : [outcome.brand, outcome.last4, card.exp_month, card.exp_year],
      ]);
      const saved = outcome.status !== 'failed';
      const [inserted] = await db
        .insert(testPaymentSetups)
        .values({
          id: newId('ts'),
          idempotency_key: input.idempotency_key,
          request_hash,
          status: outcome.status,
          saved_method_id: outcome.status === 'succeeded' ? newId('tpm') : null,
          card_brand: outcome.brand,
          card_last4: outcome.last4,
          exp_month: saved ? card.exp_month : null,
          exp_year: saved ? card.exp_year : null,
          charge_decline_code: saved ? outcome.charge_decline_code : null,
          failure_code: saved ? null : outcome.code,
          failure_message: saved ? null : outcome.message,
          description: input.description.slice(0, 1000),
          metadata: input.metadata,
        })
        .onConflictDoNothing({ target: testPaymentSetups.idempotency_key })
        .returning();
      if (inserted) return setupResultOf(inserted);
      // The key was used before: the same request gets the same setup, another one is refused.
      const [existing] = await db
        .select()
        .from(testPaymentSetups)
        .where(eq(testPaymentSetups.idempotency_key, input.idempotency_key));
      if (!existing) throw new PaymentInputError('The setup could not be recorded; try again');
      if (existing.request_hash !== request_hash)
        throw new PaymentInputError('This idempotency key was already used for a different setup');
      return setupResultOf(existing);
    },

    async retrieveSetup(id: string): Promise<SetupResult> {
      return setupResultOf(await findSetup(id));
    },

    async chargeSaved(input: ChargeSavedInput): Promise<PaymentResult> {
      const { currency } = validateChargeSaved(input);
      const request_hash = sha256([input.amount_cents, currency, ['saved', input.saved_method_ref]]);
      // A retry replays what the key made, even once the card has been detached since (as Stripe).
      if (await earlierPayment(input.idempotency_key))
        return replayPayment(input.idempotency_key, request_hash);
      const [card] = await db
        .select()
        .from(testPaymentSetups)
        .where(eq(testPaymentSetups.saved_method_id, input.saved_method_ref));
      if (!card || card.detached_at)
        throw new PaymentInputError(
          'This saved card does not exist or was removed; the member must add a card again',
        );
      const decline =
        card.exp_month !== null && card.exp_year !== null && cardExpired(card.exp_month, card.exp_year, now())
          ? { code: 'expired_card', message: CARD_DECLINES.expired_card }
          : card.charge_decline_code === 'authentication_required'
            ? { code: 'authentication_required', message: AUTHENTICATION_REQUIRED_MESSAGE }
            : card.charge_decline_code
              ? { code: card.charge_decline_code, message: CARD_DECLINES.card_declined }
              : null;
      return recordPayment({
        request_hash,
        values: {
          idempotency_key: input.idempotency_key,
          amount_cents: input.amount_cents,
          currency,
          status: decline ? 'failed' : 'succeeded',
          card_brand: card.card_brand,
          card_last4: card.card_last4,
          failure_code: decline?.code ?? null,
          failure_message: decline?.message ?? null,
          description: input.description,
          metadata: input.metadata,
        },
      });
    },

    async detachSaved(saved_method_ref: string): Promise<void> {
      if (typeof saved_method_ref !== 'string' || !saved_method_ref.startsWith('tpm_')) return;
      await db
        .update(testPaymentSetups)
        .set({ detached_at: sql`coalesce(${testPaymentSetups.detached_at}, now())` })
        .where(eq(testPaymentSetups.saved_method_id, saved_method_ref));
    },

    parseWebhook(rawBody, headers) {
      const header = headers[TEST_SIGNATURE_HEADER];
      verifySignature(rawBody, Array.isArray(header) ? header[0] : header, webhookSecret, now());
      let body: unknown;
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new WebhookSignatureError('The webhook body is not JSON');
      }
      return toPaymentWebhookEvent(asStripeShapedEvent(body));
    },

    publicConfig() {
      return { provider: 'test', publishable_key: null };
    },
  };
}
