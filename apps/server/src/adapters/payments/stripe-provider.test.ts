import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from './fake-stripe';
import { createStripePaymentsProvider } from './stripe-provider';
import {
  type ChargeSavedInput,
  type CreatePaymentInput,
  type CreateSetupInput,
  PaymentInputError,
  PaymentProviderError,
  type PaymentsProvider,
  WebhookSignatureError,
} from './types';

/**
 * The Stripe provider through the official SDK against a local fake of Stripe's HTTP API:
 * PaymentIntents confirmed at once, declines as results, idempotent retries, refunds, webhooks.
 */
const SECRET_KEY = 'sk_test_51FakeKeyForFundPathTests0001';
const WEBHOOK_SECRET = 'whsec_fundpathtestsecret0000000000';
let fake: FakeStripe;
let stripe: PaymentsProvider;

beforeAll(async () => {
  fake = await startFakeStripe({ secretKey: SECRET_KEY });
  stripe = createStripePaymentsProvider({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    publishableKey: 'pk_test_51FakePublishable0001',
    ...fake.sdkOptions,
  });
});
afterAll(() => fake.close());

const failureOf = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e as Error,
  );

let n = 0;
const payment = (
  payment_method_id: string,
  overrides: Partial<CreatePaymentInput> = {},
): CreatePaymentInput => {
  n += 1;
  return {
    amount_cents: 2599,
    currency: 'USD',
    idempotency_key: `order-${Date.now()}-${n}`,
    description: 'Order #1001',
    metadata: { order_id: `order-${n}` },
    receipt_email: 'buyer@example.com',
    method: { payment_method_id },
    ...overrides,
  };
};

describe('createStripePaymentsProvider', () => {
  it('creates and confirms a PaymentIntent with the payment method, amount, metadata and receipt e-mail', async () => {
    const input = payment('pm_card_visa');
    const result = await stripe.createPayment(input);
    expect(result).toEqual({
      id: expect.stringMatching(/^pi_/),
      status: 'succeeded',
      amount_cents: 2599,
      card_brand: 'visa',
      card_last4: '4242',
      failure_message: null,
      failure_code: null,
      client_secret: null,
    });
    const sent = fake.requests.at(-1)!;
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      idempotencyKey: input.idempotency_key,
    });
    expect(sent.params).toMatchObject({
      amount: '2599',
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: 'true',
      receipt_email: 'buyer@example.com',
      'metadata[order_id]': input.metadata.order_id,
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
    });
  });

  it('returns a decline as a failed result with Stripe’s message and decline code', async () => {
    expect(await stripe.createPayment(payment('pm_card_chargeDeclined'))).toMatchObject({
      id: expect.stringMatching(/^pi_/),
      status: 'failed',
      card_brand: 'visa',
      card_last4: '0002',
      failure_code: 'card_declined',
      failure_message: 'Your card was declined.',
    });
    expect(await stripe.createPayment(payment('pm_card_chargeDeclinedInsufficientFunds'))).toMatchObject({
      status: 'failed',
      failure_code: 'insufficient_funds',
      failure_message: 'Your card has insufficient funds.',
    });
    expect(await stripe.createPayment(payment('pm_card_chargeDeclinedExpiredCard'))).toMatchObject({
      status: 'failed',
      failure_code: 'expired_card',
      failure_message: 'Your card has expired.',
    });
  });

  it('a retry with the same idempotency key returns the same intent and Stripe creates only one', async () => {
    const input = payment('pm_card_visa');
    const before = fake.created.payment_intents;
    const first = await stripe.createPayment(input);
    const again = await stripe.createPayment(input);
    expect(again).toEqual(first);
    expect(fake.created.payment_intents).toBe(before + 1);
    expect(fake.requests.at(-1)).toMatchObject({ idempotencyKey: input.idempotency_key, replayed: true });

    // A decline replays too: the same order is never charged on a second try.
    const declined = payment('pm_card_chargeDeclined');
    const d1 = await stripe.createPayment(declined);
    const d2 = await stripe.createPayment(declined);
    expect(d2).toEqual(d1);

    // The same key for another payment is the caller's mistake, not a new charge.
    await expect(stripe.createPayment({ ...input, amount_cents: 100 })).rejects.toBeInstanceOf(
      PaymentInputError,
    );
  });

  it('hands back the client secret when the card needs 3-D Secure', async () => {
    const result = await stripe.createPayment(payment('pm_card_authenticationRequired'));
    expect(result).toMatchObject({
      status: 'requires_action',
      client_secret: expect.stringMatching(/^pi_.+_secret_/),
    });
  });

  it('retrieves a payment', async () => {
    const made = await stripe.createPayment(payment('pm_card_mastercard'));
    expect(await stripe.retrievePayment(made.id)).toEqual(made);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/payment_intents/${made.id}` });
    await expect(stripe.retrievePayment('pi_doesnotexist')).rejects.toBeInstanceOf(PaymentInputError);
    await expect(stripe.retrievePayment('../v1/charges')).rejects.toBeInstanceOf(PaymentInputError);
  });

  it('refunds partly, then the rest; never more than was paid; the same key gives the same refund', async () => {
    const paid = await stripe.createPayment(payment('pm_card_visa', { amount_cents: 5000 }));
    const before = fake.created.refunds;
    const first = await stripe.refund({
      payment_id: paid.id,
      amount_cents: 2000,
      idempotency_key: `refund-${paid.id}-1`,
    });
    expect(first).toEqual({ id: expect.stringMatching(/^re_/), status: 'succeeded', amount_cents: 2000 });
    expect(fake.requests.at(-1)!.params).toMatchObject({ payment_intent: paid.id, amount: '2000' });
    expect(
      await stripe.refund({
        payment_id: paid.id,
        amount_cents: 2000,
        idempotency_key: `refund-${paid.id}-1`,
      }),
    ).toEqual(first);
    expect(fake.created.refunds).toBe(before + 1);

    const tooMuch = stripe.refund({
      payment_id: paid.id,
      amount_cents: 3001,
      idempotency_key: `refund-${paid.id}-2`,
    });
    await expect(tooMuch).rejects.toBeInstanceOf(PaymentInputError);
    await expect(tooMuch).rejects.toThrow('greater than unrefunded amount');
    expect(
      await stripe.refund({
        payment_id: paid.id,
        amount_cents: 3000,
        idempotency_key: `refund-${paid.id}-3`,
        reason: 'requested_by_customer',
      }),
    ).toMatchObject({ status: 'succeeded', amount_cents: 3000 });
    expect(fake.requests.at(-1)!.params).toMatchObject({ reason: 'requested_by_customer' });
    await expect(
      stripe.refund({ payment_id: paid.id, amount_cents: 1, idempotency_key: `refund-${paid.id}-4` }),
    ).rejects.toBeInstanceOf(PaymentInputError);
  });

  it('refuses a raw card number before anything reaches Stripe', async () => {
    const count = fake.requests.length;
    await expect(
      stripe.createPayment({
        ...payment('pm_card_visa'),
        method: { card_number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' },
      }),
    ).rejects.toBeInstanceOf(PaymentInputError);
    expect(fake.requests.length).toBe(count);
    expect(JSON.stringify(fake.requests)).not.toContain('4242424242424242');
  });

  it('refuses unknown payment methods and invalid amounts as the request’s fault', async () => {
    await expect(stripe.createPayment(payment('pm_nope'))).rejects.toThrow(
      "No such PaymentMethod: 'pm_nope'",
    );
    await expect(stripe.createPayment(payment('pm_card_visa', { amount_cents: 0 }))).rejects.toBeInstanceOf(
      PaymentInputError,
    );
    await expect(
      stripe.createPayment(payment('pm_card_visa', { amount_cents: 12.5 })),
    ).rejects.toBeInstanceOf(PaymentInputError);
  });

  it('turns a rejected key or an unreachable Stripe into PaymentProviderError without the key', async () => {
    const wrongKey = 'sk_test_51WrongKeyWrongKeyWrongKey9876';
    const wrong = createStripePaymentsProvider({
      secretKey: wrongKey,
      webhookSecret: null,
      publishableKey: null,
      ...fake.sdkOptions,
    });
    const err = await failureOf(wrong.createPayment(payment('pm_card_visa')));
    expect(err).toBeInstanceOf(PaymentProviderError);
    expect(JSON.stringify({ ...err, text: err.message })).not.toMatch(/9876|WrongKey/);

    const down = createStripePaymentsProvider({
      secretKey: SECRET_KEY,
      webhookSecret: null,
      publishableKey: null,
      host: '127.0.0.1',
      port: 9,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    const offline = await failureOf(down.retrievePayment('pi_123'));
    expect(offline).toBeInstanceOf(PaymentProviderError);
    expect(offline.message).not.toContain(SECRET_KEY);
  });

  it('tells the browser it is Stripe, with the publishable key', () => {
    expect(stripe.publicConfig()).toEqual({
      provider: 'stripe',
      publishable_key: 'pk_test_51FakePublishable0001',
    });
  });
});

let k = 0;
const setupInput = (
  payment_method_id: string,
  overrides: Partial<CreateSetupInput> = {},
): CreateSetupInput => {
  k += 1;
  return {
    idempotency_key: `booking-setup-${Date.now()}-${k}`,
    description: 'Booking #7',
    metadata: { booking_id: `booking-${k}` },
    customer_email: 'member@example.com',
    method: { payment_method_id },
    ...overrides,
  };
};
const chargeInput = (
  saved_method_ref: string,
  overrides: Partial<ChargeSavedInput> = {},
): ChargeSavedInput => {
  k += 1;
  return {
    saved_method_ref,
    amount_cents: 9000,
    currency: 'USD',
    idempotency_key: `booking-charge-${Date.now()}-${k}`,
    description: 'Booking #7',
    metadata: { booking_id: `booking-${k}` },
    receipt_email: 'member@example.com',
    ...overrides,
  };
};

describe('createStripePaymentsProvider: saved cards', () => {
  it('saves a card with a Customer and a confirmed off-session SetupIntent, then charges it off-session', async () => {
    const input = setupInput('pm_card_visa');
    const setup = await stripe.createSetup(input);
    expect(setup).toEqual({
      id: expect.stringMatching(/^seti_/),
      status: 'succeeded',
      saved_method_ref: expect.stringMatching(/^cus_[0-9a-f]+\/pm_[0-9a-f]+$/),
      card_brand: 'visa',
      card_last4: '4242',
      failure_message: null,
      failure_code: null,
      client_secret: null,
    });
    const [customerCall, setupCall] = fake.requests.slice(-2);
    expect(customerCall).toMatchObject({ method: 'POST', path: '/v1/customers' });
    expect(customerCall!.params).toMatchObject({
      email: 'member@example.com',
      'metadata[booking_id]': input.metadata.booking_id,
    });
    expect(customerCall!.idempotencyKey).toMatch(/^fundpath-setup-customer-[0-9a-f]{64}$/);
    expect(setupCall).toMatchObject({
      method: 'POST',
      path: '/v1/setup_intents',
      idempotencyKey: input.idempotency_key,
    });
    const [customer, pm] = setup.saved_method_ref!.split('/');
    expect(setupCall!.params).toMatchObject({
      customer,
      payment_method: 'pm_card_visa',
      confirm: 'true',
      usage: 'off_session',
      'metadata[booking_id]': input.metadata.booking_id,
    });
    expect(fake.paymentMethods.get(pm!)).toMatchObject({ customer });
    expect(await stripe.retrieveSetup(setup.id)).toEqual(setup);

    const charge = chargeInput(setup.saved_method_ref!);
    const paid = await stripe.chargeSaved(charge);
    expect(paid).toEqual({
      id: expect.stringMatching(/^pi_/),
      status: 'succeeded',
      amount_cents: 9000,
      card_brand: 'visa',
      card_last4: '4242',
      failure_message: null,
      failure_code: null,
      client_secret: null,
    });
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/v1/payment_intents',
      idempotencyKey: charge.idempotency_key,
    });
    expect(fake.requests.at(-1)!.params).toMatchObject({
      amount: '9000',
      currency: 'usd',
      customer,
      payment_method: pm,
      off_session: 'true',
      confirm: 'true',
      receipt_email: 'member@example.com',
      'metadata[booking_id]': charge.metadata.booking_id,
    });
  });

  it('a card declined at setup is a failed result with Stripe’s message; nothing is saved', async () => {
    expect(await stripe.createSetup(setupInput('pm_card_chargeDeclined'))).toMatchObject({
      id: expect.stringMatching(/^seti_/),
      status: 'failed',
      saved_method_ref: null,
      card_last4: '0002',
      failure_code: 'card_declined',
      failure_message: 'Your card was declined.',
    });
  });

  it('a card needing authentication hands back the SetupIntent’s client secret; the webhook or a read settles it', async () => {
    const setup = await stripe.createSetup(setupInput('pm_card_authenticationRequiredOnSetup'));
    expect(setup).toMatchObject({
      status: 'requires_action',
      saved_method_ref: null,
      client_secret: expect.stringMatching(/^seti_.+_secret_/),
    });
    fake.authenticateSetup(setup.id, 'succeeded');
    const done = await stripe.retrieveSetup(setup.id);
    expect(done).toMatchObject({
      status: 'succeeded',
      saved_method_ref: expect.stringMatching(/^cus_.+\/pm_/),
    });
    // Once saved, off-session charges of this card need no authentication.
    expect(await stripe.chargeSaved(chargeInput(done.saved_method_ref!))).toMatchObject({
      status: 'succeeded',
    });

    const abandoned = await stripe.createSetup(setupInput('pm_card_authenticationRequiredOnSetup'));
    fake.authenticateSetup(abandoned.id, 'failed');
    expect(await stripe.retrieveSetup(abandoned.id)).toMatchObject({
      status: 'failed',
      saved_method_ref: null,
      failure_code: 'setup_intent_authentication_failure',
    });
    await expect(stripe.retrieveSetup('seti_doesnotexist')).rejects.toBeInstanceOf(PaymentInputError);
    await expect(stripe.retrieveSetup('../v1/customers')).rejects.toBeInstanceOf(PaymentInputError);
  });

  it('4000 0000 0000 0341 saves, then the off-session charge is declined (a failed result)', async () => {
    const setup = await stripe.createSetup(setupInput('pm_card_chargeCustomerFail'));
    expect(setup).toMatchObject({ status: 'succeeded', card_last4: '0341' });
    expect(await stripe.chargeSaved(chargeInput(setup.saved_method_ref!))).toMatchObject({
      id: expect.stringMatching(/^pi_/),
      status: 'failed',
      amount_cents: 9000,
      card_last4: '0341',
      failure_code: 'card_declined',
      failure_message: 'Your card was declined.',
    });
  });

  it('a card that needs authentication on every charge fails off-session with authentication_required', async () => {
    const setup = await stripe.createSetup(setupInput('pm_card_authenticationRequired'));
    expect(setup.status).toBe('requires_action');
    fake.authenticateSetup(setup.id, 'succeeded');
    const done = await stripe.retrieveSetup(setup.id);
    expect(await stripe.chargeSaved(chargeInput(done.saved_method_ref!))).toMatchObject({
      status: 'failed',
      failure_code: 'authentication_required',
      failure_message: 'Your card was declined. This transaction requires authentication.',
      client_secret: null,
    });
  });

  it('retries with the same keys reuse the Customer, the SetupIntent and the charge: Stripe makes each once', async () => {
    const input = setupInput('pm_card_visa');
    const before = { ...fake.created };
    const first = await stripe.createSetup(input);
    const again = await stripe.createSetup(input);
    expect(again).toEqual(first);
    expect(fake.created.customers).toBe(before.customers + 1);
    expect(fake.created.setup_intents).toBe(before.setup_intents + 1);
    expect(fake.requests.at(-1)).toMatchObject({ path: '/v1/setup_intents', replayed: true });

    const charge = chargeInput(first.saved_method_ref!);
    const [a, b] = await Promise.all([stripe.chargeSaved(charge), stripe.chargeSaved(charge)]);
    expect(b).toEqual(a);
    expect(await stripe.chargeSaved(charge)).toEqual(a);
    expect(fake.created.payment_intents).toBe(before.payment_intents + 1);
    await expect(stripe.chargeSaved({ ...charge, amount_cents: 100 })).rejects.toBeInstanceOf(
      PaymentInputError,
    );
    // A declined setup replays as declined.
    const declined = setupInput('pm_card_chargeDeclined');
    expect(await stripe.createSetup(declined)).toEqual(await stripe.createSetup(declined));
  });

  it('a charge of a saved card is refunded through refund()', async () => {
    const setup = await stripe.createSetup(setupInput('pm_card_mastercard'));
    const paid = await stripe.chargeSaved(chargeInput(setup.saved_method_ref!, { amount_cents: 4000 }));
    expect(
      await stripe.refund({
        payment_id: paid.id,
        amount_cents: 1500,
        idempotency_key: `refund-${paid.id}-1`,
      }),
    ).toMatchObject({ status: 'succeeded', amount_cents: 1500 });
    await expect(
      stripe.refund({ payment_id: paid.id, amount_cents: 2501, idempotency_key: `refund-${paid.id}-2` }),
    ).rejects.toBeInstanceOf(PaymentInputError);
    expect(
      await stripe.refund({
        payment_id: paid.id,
        amount_cents: 2500,
        idempotency_key: `refund-${paid.id}-3`,
      }),
    ).toMatchObject({ amount_cents: 2500 });
  });

  it('detaches a saved card (idempotent); a detached card cannot be charged', async () => {
    const setup = await stripe.createSetup(setupInput('pm_card_visa'));
    const ref = setup.saved_method_ref!;
    await stripe.detachSaved!(ref);
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/payment_methods/${ref.split('/')[1]}/detach`,
    });
    expect(fake.paymentMethods.get(ref.split('/')[1]!)).toMatchObject({ customer: null });
    await stripe.detachSaved!(ref);
    await stripe.detachSaved!('cus_nobody/pm_nothing');
    await expect(stripe.chargeSaved(chargeInput(ref))).rejects.toBeInstanceOf(PaymentInputError);
  });

  it('refuses a raw card number, a test-provider card and a malformed reference before anything reaches Stripe', async () => {
    const count = fake.requests.length;
    await expect(
      stripe.createSetup({
        ...setupInput('pm_card_visa'),
        method: { card_number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' },
      }),
    ).rejects.toBeInstanceOf(PaymentInputError);
    for (const ref of ['tpm_0123456789abcdef01234567', 'pm_card_visa', '4242424242424242', 'cus_1/../pm_2'])
      await expect(stripe.chargeSaved(chargeInput(ref))).rejects.toBeInstanceOf(PaymentInputError);
    expect(fake.requests.length).toBe(count);
    expect(JSON.stringify(fake.requests)).not.toContain('4242424242424242');
  });
});

describe('Stripe webhooks', () => {
  const sdk = new Stripe(SECRET_KEY);
  const event = (type: string, object: Record<string, unknown>) =>
    JSON.stringify({ id: `evt_${type.replace(/\W/g, '')}`, object: 'event', type, data: { object } });
  const signed = (body: string, opts: { secret?: string; timestamp?: number } = {}) => ({
    'stripe-signature': sdk.webhooks.generateTestHeaderString({
      payload: body,
      secret: opts.secret ?? WEBHOOK_SECRET,
      ...(opts.timestamp ? { timestamp: opts.timestamp } : {}),
    }),
  });

  it('verifies and maps payment_intent.succeeded, payment_intent.payment_failed and charge.refunded', () => {
    const succeeded = event('payment_intent.succeeded', {
      id: 'pi_1',
      object: 'payment_intent',
      amount: 2599,
      amount_received: 2599,
      metadata: { order_id: 'o-1' },
    });
    expect(stripe.parseWebhook(Buffer.from(succeeded), signed(succeeded))).toEqual({
      id: 'evt_payment_intentsucceeded',
      type: 'payment.succeeded',
      provider_type: 'payment_intent.succeeded',
      payment_id: 'pi_1',
      amount_cents: 2599,
      metadata: { order_id: 'o-1' },
      failure_message: null,
    });
    const failed = event('payment_intent.payment_failed', {
      id: 'pi_2',
      amount: 100,
      last_payment_error: { message: 'Your card was declined.' },
      metadata: { order_id: 'o-2' },
    });
    expect(stripe.parseWebhook(Buffer.from(failed), signed(failed))).toMatchObject({
      type: 'payment.failed',
      payment_id: 'pi_2',
      failure_message: 'Your card was declined.',
    });
    const refunded = event('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      payment_intent: 'pi_1',
      amount: 2599,
      amount_refunded: 1000,
      metadata: { order_id: 'o-1' },
    });
    expect(stripe.parseWebhook(Buffer.from(refunded), signed(refunded))).toMatchObject({
      type: 'refund.succeeded',
      payment_id: 'pi_1',
      amount_cents: 1000,
    });
    const other = event('customer.created', { id: 'cus_1' });
    expect(stripe.parseWebhook(Buffer.from(other), signed(other))).toMatchObject({
      type: 'other',
      provider_type: 'customer.created',
      payment_id: null,
    });
  });

  it('verifies and maps setup_intent.succeeded and setup_intent.setup_failed with the setup id', () => {
    const succeeded = event('setup_intent.succeeded', {
      id: 'seti_1',
      object: 'setup_intent',
      customer: 'cus_1',
      payment_method: 'pm_1',
      status: 'succeeded',
      metadata: { booking_id: 'b-1' },
    });
    expect(stripe.parseWebhook(Buffer.from(succeeded), signed(succeeded))).toEqual({
      id: 'evt_setup_intentsucceeded',
      type: 'setup.succeeded',
      provider_type: 'setup_intent.succeeded',
      setup_id: 'seti_1',
      payment_id: null,
      amount_cents: null,
      metadata: { booking_id: 'b-1' },
      failure_message: null,
    });
    const failed = event('setup_intent.setup_failed', {
      id: 'seti_2',
      object: 'setup_intent',
      status: 'requires_payment_method',
      last_setup_error: { message: 'Your card was declined.' },
      metadata: { booking_id: 'b-2' },
    });
    expect(stripe.parseWebhook(Buffer.from(failed), signed(failed))).toMatchObject({
      type: 'setup.failed',
      setup_id: 'seti_2',
      metadata: { booking_id: 'b-2' },
      failure_message: 'Your card was declined.',
    });
    const noMessage = event('setup_intent.setup_failed', { id: 'seti_3', metadata: {} });
    expect(stripe.parseWebhook(Buffer.from(noMessage), signed(noMessage))).toMatchObject({
      type: 'setup.failed',
      failure_message: 'The card could not be saved.',
    });
  });

  it('refuses a tampered body, a wrong secret, an old (replayed) signature and no signature', () => {
    const body = event('payment_intent.succeeded', { id: 'pi_1', amount: 2599, metadata: {} });
    const headers = signed(body);
    const tampered = body.replace('2599', '1');
    expect(() => stripe.parseWebhook(Buffer.from(tampered), headers)).toThrow(WebhookSignatureError);
    expect(() =>
      stripe.parseWebhook(Buffer.from(body), signed(body, { secret: 'whsec_someoneelse000000' })),
    ).toThrow(WebhookSignatureError);
    const anHourAgo = Math.floor(Date.now() / 1000) - 3600;
    expect(() => stripe.parseWebhook(Buffer.from(body), signed(body, { timestamp: anHourAgo }))).toThrow(
      WebhookSignatureError,
    );
    expect(() => stripe.parseWebhook(Buffer.from(body), {})).toThrow(WebhookSignatureError);
  });

  it('refuses every webhook while no webhook secret is configured', () => {
    const noSecret = createStripePaymentsProvider({
      secretKey: SECRET_KEY,
      webhookSecret: null,
      publishableKey: null,
    });
    const body = event('payment_intent.succeeded', { id: 'pi_1', amount: 1, metadata: {} });
    expect(() => noSecret.parseWebhook(Buffer.from(body), signed(body))).toThrow(/not configured/);
  });
});
