import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db';
import type { PaymentsSettings } from '../../platform/settings';
import { createTestDatabase } from '../../testing/test-app';
import { createSwitchingPaymentsProvider, PaymentInputError, PaymentProviderError } from './index';

/**
 * The switching provider routes saved cards like payments: a new setup goes to the provider in
 * effect, a setup, saved card or payment stays with the provider that made it (no network here:
 * everything either stays with the test provider or is refused before Stripe is called).
 */
let database: Database;
let current: PaymentsSettings = { provider: 'test' };
const stripeSettings: PaymentsSettings = {
  provider: 'stripe',
  secretKey: 'sk_test_51NotARealKeyForRoutingTests',
  publishableKey: null,
  webhookSecret: null,
};

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const provider = () =>
  createSwitchingPaymentsProvider({
    db: database.db,
    appSecret: 'test-secret-test-secret-test-secret-0001',
    current: () => current,
  });

describe('createSwitchingPaymentsProvider: saved cards', () => {
  it('a card saved in test mode is read, charged, refunded and detached by the test provider after the switch to Stripe', async () => {
    current = { provider: 'test' };
    const payments = provider();
    const setup = await payments.createSetup({
      idempotency_key: 'switch-setup-1',
      description: 'Booking',
      metadata: { booking_id: 'b-1' },
      method: { card_number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' },
    });
    expect(setup).toMatchObject({ id: expect.stringMatching(/^ts_/), status: 'succeeded' });

    current = stripeSettings;
    expect(payments.kind).toBe('stripe');
    expect(await payments.retrieveSetup(setup.id)).toEqual(setup);
    const paid = await payments.chargeSaved({
      saved_method_ref: setup.saved_method_ref!,
      amount_cents: 3000,
      currency: 'usd',
      idempotency_key: 'switch-charge-1',
      description: 'Booking',
      metadata: { booking_id: 'b-1' },
    });
    expect(paid).toMatchObject({ id: expect.stringMatching(/^tp_/), status: 'succeeded' });
    expect(
      await payments.refund({ payment_id: paid.id, amount_cents: 3000, idempotency_key: 'switch-refund-1' }),
    ).toMatchObject({ status: 'succeeded' });
    await payments.detachSaved!(setup.saved_method_ref!);
    current = { provider: 'test' };
    await expect(
      payments.chargeSaved({
        saved_method_ref: setup.saved_method_ref!,
        amount_cents: 3000,
        currency: 'usd',
        idempotency_key: 'switch-charge-2',
        description: 'Booking',
        metadata: {},
      }),
    ).rejects.toThrow(/was removed/);
  });

  it('new setups go to the provider in effect; Stripe’s setups and cards need Stripe', async () => {
    current = stripeSettings;
    const payments = provider();
    // Stripe is in effect: a raw card is refused before any request.
    await expect(
      payments.createSetup({
        idempotency_key: 'switch-setup-2',
        description: '',
        metadata: {},
        method: { card_number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' },
      }),
    ).rejects.toBeInstanceOf(PaymentInputError);

    current = { provider: 'test' };
    await expect(payments.retrieveSetup('seti_123')).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(
      payments.chargeSaved({
        saved_method_ref: 'cus_123/pm_456',
        amount_cents: 100,
        currency: 'usd',
        idempotency_key: 'switch-charge-3',
        description: '',
        metadata: {},
      }),
    ).rejects.toThrow(/made with Stripe, which is not configured now/);
    await expect(payments.detachSaved!('cus_123/pm_456')).rejects.toBeInstanceOf(PaymentProviderError);
  });
});
