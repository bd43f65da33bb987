import {
  addToCartBodySchema,
  cartItemParamsSchema,
  cartResponseSchema,
  checkoutBodySchema,
  checkoutResponseSchema,
  STORE_ID_REQUIRED,
  storeIdParamsSchema,
  updateCartItemBodySchema,
} from '@fundpath/contracts/ecommerce';
import { errorBodySchema } from '@fundpath/contracts/errors';
import { checkoutConfigResponseSchema } from '@fundpath/contracts/payments';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors';
import { IDEMPOTENCY_REPLAYED_HEADER } from '../../platform/idempotency';
import { IpRateLimiter } from '../../platform/ip-rate-limit';
import { REFERRAL_COOKIE } from '../affiliates';
import { checkout } from './checkout';
import { clearGuestToken, ensureGuestToken, guestTokenHash } from './cookie';
import { checkoutHeadersSchema, webhookResponseSchema } from './schema';
import * as service from './service';
import { handlePaymentWebhook } from './webhook';

const tags = ['ecommerce'];
const access = { access: 'public' as const };

/** A shopper changing quantities clicks a few times a second at most; a script, far more. */
export const CART_WRITES_PER_MINUTE = 120;
/** Checkout attempts per IP in 10 minutes: enough for a household, a brake on card testing. */
export const CHECKOUTS_PER_10_MINUTES = 20;
/** A Stripe event is a few kilobytes; nothing legitimate comes near this. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [s, errorBodySchema]));

/** The validation error of `POST /cart`, with the spec's message when the store id is the problem. */
function addValidationError(err: Error & { validation?: Array<{ instancePath?: string }> }): Error {
  const issues = err.validation ?? [];
  const storeIdBad = issues.some((v) => v.instancePath === '/store_id' || v.instancePath === '');
  if (!storeIdBad) return err; // the global handler formats it as every other schema failure
  return new AppError('VALIDATION_FAILED', STORE_ID_REQUIRED, [
    { path: 'body.store_id', message: STORE_ID_REQUIRED },
  ]);
}

/** The server cart (spec §7), checkout and the payment webhook (ADR 012). All public. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, settings } = app.deps;
  const writes = new IpRateLimiter(CART_WRITES_PER_MINUTE, 60_000, 'Too many cart changes.');
  const checkouts = new IpRateLimiter(CHECKOUTS_PER_10_MINUTES, 600_000, 'Too many checkout attempts.');
  const limit = (limiter: IpRateLimiter) => limiter.onRequest();

  /**
   * Whose cart the request uses: a signed-in user's (a guest cart cookie still present is merged
   * into it first, then forgotten), else the guest cookie's, else none yet.
   */
  async function ownerOf(req: FastifyRequest, reply: FastifyReply): Promise<service.CartOwner | null> {
    const guest = guestTokenHash(req);
    const actor = req.ctx.actor;
    if (actor) {
      if (guest) {
        await service.mergeGuestCarts(req.ctx.db, actor.id, guest);
        clearGuestToken(reply, config);
      }
      return { user_id: actor.id };
    }
    return guest ? { guest_token_hash: guest } : null;
  }

  /** As {@link ownerOf}, giving a guest without a cookie a new one (the first add-to-cart). */
  async function writerOf(req: FastifyRequest, reply: FastifyReply): Promise<service.CartOwner> {
    return (await ownerOf(req, reply)) ?? { guest_token_hash: ensureGuestToken(req, reply, config) };
  }

  app.get(
    '/api/ecommerce/cart/:store_id',
    {
      config: access,
      schema: { tags, params: storeIdParamsSchema, response: { 200: cartResponseSchema, ...errors(404) } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return service.getCart(req.ctx, await ownerOf(req, reply), req.params.store_id);
    },
  );

  app.post(
    '/api/ecommerce/cart',
    {
      config: access,
      onRequest: limit(writes),
      attachValidation: true,
      schema: {
        tags,
        body: addToCartBodySchema,
        response: { 200: cartResponseSchema, ...errors(400, 404, 409, 429) },
      },
    },
    async (req, reply) => {
      if (req.validationError) throw addValidationError(req.validationError);
      reply.header('cache-control', 'no-store');
      return service.addItem(req.ctx, await writerOf(req, reply), req.body);
    },
  );

  app.put(
    '/api/ecommerce/cart/:item_id',
    {
      config: access,
      onRequest: limit(writes),
      schema: {
        tags,
        params: cartItemParamsSchema,
        body: updateCartItemBodySchema,
        response: { 200: cartResponseSchema, ...errors(400, 404, 409, 429) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return service.updateItem(req.ctx, await ownerOf(req, reply), req.params.item_id, req.body.quantity);
    },
  );

  app.delete(
    '/api/ecommerce/cart/:item_id',
    {
      config: access,
      onRequest: limit(writes),
      schema: {
        tags,
        params: cartItemParamsSchema,
        response: { 200: cartResponseSchema, ...errors(404, 429) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return service.removeItem(req.ctx, await ownerOf(req, reply), req.params.item_id);
    },
  );

  app.get(
    '/api/ecommerce/checkout/config',
    { config: access, schema: { tags, response: { 200: checkoutConfigResponseSchema } } },
    async () => ({ status: 'success' as const, ...app.deps.payments.publicConfig() }),
  );

  app.post(
    '/api/ecommerce/checkout',
    {
      config: access,
      onRequest: limit(checkouts),
      schema: {
        tags,
        headers: checkoutHeadersSchema,
        body: checkoutBodySchema,
        response: { 201: checkoutResponseSchema, ...errors(400, 402, 404, 409, 429, 502) },
      },
    },
    async (req, reply) => {
      const deps = {
        // Read per request: the provider follows the run-time settings.
        payments: app.deps.payments,
        platformFeeBps: () => settings.commerceDefaults().platform_fee_bps,
        referralCode: req.cookies[REFERRAL_COOKIE],
      };
      const owner = await ownerOf(req, reply);
      const result = await checkout(req.ctx, deps, owner, req.body, req.headers['idempotency-key']);
      if (result.replayed) reply.header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
      reply.header('cache-control', 'no-store');
      return reply.code(201).send({
        status: 'success' as const,
        order: result.order,
        access_key: result.access_key,
        client_secret: result.client_secret,
        message: result.message,
      });
    },
  );

  // The webhook reads its body as raw bytes (the signature is over them): a parser of its own,
  // in a context of its own, so no other route's JSON parsing changes.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
    raw.post(
      '/api/ecommerce/payments/webhook',
      {
        config: access,
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: { tags, hide: true, response: { 200: webhookResponseSchema, ...errors(400, 502) } },
      },
      async (req) => {
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const { handled } = await handlePaymentWebhook(req.ctx, app.deps.payments, body, req.headers);
        return { status: 'success' as const, received: true as const, handled };
      },
    );
  });
};
