import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db';
import { createTestDatabase } from '../../testing/test-app';
import {
  createTestPaymentsProvider,
  signTestWebhook,
  TEST_SIGNATURE_HEADER,
  testWebhookEvent,
  testWebhookSecret,
} from './test-provider';
import {
  type CreatePaymentInput,
  PaymentInputError,
  type PaymentsProvider,
  WebhookSignatureError,
} from './types';

/**
 * The offline test provider behaves like Stripe test mode: the documented test cards, Luhn and
 * expiry checks, brand and last four only, idempotent payments and refunds kept in the database.
 */
let database: Database;
let provider: PaymentsProvider;
const NOW = new Date('2026-06-15T12:00:00Z');
const SECRET = testWebhookSecret('test-secret-test-secret-test-secret-0001');

beforeAll(async () => {
  database = await createTestDatabase();
  provider = createTestPaymentsProvider({ db: database.db, webhookSecret: SECRET, now: () => NOW });
});
afterAll(() => database.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

let n = 0;
const pay = (
  card: Partial<{ card_number: string; exp_month: number; exp_year: number; cvc: string }>,
  o: Partial<CreatePaymentInput> = {},
) => {
  n += 1;
  return provider.createPayment({
    amount_cents: 4599,
    currency: 'usd',
    idempotency_key: `order-key-${n}`,
    description: 'Order #1',
    metadata: { order_id: `o-${n}` },
    method: { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123', ...card },
    ...o,
  });
};

describe('createTestPaymentsProvider: cards', () => {
  it('4242 4242 4242 4242 succeeds and keeps brand and last four only', async () => {
    const result = await pay({});
    expect(result).toEqual({
      id: expect.stringMatching(/^tp_[0-9a-f]{24}$/),
      status: 'succeeded',
      amount_cents: 4599,
      card_brand: 'visa',
      card_last4: '4242',
      failure_message: null,
      failure_code: null,
      client_secret: null,
    });
    const text = JSON.stringify(await rows(sql`select * from test_payments where id = ${result.id}`));
    expect(text).toContain('4242');
    expect(text).not.toContain('4242424242424242');
    expect(text).not.toContain('4242 4242 4242 4242');
  });

  it.each([
    ['4000 0000 0000 0002', 'card_declined', 'Your card was declined.'],
    ['4000000000009995', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000-0000-0000-0069', 'expired_card', 'Your card has expired.'],
    ['4000000000000127', 'incorrect_cvc', "Your card's security code is incorrect."],
    ['4242424242424241', 'incorrect_number', 'Your card number is incorrect.'],
    ['1234', 'incorrect_number', 'Your card number is incorrect.'],
  ])('%s fails with %s', async (card_number, code, message) => {
    expect(await pay({ card_number })).toMatchObject({
      status: 'failed',
      failure_code: code,
      failure_message: message,
    });
  });

  it('an expiry in the past has expired; this month still works', async () => {
    expect(await pay({ exp_month: 5, exp_year: 2026 })).toMatchObject({
      status: 'failed',
      failure_code: 'expired_card',
    });
    expect(await pay({ exp_month: 12, exp_year: 2025 })).toMatchObject({
      status: 'failed',
      failure_code: 'expired_card',
    });
    expect(await pay({ exp_month: 6, exp_year: 2026 })).toMatchObject({ status: 'succeeded' });
  });

  it('other numbers passing Luhn succeed, with their brand', async () => {
    expect(await pay({ card_number: '5555 5555 5555 4444' })).toMatchObject({
      status: 'succeeded',
      card_brand: 'mastercard',
      card_last4: '4444',
    });
    expect(await pay({ card_number: '3782 822463 10005', cvc: '1234' })).toMatchObject({
      card_brand: 'amex',
      card_last4: '0005',
    });
    expect(await pay({ card_number: '6011 1111 1111 1117' })).toMatchObject({ card_brand: 'discover' });
    expect(await pay({ card_number: '4000056655665556' })).toMatchObject({
      status: 'succeeded',
      card_brand: 'visa',
    });
  });

  it('takes Stripe’s test PaymentMethod ids and refuses any other', async () => {
    expect(await pay({}, { method: { payment_method_id: 'pm_card_visa' } })).toMatchObject({
      status: 'succeeded',
      card_last4: '4242',
    });
    expect(await pay({}, { method: { payment_method_id: 'pm_card_chargeDeclined' } })).toMatchObject({
      status: 'failed',
      failure_code: 'card_declined',
    });
    expect(
      await pay({}, { method: { payment_method_id: 'pm_card_chargeDeclinedInsufficientFunds' } }),
    ).toMatchObject({
      status: 'failed',
      failure_code: 'insufficient_funds',
    });
    await expect(pay({}, { method: { payment_method_id: 'pm_1Pxyz' } })).rejects.toBeInstanceOf(
      PaymentInputError,
    );
    await expect(pay({}, { method: { payment_method_id: 'toString' } })).rejects.toBeInstanceOf(
      PaymentInputError,
    );
  });

  it('refuses amounts that are not whole positive cents, or too large', async () => {
    for (const amount_cents of [0, -5, 10.5, 100_000_000, Number.NaN])
      await expect(pay({}, { amount_cents })).rejects.toBeInstanceOf(PaymentInputError);
    await expect(pay({}, { idempotency_key: 'bad key\u0000' })).rejects.toBeInstanceOf(PaymentInputError);
    await expect(pay({}, { currency: 'dollars' })).rejects.toBeInstanceOf(PaymentInputError);
  });
});

describe('createTestPaymentsProvider: idempotency', () => {
  it('the same key returns the same payment, also from a new provider (a restart), and charges once', async () => {
    const input: CreatePaymentInput = {
      amount_cents: 1200,
      currency: 'usd',
      idempotency_key: 'order-restart-1',
      description: 'Order',
      metadata: { order_id: 'r1' },
      method: { card_number: '4242424242424242', exp_month: 1, exp_year: 2031, cvc: '999' },
    };
    const first = await provider.createPayment(input);
    const restarted = createTestPaymentsProvider({ db: database.db, webhookSecret: SECRET, now: () => NOW });
    expect(await restarted.createPayment(input)).toEqual(first);
    const [row] = await rows<{ n: number }>(
      sql`select count(*)::int as n from test_payments where idempotency_key = 'order-restart-1'`,
    );
    expect(row!.n).toBe(1);
    // The same key for something else is refused, not replayed.
    await expect(provider.createPayment({ ...input, amount_cents: 1300 })).rejects.toThrow(/already used/);
    expect(await provider.retrievePayment(first.id)).toEqual(first);
  });

  it('concurrent calls with one key make one payment', async () => {
    const input: CreatePaymentInput = {
      amount_cents: 500,
      currency: 'usd',
      idempotency_key: 'order-race-1',
      description: '',
      metadata: {},
      method: { payment_method_id: 'pm_card_visa' },
    };
    const results = await Promise.all([1, 2, 3].map(() => provider.createPayment(input)));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
  });

  it('a declined payment replays as declined', async () => {
    const input: CreatePaymentInput = {
      amount_cents: 500,
      currency: 'usd',
      idempotency_key: 'order-declined-1',
      description: '',
      metadata: {},
      method: { card_number: '4000000000000002', exp_month: 1, exp_year: 2031, cvc: '123' },
    };
    const first = await provider.createPayment(input);
    expect(first.status).toBe('failed');
    expect(await provider.createPayment(input)).toEqual(first);
  });

  it('an unknown payment id is refused', async () => {
    await expect(provider.retrievePayment('tp_000000000000000000000000')).rejects.toBeInstanceOf(
      PaymentInputError,
    );
  });
});

describe('createTestPaymentsProvider: refunds', () => {
  it('refunds partly then the rest, never more than was paid, and the same key gives the same refund', async () => {
    const paid = await pay({}, { amount_cents: 5000 });
    const r1 = await provider.refund({
      payment_id: paid.id,
      amount_cents: 2000,
      idempotency_key: `${paid.id}:r1`,
    });
    expect(r1).toEqual({ id: expect.stringMatching(/^tre_/), status: 'succeeded', amount_cents: 2000 });
    expect(
      await provider.refund({ payment_id: paid.id, amount_cents: 2000, idempotency_key: `${paid.id}:r1` }),
    ).toEqual(r1);
    await expect(
      provider.refund({ payment_id: paid.id, amount_cents: 2500, idempotency_key: `${paid.id}:r1` }),
    ).rejects.toThrow(/different refund/);
    await expect(
      provider.refund({ payment_id: paid.id, amount_cents: 3001, idempotency_key: `${paid.id}:r2` }),
    ).rejects.toThrow('The refund (3001 cents) is more than is left to refund (3000 cents)');
    expect(
      await provider.refund({ payment_id: paid.id, amount_cents: 3000, idempotency_key: `${paid.id}:r3` }),
    ).toMatchObject({ amount_cents: 3000 });
    await expect(
      provider.refund({ payment_id: paid.id, amount_cents: 1, idempotency_key: `${paid.id}:r4` }),
    ).rejects.toBeInstanceOf(PaymentInputError);
    const [row] = await rows<{ refunded_cents: number }>(
      sql`select refunded_cents from test_payments where id = ${paid.id}`,
    );
    expect(row!.refunded_cents).toBe(5000);
  });

  it('concurrent refunds never add up to more than was paid', async () => {
    const paid = await pay({}, { amount_cents: 1000 });
    const attempts = await Promise.allSettled(
      [1, 2, 3].map((i) =>
        provider.refund({ payment_id: paid.id, amount_cents: 400, idempotency_key: `${paid.id}:c${i}` }),
      ),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(2);
    expect(attempts.filter((a) => a.status === 'rejected')).toHaveLength(1);
  });

  it('refuses to refund a declined payment, an unknown one, or a non-positive amount', async () => {
    const declined = await pay({ card_number: '4000000000000002' });
    await expect(
      provider.refund({ payment_id: declined.id, amount_cents: 100, idempotency_key: `${declined.id}:r` }),
    ).rejects.toThrow(/did not succeed/);
    await expect(
      provider.refund({ payment_id: 'tp_nope', amount_cents: 100, idempotency_key: 'unknown-refund' }),
    ).rejects.toBeInstanceOf(PaymentInputError);
    const paid = await pay({});
    await expect(
      provider.refund({ payment_id: paid.id, amount_cents: 0, idempotency_key: `${paid.id}:zero` }),
    ).rejects.toBeInstanceOf(PaymentInputError);
  });
});

describe('createTestPaymentsProvider: webhooks', () => {
  const stamp = Math.floor(NOW.getTime() / 1000);
  const body = JSON.stringify(
    testWebhookEvent(
      'payment_intent.succeeded',
      { id: 'tp_abc', amount_cents: 4599, failure_message: null },
      { metadata: { order_id: 'o-9' }, id: 'evt_1' },
    ),
  );

  it('verifies the Test-Signature HMAC and maps the event', () => {
    expect(
      provider.parseWebhook(Buffer.from(body), {
        [TEST_SIGNATURE_HEADER]: signTestWebhook(body, SECRET, stamp),
      }),
    ).toEqual({
      id: 'evt_1',
      type: 'payment.succeeded',
      provider_type: 'payment_intent.succeeded',
      payment_id: 'tp_abc',
      amount_cents: 4599,
      metadata: { order_id: 'o-9' },
      failure_message: null,
    });
    const refund = JSON.stringify(
      testWebhookEvent(
        'charge.refunded',
        { id: 'tp_abc', amount_cents: 4599, failure_message: null },
        { refunded_cents: 599 },
      ),
    );
    expect(
      provider.parseWebhook(Buffer.from(refund), {
        [TEST_SIGNATURE_HEADER]: signTestWebhook(refund, SECRET, stamp),
      }),
    ).toMatchObject({ type: 'refund.succeeded', payment_id: 'tp_abc', amount_cents: 599 });
  });

  it('refuses a tampered body, a wrong secret, an old timestamp, a missing or malformed header', () => {
    const good = signTestWebhook(body, SECRET, stamp);
    const parse = (b: string, header?: string) => () =>
      provider.parseWebhook(Buffer.from(b), header === undefined ? {} : { [TEST_SIGNATURE_HEADER]: header });
    expect(parse(body.replace('4599', '1'), good)).toThrow(WebhookSignatureError);
    expect(parse(body, signTestWebhook(body, 'another-secret', stamp))).toThrow(WebhookSignatureError);
    expect(parse(body, signTestWebhook(body, SECRET, stamp - 301))).toThrow(/tolerance/);
    expect(parse(body)).toThrow(WebhookSignatureError);
    expect(parse(body, 'garbage')).toThrow(WebhookSignatureError);
    expect(parse('not json', signTestWebhook('not json', SECRET, stamp))).toThrow(WebhookSignatureError);
    expect(parse('{"id":1}', signTestWebhook('{"id":1}', SECRET, stamp))).toThrow(WebhookSignatureError);
  });

  it('tells the browser it is the test provider', () => {
    expect(provider.publicConfig()).toEqual({ provider: 'test', publishable_key: null });
  });
});
