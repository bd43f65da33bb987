import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db';
import type { PaymentsSettings } from '../../platform/settings';
import { createStripePaymentsProvider } from './stripe-provider';
import { createTestPaymentsProvider, testWebhookSecret } from './test-provider';
import { PaymentProviderError, type PaymentProviderKind, type PaymentsProvider } from './types';

export { createStripePaymentsProvider, type StripeProviderOptions } from './stripe-provider';
export { SAVED_CARD_PAYMENT_METHODS, SAVED_CARD_TEST_CARDS } from './test-cards';
export {
  authenticateTestSetup,
  createTestPaymentsProvider,
  signTestWebhook,
  TEST_SIGNATURE_HEADER,
  testSetupWebhookEvent,
  testWebhookEvent,
  testWebhookSecret,
} from './test-provider';
export * from './types';

/** What a log line may say about the provider in effect: never a key, only whether it is live. */
export function describePayments(current: PaymentsSettings): string {
  if (current.provider === 'test') return 'offline test provider (no charges)';
  const mode = /_live_/.test(current.secretKey) ? 'live' : 'test';
  return `Stripe (${mode} mode${current.webhookSecret ? '' : ', no webhook secret: webhooks are refused'})`;
}

/**
 * The payments provider that follows the run-time settings (`payments.*`), like the switching
 * mailer: Stripe while it is chosen and its secret key is set, the offline test provider
 * otherwise. A Stripe client is made per key set on first use; each call asks which one is in
 * effect, so a change on `/admin/config` applies to the next payment without a restart. Webhooks
 * are verified by the provider in effect (Stripe-Signature, or the test provider's Test-Signature).
 */
export function createSwitchingPaymentsProvider(options: {
  db: Db;
  appSecret: string;
  current: () => PaymentsSettings;
  log?: FastifyBaseLogger;
}): PaymentsProvider {
  const test = createTestPaymentsProvider({
    db: options.db,
    webhookSecret: testWebhookSecret(options.appSecret),
  });
  let stripe: { id: string; provider: PaymentsProvider } | null = null;
  let described: string | null = null;
  const pick = (): PaymentsProvider => {
    const current = options.current();
    const description = describePayments(current);
    if (description !== described) {
      if (described !== null) options.log?.info(`payments: now ${description}`);
      described = description;
    }
    if (current.provider === 'test') return test;
    const id = [current.secretKey, current.webhookSecret, current.publishableKey].join('\n');
    if (stripe?.id !== id)
      stripe = {
        id,
        provider: createStripePaymentsProvider({
          secretKey: current.secretKey,
          webhookSecret: current.webhookSecret,
          publishableKey: current.publishableKey,
        }),
      };
    return stripe.provider;
  };
  // A payment, setup or saved card stays with the provider that made it: a test payment can still be
  // read and refunded, a card saved in test mode charged, after the switch to Stripe (and a Stripe
  // one needs Stripe, whatever is chosen for new payments).
  const owner = (id: string, testPrefix: string, what: string): PaymentsProvider => {
    if (id.startsWith(testPrefix)) return test;
    const provider = pick();
    if (provider.kind !== 'stripe')
      throw new PaymentProviderError(`This ${what} was made with Stripe, which is not configured now`);
    return provider;
  };
  return {
    get kind(): PaymentProviderKind {
      return options.current().provider;
    },
    createPayment: (input) => pick().createPayment(input),
    // async: a provider that is not configured is a rejected promise, as any other failure.
    retrievePayment: async (id) => owner(id, 'tp_', 'payment').retrievePayment(id),
    refund: async (input) => owner(input.payment_id, 'tp_', 'payment').refund(input),
    createSetup: async (input) => pick().createSetup(input),
    retrieveSetup: async (id) => owner(id, 'ts_', 'setup').retrieveSetup(id),
    chargeSaved: async (input) => owner(input.saved_method_ref, 'tpm_', 'saved card').chargeSaved(input),
    detachSaved: async (ref) => {
      await owner(ref, 'tpm_', 'saved card').detachSaved?.(ref);
    },
    parseWebhook: (rawBody, headers) => pick().parseWebhook(rawBody, headers),
    publicConfig: () => pick().publicConfig(),
  };
}
