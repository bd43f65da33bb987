import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { testPaymentRefunds, testPayments } from '../../db/schema';
import type { Db } from '../../platform/db';
import { judgeTestCard, testCardOf } from './test-cards';
import {
  type CreatePaymentInput,
  PaymentInputError,
  type PaymentResult,
  type PaymentsProvider,
  type RefundInput,
  type RefundResult,
  WebhookSignatureError,
} from './types';
import { validateCreatePayment, validateRefund } from './validate';
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
 * Payments live in `test_payments`, so an idempotent retry after a restart still gets the payment
 * it made; a card's number and security code are judged and forgotten (brand and last four stay).
 */
export function createTestPaymentsProvider(options: TestPaymentsOptions): PaymentsProvider {
  const { db, webhookSecret } = options;
  const now = options.now ?? (() => new Date());

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
      const [inserted] = await db
        .insert(testPayments)
        .values({
          id: newId('tp'),
          idempotency_key: input.idempotency_key,
          request_hash,
          amount_cents: input.amount_cents,
          currency,
          status: outcome.status,
          card_brand: outcome.brand,
          card_last4: outcome.last4,
          failure_code: outcome.status === 'failed' ? outcome.code : null,
          failure_message: outcome.status === 'failed' ? outcome.message : null,
          description: input.description.slice(0, 1000),
          metadata: input.metadata,
        })
        .onConflictDoNothing({ target: testPayments.idempotency_key })
        .returning();
      if (inserted) return resultOf(inserted);
      // The key was used before: the same request gets the same payment, another one is refused.
      const [existing] = await db
        .select()
        .from(testPayments)
        .where(eq(testPayments.idempotency_key, input.idempotency_key));
      if (!existing) throw new PaymentInputError('The payment could not be recorded; try again');
      if (existing.request_hash !== request_hash)
        throw new PaymentInputError('This idempotency key was already used for a different payment');
      return resultOf(existing);
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
