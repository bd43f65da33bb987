/**
 * A local stand-in for the parts of Stripe's HTTP API the Stripe provider uses, for tests (the
 * SDK is pointed at it with `{ host: '127.0.0.1', port, protocol: 'http' }`). It speaks like
 * Stripe: form-encoded bodies, a Bearer secret key, `Idempotency-Key` honoured (the same key gets
 * the same response, marked `Idempotent-Replayed`; the same key with other parameters a 400
 * `idempotency_error`), card declines as 402 `card_error` with Stripe's JSON error shape, and
 * Stripe's test PaymentMethods behaving as in test mode. Saved cards too: Customers, SetupIntents
 * that attach a new PaymentMethod to the Customer (or decline, or wait for 3-D Secure), off-session
 * PaymentIntents on it (0341 declined, an always-authenticate card `authentication_required`) and
 * detaching.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { detectCardBrand, TEST_PAYMENT_METHODS } from '@fundpath/contracts/payments';
import {
  AUTHENTICATION_REQUIRED_MESSAGE,
  judgeTestCard,
  judgeTestSetup,
  SAVED_CARD_PAYMENT_METHODS,
  SAVED_CARD_TEST_CARDS,
} from './test-cards';

/** Stripe's test PaymentMethods (pm_card_authenticationRequired: 3-D Secure on every payment). */
const CARDS: Record<string, string> = { ...TEST_PAYMENT_METHODS, ...SAVED_CARD_PAYMENT_METHODS };
/** Cards that need 3-D Secure on a payment made with the buyer present. */
const ON_SESSION_AUTHENTICATION = new Set<string>([
  SAVED_CARD_TEST_CARDS.authenticateToSave,
  SAVED_CARD_TEST_CARDS.authenticateAlways,
]);

export interface FakeStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  replayed: boolean;
  params: Record<string, string>;
}

export interface FakeStripe {
  port: number;
  /** Options for `new Stripe(key, …)` / createStripePaymentsProvider. */
  sdkOptions: { host: string; port: number; protocol: 'http' };
  /** Every request, in order (replays marked). */
  requests: FakeStripeRequest[];
  /** Objects actually created (idempotent replays create nothing). */
  created: { payment_intents: number; refunds: number; customers: number; setup_intents: number };
  paymentIntents: Map<string, Record<string, unknown>>;
  setupIntents: Map<string, Record<string, unknown>>;
  /** PaymentMethods by id (`customer` is set while attached). */
  paymentMethods: Map<string, Record<string, unknown>>;
  /** What the browser's 3-D Secure step does to a SetupIntent that `requires_action`. */
  authenticateSetup(id: string, outcome: 'succeeded' | 'failed'): void;
  close(): Promise<void>;
}

type Reply = { status: number; body: unknown };

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const stripeError = (status: number, error: Record<string, unknown>): Reply => ({ status, body: { error } });
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** `a[b]=1&expand[0]=x` → `{ 'a[b]': '1', 'expand[0]': 'x' }` (what the handlers read). */
function parseForm(body: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(body)) out[k] = v;
  return out;
}

/** `metadata[order_id]=…` → `{ order_id: … }` */
function nested(params: Record<string, string>, name: string): Record<string, string> {
  const out: Record<string, string> = {};
  const prefix = `${name}[`;
  for (const [k, v] of Object.entries(params))
    if (k.startsWith(prefix) && k.endsWith(']')) out[k.slice(prefix.length, -1)] = v;
  return out;
}

const expands = (params: Record<string, string>, field: string) =>
  Object.entries(params).some(([k, v]) => (k === 'expand[]' || /^expand\[\d+\]$/.test(k)) && v === field);

export async function startFakeStripe(options: { secretKey?: string } = {}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? 'sk_test_fakestripe0000000000';
  const requests: FakeStripeRequest[] = [];
  const created = { payment_intents: 0, refunds: 0, customers: 0, setup_intents: 0 };
  const paymentIntents = new Map<string, Record<string, unknown>>();
  const setupIntents = new Map<string, Record<string, unknown>>();
  const customers = new Map<string, Record<string, unknown>>();
  const paymentMethods = new Map<string, Record<string, unknown>>();
  /** The test card number behind each PaymentMethod (they are Stripe's public test numbers). */
  const numbers = new Map<string, string>();
  const refunded = new Map<string, number>();
  const idempotent = new Map<string, { hash: string; reply: Reply }>();

  function paymentMethod(pmId: string): Record<string, unknown> | undefined {
    const known = paymentMethods.get(pmId);
    if (known) return known;
    const number = Object.hasOwn(CARDS, pmId) ? CARDS[pmId]! : undefined;
    if (!number) return undefined;
    numbers.set(pmId, number);
    const pm = paymentMethods.get(pmId) ?? {
      id: pmId,
      object: 'payment_method',
      type: 'card',
      card: {
        brand: detectCardBrand(number) ?? 'unknown',
        last4: number.slice(-4),
        exp_month: 12,
        exp_year: 2034,
      },
      customer: null,
    };
    paymentMethods.set(pmId, pm);
    return pm;
  }

  function withExpansion(intent: Record<string, unknown>, params: Record<string, string>) {
    const pm = intent.payment_method as { id: string } | null;
    return expands(params, 'payment_method') || !pm ? intent : { ...intent, payment_method: pm.id };
  }

  const missing = (param: string, what: string, value: string | undefined) =>
    stripeError(400, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      param,
      message: `No such ${what}: '${value ?? ''}'`,
    });

  function createCustomer(params: Record<string, string>): Reply {
    const customer = {
      id: id('cus'),
      object: 'customer',
      email: params.email ?? null,
      description: params.description ?? null,
      metadata: nested(params, 'metadata'),
      livemode: false,
    };
    customers.set(customer.id, customer);
    created.customers += 1;
    return { status: 200, body: customer };
  }

  /** Attaching a test PaymentMethod to a Customer makes a new PaymentMethod of the same card. */
  function attach(pm: Record<string, unknown>, customer: string): Record<string, unknown> {
    const attached = { ...pm, id: id('pm'), customer };
    paymentMethods.set(attached.id as string, attached);
    numbers.set(attached.id as string, numbers.get(pm.id as string)!);
    return attached;
  }

  function createSetupIntent(params: Record<string, string>): Reply {
    const customer = params.customer;
    if (customer !== undefined && !customers.has(customer)) return missing('customer', 'customer', customer);
    const pmId = params.payment_method ?? '';
    const pm = paymentMethod(pmId);
    if (!pm) return missing('payment_method', 'PaymentMethod', pmId);
    const siId = id('seti');
    const si: Record<string, unknown> = {
      id: siId,
      object: 'setup_intent',
      customer: customer ?? null,
      description: params.description ?? null,
      metadata: nested(params, 'metadata'),
      usage: params.usage ?? 'off_session',
      client_secret: `${siId}_secret_${randomBytes(8).toString('hex')}`,
      payment_method: pm,
      last_setup_error: null,
      next_action: null,
      livemode: false,
      status: 'requires_confirmation',
    };
    created.setup_intents += 1;
    setupIntents.set(siId, si);
    if (params.confirm !== 'true') return { status: 200, body: withExpansion(si, params) };
    const outcome = judgeTestSetup(
      { card_number: numbers.get(pm.id as string)!, exp_month: 12, exp_year: 2034, cvc: '123' },
      new Date(),
    );
    if (outcome.status === 'requires_action') {
      Object.assign(si, { status: 'requires_action', next_action: { type: 'use_stripe_sdk' } });
      return { status: 200, body: withExpansion(si, params) };
    }
    if (outcome.status === 'succeeded') {
      Object.assign(si, {
        status: 'succeeded',
        payment_method: customer ? attach(pm, customer) : pm,
      });
      return { status: 200, body: withExpansion(si, params) };
    }
    const error = {
      type: 'card_error',
      code: outcome.code === 'insufficient_funds' ? 'card_declined' : outcome.code,
      decline_code: outcome.code === 'card_declined' ? 'generic_decline' : outcome.code,
      message: outcome.message,
      doc_url: `https://stripe.com/docs/error-codes/${outcome.code}`,
    };
    Object.assign(si, { status: 'requires_payment_method', last_setup_error: error, payment_method: null });
    return stripeError(402, { ...error, setup_intent: si, payment_method: pm });
  }

  function authenticateSetup(siId: string, outcome: 'succeeded' | 'failed') {
    const si = setupIntents.get(siId);
    if (si?.status !== 'requires_action') return;
    const pm = si.payment_method as Record<string, unknown>;
    if (outcome === 'succeeded')
      Object.assign(si, {
        status: 'succeeded',
        next_action: null,
        payment_method: si.customer ? attach(pm, si.customer as string) : pm,
      });
    else
      Object.assign(si, {
        status: 'requires_payment_method',
        next_action: null,
        payment_method: null,
        last_setup_error: {
          type: 'invalid_request_error',
          code: 'setup_intent_authentication_failure',
          message:
            'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
        },
      });
  }

  function detachPaymentMethod(pmId: string): Reply {
    const pm = paymentMethods.get(pmId);
    if (!pm) return missing('payment_method', 'PaymentMethod', pmId);
    if (!pm.customer)
      return stripeError(400, {
        type: 'invalid_request_error',
        message: 'The payment method you provided is not attached to a customer so detachment is impossible.',
      });
    pm.customer = null;
    return { status: 200, body: pm };
  }

  function createPaymentIntent(params: Record<string, string>): Reply {
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 1)
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'parameter_invalid_integer',
        param: 'amount',
        message: 'Invalid integer: amount',
      });
    const pmId = params.payment_method ?? '';
    const pm = paymentMethod(pmId);
    if (!pm)
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'payment_method',
        message: `No such PaymentMethod: '${pmId}'`,
      });
    const customer = params.customer;
    if (customer !== undefined && !customers.has(customer)) return missing('customer', 'customer', customer);
    if ((customer ?? null) !== (pm.customer ?? null))
      return stripeError(400, {
        type: 'invalid_request_error',
        param: 'payment_method',
        message: customer
          ? `The PaymentMethod ${pmId} does not belong to the Customer you supplied ${customer}.`
          : `The PaymentMethod ${pmId} is attached to a Customer: pass that Customer to use it.`,
      });
    const offSession = params.off_session === 'true';
    const number = numbers.get(pmId)!;
    const piId = id('pi');
    const pi: Record<string, unknown> = {
      id: piId,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: params.currency,
      description: params.description ?? null,
      receipt_email: params.receipt_email ?? null,
      metadata: nested(params, 'metadata'),
      client_secret: `${piId}_secret_${randomBytes(8).toString('hex')}`,
      payment_method: pm,
      customer: customer ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      status: 'requires_confirmation',
    };
    created.payment_intents += 1;
    paymentIntents.set(piId, pi);
    if (params.confirm !== 'true') return { status: 200, body: withExpansion(pi, params) };
    const authenticationRequired = offSession
      ? number === SAVED_CARD_TEST_CARDS.authenticateAlways
      : ON_SESSION_AUTHENTICATION.has(number);
    if (authenticationRequired && !offSession) {
      pi.status = 'requires_action';
      pi.next_action = { type: 'use_stripe_sdk' };
      return { status: 200, body: withExpansion(pi, params) };
    }
    const outcome = authenticationRequired
      ? null
      : judgeTestCard({ card_number: number, exp_month: 12, exp_year: 2034, cvc: '123' }, new Date());
    if (!outcome) {
      // Off-session nobody can authenticate: Stripe declines with authentication_required.
      const error = {
        type: 'card_error',
        code: 'authentication_required',
        decline_code: 'authentication_required',
        message: AUTHENTICATION_REQUIRED_MESSAGE,
        charge: id('ch'),
        doc_url: 'https://stripe.com/docs/error-codes/authentication-required',
      };
      Object.assign(pi, { status: 'requires_payment_method', last_payment_error: error });
      return stripeError(402, {
        ...error,
        payment_intent: { ...pi, payment_method: null },
        payment_method: pm,
      });
    }
    if (outcome.status === 'succeeded') {
      Object.assign(pi, { status: 'succeeded', amount_received: amount, latest_charge: id('ch') });
      return { status: 200, body: withExpansion(pi, params) };
    }
    const error = {
      type: 'card_error',
      code: outcome.code === 'insufficient_funds' ? 'card_declined' : outcome.code,
      decline_code: outcome.code === 'card_declined' ? 'generic_decline' : outcome.code,
      message: outcome.message,
      charge: id('ch'),
      doc_url: `https://stripe.com/docs/error-codes/${outcome.code}`,
    };
    Object.assign(pi, { status: 'requires_payment_method', last_payment_error: error });
    return stripeError(402, {
      ...error,
      payment_intent: { ...pi, payment_method: null },
      payment_method: pm,
    });
  }

  function createRefund(params: Record<string, string>): Reply {
    const pi = paymentIntents.get(params.payment_intent ?? '');
    if (!pi)
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'payment_intent',
        message: `No such payment_intent: '${params.payment_intent ?? ''}'`,
      });
    if (pi.status !== 'succeeded')
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: 'This PaymentIntent does not have a successful charge to refund.',
      });
    const paid = pi.amount as number;
    const left = paid - (refunded.get(pi.id as string) ?? 0);
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (left === 0)
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: `Charge ${String(pi.latest_charge)} has already been refunded.`,
      });
    if (!Number.isInteger(amount) || amount < 1 || amount > left)
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        param: 'amount',
        message: `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`,
      });
    refunded.set(pi.id as string, paid - left + amount);
    created.refunds += 1;
    return {
      status: 200,
      body: {
        id: id('re'),
        object: 'refund',
        amount,
        currency: pi.currency,
        payment_intent: pi.id,
        charge: pi.latest_charge,
        reason: params.reason ?? null,
        metadata: nested(params, 'metadata'),
        status: 'succeeded',
      },
    };
  }

  function route(method: string, path: string, params: Record<string, string>): Reply {
    if (method === 'POST' && path === '/v1/payment_intents') return createPaymentIntent(params);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(params);
    if (method === 'POST' && path === '/v1/customers') return createCustomer(params);
    if (method === 'POST' && path === '/v1/setup_intents') return createSetupIntent(params);
    const detach = /^\/v1\/payment_methods\/([A-Za-z0-9_]+)\/detach$/.exec(path);
    if (method === 'POST' && detach) return detachPaymentMethod(detach[1]!);
    const setup = /^\/v1\/setup_intents\/([A-Za-z0-9_]+)$/.exec(path);
    if (method === 'GET' && setup) {
      const si = setupIntents.get(setup[1]!);
      return si
        ? { status: 200, body: withExpansion(si, params) }
        : missing('intent', 'setup_intent', setup[1]);
    }
    const match = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)$/.exec(path);
    if (method === 'GET' && match) {
      const pi = paymentIntents.get(match[1]!);
      return pi
        ? { status: 200, body: withExpansion(pi, params) }
        : stripeError(404, {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'intent',
            message: `No such payment_intent: '${match[1]}'`,
          });
    }
    return stripeError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake-stripe');
    const method = req.method ?? 'GET';
    const params =
      method === 'GET' ? Object.fromEntries(url.searchParams) : parseForm(Buffer.concat(chunks).toString());
    const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
    const send = (reply: Reply, replayed = false) => {
      requests.push({ method, path: url.pathname, idempotencyKey: key, replayed, params });
      res.writeHead(reply.status, {
        'content-type': 'application/json',
        'request-id': id('req'),
        ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
      });
      res.end(JSON.stringify(reply.body));
    };
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      const given = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
      return send(
        stripeError(401, {
          type: 'invalid_request_error',
          message: `Invalid API Key provided: ${given.slice(0, 8)}****${given.slice(-4)}`,
        }),
      );
    }
    if (method === 'POST' && key) {
      const hash = createHash('sha256')
        .update(`${url.pathname}\n${JSON.stringify(params)}`)
        .digest('hex');
      const earlier = idempotent.get(key);
      if (earlier) {
        if (earlier.hash !== hash)
          return send(
            stripeError(400, {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            }),
          );
        return send(earlier.reply, true);
      }
      const reply = route(method, url.pathname, params);
      idempotent.set(key, { hash, reply });
      return send(reply);
    }
    return send(route(method, url.pathname, params));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(err) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    sdkOptions: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    created,
    paymentIntents,
    setupIntents,
    paymentMethods,
    authenticateSetup,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
