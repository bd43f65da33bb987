/**
 * Test helpers for the cart and checkout (not imported by app code): a shopper whose cart cookie
 * is kept between requests like a browser's, a valid checkout body, and a payments provider
 * wrapper that counts calls and can simulate an outage. Stores and products come from
 * ./catalog (made through the owner API, as the screens make them).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { PaymentProviderError, type PaymentsProvider } from '../adapters/payments';
import { loggerOptions } from '../app';
import type { TestUser } from './factories';
import { TEST_ADDRESS } from './orders';
import { createTestApp, type TestApp, testConfig } from './test-app';

/**
 * A test app (as createTestApp, uploads in a temporary directory) whose log lines, at debug
 * level and with the production redaction, are kept in `logs`: tests assert what never reaches
 * a log (card numbers, security codes).
 */
export async function commerceTestApp(): Promise<TestApp & { logs: string[] }> {
  const logs: string[] = [];
  const overrides = {
    storage: { kind: 'local' as const, dir: mkdtempSync(path.join(tmpdir(), 'fundpath-cart-')) },
  };
  const { transport: _pretty, ...production } = loggerOptions(testConfig(overrides)) as Record<
    string,
    unknown
  >;
  const t = await createTestApp(overrides, {
    logger: { ...production, level: 'debug', stream: { write: (line: string) => logs.push(line) } },
  });
  return { ...t, logs };
}

export const CART_COOKIE_NAME = 'fp_cart';
export const CARDS = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficient: '4000 0000 0000 9995',
} as const;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Reply = Awaited<ReturnType<FastifyInstance['inject']>>;

/**
 * A browser: keeps the `fp_cart` cookie the server sets (and drops it when cleared), and sends the
 * signed-in user's session cookie once `signIn` is called. Each shopper has an IP of its own, so
 * the per-IP limits of one test do not leak into another.
 */
export class Shopper {
  cartToken: string | null = null;
  /** The affiliate attribution cookie (`fp_ref`), once a referral link set it. */
  referral: string | null = null;
  user: TestUser | null = null;
  readonly ip = `10.${rand255()}.${rand255()}.${rand255()}`;

  constructor(private readonly app: FastifyInstance) {}

  signIn(user: TestUser): this {
    this.user = user;
    return this;
  }

  async call(
    method: Method,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply> {
    const cookies = [
      this.user?.cookie,
      this.cartToken ? `${CART_COOKIE_NAME}=${this.cartToken}` : null,
      this.referral ? `fp_ref=${this.referral}` : null,
    ].filter(Boolean);
    const opts: InjectOptions = {
      method,
      url,
      remoteAddress: this.ip,
      headers: { ...headers, ...(cookies.length ? { cookie: cookies.join('; ') } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    };
    const res = await this.app.inject(opts);
    const set = res.cookies.find((c) => c.name === CART_COOKIE_NAME);
    if (set) this.cartToken = set.value && (set.maxAge ?? 1) > 0 && !isPast(set.expires) ? set.value : null;
    const ref = res.cookies.find((c) => c.name === 'fp_ref');
    if (ref) this.referral = ref.value || null;
    return res;
  }

  cart(storeId: number) {
    return this.call('GET', `/api/ecommerce/cart/${storeId}`);
  }

  add(storeId: number, productId: string, quantity = 1, variantId?: string) {
    return this.call('POST', '/api/ecommerce/cart', {
      store_id: storeId,
      product_id: productId,
      quantity,
      ...(variantId ? { variant_id: variantId } : {}),
    });
  }

  checkout(body: Record<string, unknown>, key: string | null = newIdempotencyKey()) {
    return this.call('POST', '/api/ecommerce/checkout', body, key ? { 'idempotency-key': key } : {});
  }
}

const rand255 = () => 1 + Math.floor(Math.random() * 254);
const isPast = (d: Date | undefined) => d !== undefined && d.getTime() <= Date.now();

export const newIdempotencyKey = () => `checkout-${randomBytes(12).toString('hex')}`;

/** A checkout body that passes validation, paying with `card` (4242… by default). */
export function checkoutBody(
  storeId: number,
  overrides: Record<string, unknown> = {},
  card: string = CARDS.ok,
) {
  return {
    store_id: storeId,
    email: `buyer.${randomBytes(3).toString('hex')}@example.com`,
    phone: '+1 555 010 2030',
    shipping_address: { name: 'Casey Buyer', ...TEST_ADDRESS },
    payment: { card_number: card, exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, cvc: '123' },
    ...overrides,
  };
}

/** Wraps the app's payments provider: counts calls, can make the next calls fail like an outage. */
export function spyOnPayments(app: FastifyInstance) {
  const real: PaymentsProvider = app.deps.payments;
  const spy = {
    createPayment: 0,
    retrievePayment: 0,
    /** The provider is unreachable while this is true. */
    down: false,
    /**
     * While true, a payment the real provider makes answers `requires_action` (as Stripe does for
     * a card needing 3-D Secure): the order waits for the webhook.
     */
    requireAction: false,
    restore: () => {
      app.deps.payments = real;
    },
  };
  /** Payments answered `requires_action`: the provider keeps saying so until the buyer acts. */
  const awaitingBuyer = new Set<string>();
  const outage = () => {
    if (spy.down) throw new PaymentProviderError('connect ECONNREFUSED 127.0.0.1:443');
  };
  app.deps.payments = {
    get kind() {
      return real.kind;
    },
    createPayment: async (input) => {
      spy.createPayment += 1;
      outage();
      const result = await real.createPayment(input);
      if (!spy.requireAction) return result;
      awaitingBuyer.add(result.id);
      return { ...result, status: 'requires_action' as const, client_secret: `${result.id}_secret_test` };
    },
    retrievePayment: async (id) => {
      spy.retrievePayment += 1;
      outage();
      const result = await real.retrievePayment(id);
      return awaitingBuyer.has(id) ? { ...result, status: 'requires_action' as const } : result;
    },
    refund: (input) => real.refund(input),
    createSetup: (input) => real.createSetup(input),
    retrieveSetup: (id) => real.retrieveSetup(id),
    chargeSaved: (input) => real.chargeSaved(input),
    detachSaved: async (ref) => real.detachSaved?.(ref),
    parseWebhook: (raw, headers) => real.parseWebhook(raw, headers),
    publicConfig: () => real.publicConfig(),
  };
  return spy;
}
