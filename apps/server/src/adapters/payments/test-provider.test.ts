import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db';
import { createTestDatabase } from '../../testing/test-app';
import {
  authenticateTestSetup,
  createTestPaymentsProvider,
  signTestWebhook,
  TEST_SIGNATURE_HEADER,
  testSetupWebhookEvent,
  testWebhookEvent,
  testWebhookSecret,
} from './test-provider';
import {
  type ChargeSavedInput,
  type CreatePaymentInput,
  type CreateSetupInput,
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

let s = 0;
const save = (
  card: Partial<{ card_number: string; exp_month: number; exp_year: number; cvc: string }>,
  o: Partial<CreateSetupInput> = {},
) => {
  s += 1;
  return provider.createSetup({
    idempotency_key: `booking-setup-${s}`,
    description: 'Booking #1',
    metadata: { booking_id: `b-${s}` },
    customer_email: 'member@example.com',
    method: { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123', ...card },
    ...o,
  });
};
let c = 0;
const charge = (saved_method_ref: string, o: Partial<ChargeSavedInput> = {}) => {
  c += 1;
  return provider.chargeSaved({
    saved_method_ref,
    amount_cents: 8000,
    currency: 'USD',
    idempotency_key: `booking-charge-${c}`,
    description: 'Booking #1',
    metadata: { booking_id: `b-${c}` },
    ...o,
  });
};

describe('createTestPaymentsProvider: saved cards (setups)', () => {
  it('4242 4242 4242 4242 is saved, keeps brand, last four and expiry only, and is charged later', async () => {
    const setup = await save({});
    expect(setup).toEqual({
      id: expect.stringMatching(/^ts_[0-9a-f]{24}$/),
      status: 'succeeded',
      saved_method_ref: expect.stringMatching(/^tpm_[0-9a-f]{24}$/),
      card_brand: 'visa',
      card_last4: '4242',
      failure_message: null,
      failure_code: null,
      client_secret: null,
    });
    expect(await provider.retrieveSetup(setup.id)).toEqual(setup);
    const text = JSON.stringify(await rows(sql`select * from test_payment_setups where id = ${setup.id}`));
    expect(text).toContain('"card_last4":"4242"');
    expect(text).not.toContain('4242424242424242');
    expect(text).not.toMatch(/"cvc"|"123"/);

    const paid = await charge(setup.saved_method_ref!);
    expect(paid).toEqual({
      id: expect.stringMatching(/^tp_[0-9a-f]{24}$/),
      status: 'succeeded',
      amount_cents: 8000,
      card_brand: 'visa',
      card_last4: '4242',
      failure_message: null,
      failure_code: null,
      client_secret: null,
    });
    expect(await provider.retrievePayment(paid.id)).toEqual(paid);
    const [row] = await rows<{ currency: string; metadata: Record<string, string> }>(
      sql`select currency, metadata from test_payments where id = ${paid.id}`,
    );
    expect(row).toEqual({ currency: 'usd', metadata: { booking_id: `b-${c}` } });
  });

  it('4000 0000 0000 0002 is declined at setup: nothing saved', async () => {
    expect(await save({ card_number: '4000 0000 0000 0002' })).toMatchObject({
      id: expect.stringMatching(/^ts_/),
      status: 'failed',
      saved_method_ref: null,
      card_last4: '0002',
      failure_code: 'card_declined',
      failure_message: 'Your card was declined.',
    });
    expect(await save({ exp_month: 1, exp_year: 2026 })).toMatchObject({
      status: 'failed',
      failure_code: 'expired_card',
      saved_method_ref: null,
    });
    expect(await save({ card_number: '4242424242424241' })).toMatchObject({
      status: 'failed',
      failure_code: 'incorrect_number',
      card_last4: null,
    });
  });

  it('4000 0000 0000 0341 is saved, then the charge is declined (the member is told)', async () => {
    const setup = await save({ card_number: '4000000000000341' });
    expect(setup).toMatchObject({ status: 'succeeded', card_last4: '0341', failure_code: null });
    const charged = await charge(setup.saved_method_ref!);
    expect(charged).toMatchObject({
      id: expect.stringMatching(/^tp_/),
      status: 'failed',
      amount_cents: 8000,
      card_last4: '0341',
      failure_code: 'card_declined',
      failure_message: 'Your card was declined.',
    });
    // Charged directly, as in Stripe test mode, it is declined too.
    expect(await pay({ card_number: '4000000000000341' })).toMatchObject({ status: 'failed' });
    // A declined charge cannot be refunded.
    await expect(
      provider.refund({ payment_id: charged.id, amount_cents: 100, idempotency_key: `${charged.id}:r` }),
    ).rejects.toThrow(/did not succeed/);
  });

  it('4000 0025 0000 3155 requires authentication at setup; once authenticated it is saved and charges', async () => {
    const setup = await save({ card_number: '4000 0025 0000 3155' });
    expect(setup).toEqual({
      id: expect.stringMatching(/^ts_/),
      status: 'requires_action',
      saved_method_ref: null,
      card_brand: 'visa',
      card_last4: '3155',
      failure_message: null,
      failure_code: null,
      client_secret: null,
    });
    expect(await provider.retrieveSetup(setup.id)).toEqual(setup);
    const done = await authenticateTestSetup(database.db, setup.id, 'succeeded');
    expect(done).toMatchObject({ status: 'succeeded', saved_method_ref: expect.stringMatching(/^tpm_/) });
    expect(await authenticateTestSetup(database.db, setup.id, 'failed')).toEqual(done);
    expect(await provider.retrieveSetup(setup.id)).toEqual(done);
    expect(await charge(done.saved_method_ref!)).toMatchObject({ status: 'succeeded', card_last4: '3155' });

    const abandoned = await save({ card_number: '4000002500003155' });
    expect(await authenticateTestSetup(database.db, abandoned.id, 'failed')).toMatchObject({
      status: 'failed',
      saved_method_ref: null,
      failure_code: 'setup_intent_authentication_failure',
    });
  });

  it('a card needing authentication on every charge fails off-session with authentication_required', async () => {
    const setup = await save({}, { method: { payment_method_id: 'pm_card_authenticationRequired' } });
    expect(setup.status).toBe('requires_action');
    const done = await authenticateTestSetup(database.db, setup.id, 'succeeded');
    expect(await charge(done.saved_method_ref!)).toMatchObject({
      status: 'failed',
      failure_code: 'authentication_required',
      failure_message: 'Your card was declined. This transaction requires authentication.',
    });
  });

  it('takes Stripe’s test PaymentMethods for saved cards and refuses any other', async () => {
    expect(await save({}, { method: { payment_method_id: 'pm_card_visa' } })).toMatchObject({
      status: 'succeeded',
      card_last4: '4242',
    });
    const failing = await save({}, { method: { payment_method_id: 'pm_card_chargeCustomerFail' } });
    expect(failing).toMatchObject({ status: 'succeeded', card_last4: '0341' });
    expect(await charge(failing.saved_method_ref!)).toMatchObject({ status: 'failed' });
    expect(
      await save({}, { method: { payment_method_id: 'pm_card_authenticationRequiredOnSetup' } }),
    ).toMatchObject({ status: 'requires_action' });
    await expect(save({}, { method: { payment_method_id: 'pm_1Pxyz' } })).rejects.toBeInstanceOf(
      PaymentInputError,
    );
  });

  it('a card that has expired since it was saved is declined when charged', async () => {
    const setup = await save({ exp_month: 6, exp_year: 2026 });
    const later = createTestPaymentsProvider({
      db: database.db,
      webhookSecret: SECRET,
      now: () => new Date('2026-07-01T00:00:00Z'),
    });
    expect(
      await later.chargeSaved({
        saved_method_ref: setup.saved_method_ref!,
        amount_cents: 100,
        currency: 'usd',
        idempotency_key: 'charge-after-expiry',
        description: '',
        metadata: {},
      }),
    ).toMatchObject({
      status: 'failed',
      failure_code: 'expired_card',
      failure_message: 'Your card has expired.',
    });
  });

  it('refuses an unknown saved card, an unknown setup, bad amounts, keys and metadata', async () => {
    await expect(charge('tpm_000000000000000000000000')).rejects.toBeInstanceOf(PaymentInputError);
    await expect(charge('4242424242424242')).rejects.toBeInstanceOf(PaymentInputError);
    await expect(provider.retrieveSetup('ts_000000000000000000000000')).rejects.toBeInstanceOf(
      PaymentInputError,
    );
    const setup = await save({});
    for (const amount_cents of [0, -1, 1.5, 100_000_000])
      await expect(charge(setup.saved_method_ref!, { amount_cents })).rejects.toBeInstanceOf(
        PaymentInputError,
      );
    await expect(charge(setup.saved_method_ref!, { currency: 'dollars' })).rejects.toBeInstanceOf(
      PaymentInputError,
    );
    await expect(save({}, { idempotency_key: '' })).rejects.toBeInstanceOf(PaymentInputError);
    await expect(save({}, { metadata: { booking_id: 5 as unknown as string } })).rejects.toBeInstanceOf(
      PaymentInputError,
    );
  });

  it('a detached card cannot be charged again; detaching is idempotent; a retried charge still replays', async () => {
    const setup = await save({});
    const ref = setup.saved_method_ref!;
    const key = 'booking-charge-before-detach';
    const paid = await charge(ref, { idempotency_key: key });
    await provider.detachSaved!(ref);
    await provider.detachSaved!(ref);
    await provider.detachSaved!('tpm_unknown');
    await expect(charge(ref)).rejects.toThrow(/does not exist or was removed/);
    expect(await charge(ref, { idempotency_key: key })).toEqual(paid);
    // The setup itself still reads as it was (as a Stripe SetupIntent does).
    expect(await provider.retrieveSetup(setup.id)).toEqual(setup);
  });

  it('a charge of a saved card is refunded through refund()', async () => {
    const setup = await save({});
    const paid = await charge(setup.saved_method_ref!, { amount_cents: 6000 });
    expect(
      await provider.refund({ payment_id: paid.id, amount_cents: 2500, idempotency_key: `${paid.id}:r1` }),
    ).toMatchObject({ status: 'succeeded', amount_cents: 2500 });
    await expect(
      provider.refund({ payment_id: paid.id, amount_cents: 3501, idempotency_key: `${paid.id}:r2` }),
    ).rejects.toThrow(/more than is left/);
    expect(
      await provider.refund({ payment_id: paid.id, amount_cents: 3500, idempotency_key: `${paid.id}:r3` }),
    ).toMatchObject({ amount_cents: 3500 });
  });
});

describe('createTestPaymentsProvider: saved cards, idempotency', () => {
  const setupInput: CreateSetupInput = {
    idempotency_key: 'booking-setup-restart-1',
    description: 'Booking',
    metadata: { booking_id: 'r1' },
    method: { card_number: '4242424242424242', exp_month: 1, exp_year: 2031, cvc: '999' },
  };

  it('the same key returns the same setup, also from a new provider (a restart); another card is refused', async () => {
    const first = await provider.createSetup(setupInput);
    const restarted = createTestPaymentsProvider({ db: database.db, webhookSecret: SECRET, now: () => NOW });
    expect(await restarted.createSetup(setupInput)).toEqual(first);
    const [row] = await rows<{ n: number }>(
      sql`select count(*)::int as n from test_payment_setups where idempotency_key = ${setupInput.idempotency_key}`,
    );
    expect(row!.n).toBe(1);
    await expect(
      provider.createSetup({
        ...setupInput,
        method: { card_number: '5555555555554444', exp_month: 1, exp_year: 2031, cvc: '999' },
      }),
    ).rejects.toThrow(/already used for a different setup/);
    expect(await restarted.retrieveSetup(first.id)).toEqual(first);
  });

  it('a declined setup replays as declined', async () => {
    const input = {
      ...setupInput,
      idempotency_key: 'booking-setup-declined-1',
      method: { card_number: '4000000000000002', exp_month: 1, exp_year: 2031, cvc: '123' },
    };
    const first = await provider.createSetup(input);
    expect(first.status).toBe('failed');
    expect(await provider.createSetup(input)).toEqual(first);
  });

  it('concurrent setups with one key save one card; concurrent charges with one key charge once', async () => {
    const input = { ...setupInput, idempotency_key: 'booking-setup-race-1' };
    const setups = await Promise.all([1, 2, 3].map(() => provider.createSetup(input)));
    expect(new Set(setups.map((r) => r.id)).size).toBe(1);
    expect(new Set(setups.map((r) => r.saved_method_ref)).size).toBe(1);

    const chargeInput: ChargeSavedInput = {
      saved_method_ref: setups[0]!.saved_method_ref!,
      amount_cents: 4500,
      currency: 'usd',
      idempotency_key: 'booking-charge-race-1',
      description: 'Booking',
      metadata: { booking_id: 'race' },
    };
    const restarted = createTestPaymentsProvider({ db: database.db, webhookSecret: SECRET, now: () => NOW });
    const charges = await Promise.all([
      provider.chargeSaved(chargeInput),
      restarted.chargeSaved(chargeInput),
      provider.chargeSaved(chargeInput),
    ]);
    expect(new Set(charges.map((r) => r.id)).size).toBe(1);
    const [row] = await rows<{ n: number }>(
      sql`select count(*)::int as n from test_payments where idempotency_key = 'booking-charge-race-1'`,
    );
    expect(row!.n).toBe(1);
    expect(await restarted.chargeSaved(chargeInput)).toEqual(charges[0]);
    // The same key for another amount, or for a direct payment, is refused.
    await expect(provider.chargeSaved({ ...chargeInput, amount_cents: 4600 })).rejects.toThrow(
      /already used/,
    );
    await expect(
      provider.createPayment({
        amount_cents: 4500,
        currency: 'usd',
        idempotency_key: 'booking-charge-race-1',
        description: '',
        metadata: {},
        method: { payment_method_id: 'pm_card_visa' },
      }),
    ).rejects.toThrow(/already used/);
  });
});

describe('createTestPaymentsProvider: setup webhooks', () => {
  const stamp = Math.floor(NOW.getTime() / 1000);
  const parse = (event: object) => {
    const body = JSON.stringify(event);
    return provider.parseWebhook(Buffer.from(body), {
      [TEST_SIGNATURE_HEADER]: signTestWebhook(body, SECRET, stamp),
    });
  };

  it('maps setup_intent.succeeded and setup_intent.setup_failed with the setup id and metadata', () => {
    expect(
      parse(
        testSetupWebhookEvent(
          'setup_intent.succeeded',
          { id: 'ts_abc', failure_message: null },
          { metadata: { booking_id: 'b-1' }, id: 'evt_s1' },
        ),
      ),
    ).toEqual({
      id: 'evt_s1',
      type: 'setup.succeeded',
      provider_type: 'setup_intent.succeeded',
      setup_id: 'ts_abc',
      payment_id: null,
      amount_cents: null,
      metadata: { booking_id: 'b-1' },
      failure_message: null,
    });
    expect(
      parse(
        testSetupWebhookEvent(
          'setup_intent.setup_failed',
          { id: 'ts_def', failure_message: 'Your card was declined.' },
          { metadata: { booking_id: 'b-2' } },
        ),
      ),
    ).toMatchObject({
      type: 'setup.failed',
      setup_id: 'ts_def',
      metadata: { booking_id: 'b-2' },
      failure_message: 'Your card was declined.',
    });
  });
});
