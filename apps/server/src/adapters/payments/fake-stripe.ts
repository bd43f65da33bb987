/**
 * A local stand-in for the parts of Stripe's HTTP API the Stripe provider uses, for tests (the
 * SDK is pointed at it with `{ host: '127.0.0.1', port, protocol: 'http' }`). It speaks like
 * Stripe: form-encoded bodies, a Bearer secret key, `Idempotency-Key` honoured (the same key gets
 * the same response, marked `Idempotent-Replayed`; the same key with other parameters a 400
 * `idempotency_error`), card declines as 402 `card_error` with Stripe's JSON error shape, and
 * Stripe's test PaymentMethods behaving as in test mode.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { detectCardBrand, TEST_PAYMENT_METHODS } from '@fundpath/contracts/payments';
import { judgeTestCard } from './test-cards';

/** Stripe's test PaymentMethod whose card needs 3-D Secure on every payment. */
const AUTHENTICATION_REQUIRED = 'pm_card_authenticationRequired';
const CARDS: Record<string, string> = {
  ...TEST_PAYMENT_METHODS,
  [AUTHENTICATION_REQUIRED]: '4000002500003155',
};

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
  created: { payment_intents: number; refunds: number };
  paymentIntents: Map<string, Record<string, unknown>>;
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
  const created = { payment_intents: 0, refunds: 0 };
  const paymentIntents = new Map<string, Record<string, unknown>>();
  const paymentMethods = new Map<string, Record<string, unknown>>();
  const refunded = new Map<string, number>();
  const idempotent = new Map<string, { hash: string; reply: Reply }>();

  function paymentMethod(pmId: string): Record<string, unknown> | undefined {
    const number = Object.hasOwn(CARDS, pmId) ? CARDS[pmId]! : undefined;
    if (!number) return undefined;
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
    };
    paymentMethods.set(pmId, pm);
    return pm;
  }

  function withExpansion(pi: Record<string, unknown>, params: Record<string, string>) {
    return expands(params, 'payment_method')
      ? pi
      : { ...pi, payment_method: (pi.payment_method as { id: string }).id };
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
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      status: 'requires_confirmation',
    };
    created.payment_intents += 1;
    paymentIntents.set(piId, pi);
    if (params.confirm !== 'true') return { status: 200, body: withExpansion(pi, params) };
    if (pmId === AUTHENTICATION_REQUIRED) {
      pi.status = 'requires_action';
      pi.next_action = { type: 'use_stripe_sdk' };
      return { status: 200, body: withExpansion(pi, params) };
    }
    const outcome = judgeTestCard(
      { card_number: CARDS[pmId]!, exp_month: 12, exp_year: 2034, cvc: '123' },
      new Date(),
    );
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
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
