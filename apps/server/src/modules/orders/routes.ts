import { loginResponseSchema } from '@fundpath/contracts/auth';
import {
  customerRegisterBodySchema,
  orderAccessQuerySchema,
  orderListResponseSchema,
  orderParamsSchema,
  orderResponseSchema,
  trackOrderBodySchema,
} from '@fundpath/contracts/ecommerce';
import {
  customerAddressInputSchema,
  customerAddressListResponseSchema,
  customerAddressParamsSchema,
  customerAddressPatchSchema,
  customerAddressResponseSchema,
  customerOrderListQuerySchema,
  customerPasswordBodySchema,
  customerProfilePatchSchema,
  customerProfileResponseSchema,
} from '@fundpath/contracts/ecommerce-analytics';
import { permissionMap } from '@fundpath/contracts/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setSessionCookie } from '../../platform/auth';
import { IpRateLimiter } from '../../platform/ip-rate-limit';
import { effectiveFor } from '../../platform/permissions';
import * as auth from '../auth';
import * as customers from './customers';
import * as reads from './reads';

const tags = ['ecommerce'];
const messageResponse = z.object({ status: z.literal('success'), message: z.string() });

/** Order lookups by number + e-mail per IP per minute: each answer tells whether a pair exists. */
export const TRACK_LOOKUPS_PER_MINUTE = 10;
/** Sign-ups per IP per hour: each hashes a password (argon2id), so a script must not loop it. */
export const REGISTRATIONS_PER_HOUR = 10;

/**
 * Public order reads (the confirmation link, guest tracking) and the signed-in customer's own
 * pages: `/api/ecommerce/orders/*`, `/api/ecommerce/customers/register`, `/api/ecommerce/customer/*`.
 */
export const orderPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = app.deps.config;
  // Per app (and so per instance): see platform/ip-rate-limit.ts.
  const lookups = new IpRateLimiter(TRACK_LOOKUPS_PER_MINUTE, 60_000, 'Too many order lookups.');
  const registrations = new IpRateLimiter(
    REGISTRATIONS_PER_HOUR,
    60 * 60_000,
    'Too many sign-ups from this network.',
  );

  app.get(
    '/api/ecommerce/orders/:order_id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: orderParamsSchema,
        querystring: orderAccessQuerySchema,
        response: { 200: orderResponseSchema },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return {
        status: 'success' as const,
        order: await reads.readOrder(req.ctx, req.params.order_id, req.query.key),
      };
    },
  );

  app.post(
    '/api/ecommerce/orders/track',
    {
      config: { access: 'public' },
      bodyLimit: 4 * 1024,
      schema: { tags, body: trackOrderBodySchema, response: { 200: orderResponseSchema } },
    },
    async (req, reply) => {
      lookups.hit(req.ip);
      reply.header('Cache-Control', 'no-store');
      return { status: 'success' as const, order: await reads.trackOrder(req.ctx, req.body) };
    },
  );

  // ---- customers ------------------------------------------------------------------------------

  app.post(
    '/api/ecommerce/customers/register',
    {
      config: { access: 'public' },
      bodyLimit: 8 * 1024,
      schema: { tags, body: customerRegisterBodySchema, response: { 201: loginResponseSchema } },
    },
    async (req, reply) => {
      registrations.hit(req.ip);
      const { user, token, session } = await customers.registerCustomer(req.ctx, req.body);
      setSessionCookie(reply, config, token, session.expires_at);
      const effective = { ...user, permissions: permissionMap(await effectiveFor(req.ctx.db, user)) };
      return reply.code(201).send({
        status: 'success' as const,
        user: auth.toPublicUser(effective),
        message: 'Welcome! Your account is ready.',
      });
    },
  );

  app.get(
    '/api/ecommerce/customer/orders',
    {
      config: { access: 'authenticated' },
      schema: { tags, querystring: customerOrderListQuerySchema, response: { 200: orderListResponseSchema } },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'success' as const, ...(await reads.listCustomerOrders(req.ctx, req.query)) };
    },
  );

  app.get(
    '/api/ecommerce/customer/orders/:order_id',
    {
      config: { access: 'authenticated' },
      schema: { tags, params: orderParamsSchema, response: { 200: orderResponseSchema } },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return {
        status: 'success' as const,
        order: await reads.getCustomerOrder(req.ctx, req.params.order_id),
      };
    },
  );

  app.get(
    '/api/ecommerce/customer/profile',
    {
      config: { access: 'authenticated' },
      schema: { tags, response: { 200: customerProfileResponseSchema } },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'success' as const, profile: customers.getProfile(req.ctx) };
    },
  );

  app.patch(
    '/api/ecommerce/customer/profile',
    {
      config: { access: 'authenticated' },
      bodyLimit: 4 * 1024,
      schema: { tags, body: customerProfilePatchSchema, response: { 200: customerProfileResponseSchema } },
    },
    async (req) => ({
      status: 'success' as const,
      profile: await customers.updateProfile(req.ctx, req.body),
    }),
  );

  app.post(
    '/api/ecommerce/customer/password',
    {
      config: { access: 'authenticated' },
      bodyLimit: 4 * 1024,
      schema: { tags, body: customerPasswordBodySchema, response: { 200: messageResponse } },
    },
    async (req, reply) => {
      const { token, session } = await customers.changePassword(req.ctx, req.body);
      setSessionCookie(reply, config, token, session.expires_at);
      return {
        status: 'success' as const,
        message: 'Your password has been changed. Other devices have been signed out.',
      };
    },
  );

  app.get(
    '/api/ecommerce/customer/addresses',
    {
      config: { access: 'authenticated' },
      schema: { tags, response: { 200: customerAddressListResponseSchema } },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'success' as const, addresses: await customers.listAddresses(req.ctx) };
    },
  );

  app.post(
    '/api/ecommerce/customer/addresses',
    {
      config: { access: 'authenticated' },
      bodyLimit: 8 * 1024,
      schema: { tags, body: customerAddressInputSchema, response: { 201: customerAddressResponseSchema } },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send({ status: 'success' as const, address: await customers.addAddress(req.ctx, req.body) }),
  );

  app.patch(
    '/api/ecommerce/customer/addresses/:id',
    {
      config: { access: 'authenticated' },
      bodyLimit: 8 * 1024,
      schema: {
        tags,
        params: customerAddressParamsSchema,
        body: customerAddressPatchSchema,
        response: { 200: customerAddressResponseSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      address: await customers.updateAddress(req.ctx, req.params.id, req.body),
    }),
  );

  app.delete(
    '/api/ecommerce/customer/addresses/:id',
    {
      config: { access: 'authenticated' },
      schema: { tags, params: customerAddressParamsSchema, response: { 200: messageResponse } },
    },
    async (req) => {
      await customers.deleteAddress(req.ctx, req.params.id);
      return { status: 'success' as const, message: 'Address deleted' };
    },
  );
};
