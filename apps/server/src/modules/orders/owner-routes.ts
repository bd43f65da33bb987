import { fulfilBodySchema, orderParamsSchema } from '@fundpath/contracts/ecommerce';
import {
  orderActionResponseSchema,
  storeCustomerListQuerySchema,
  storeCustomerListResponseSchema,
} from '@fundpath/contracts/ecommerce-analytics';
import { CLIENT_ONLY } from '@fundpath/contracts/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as manage from './manage';
import * as reads from './reads';
import * as reports from './reports';
import { registerScopedOrderRoutes } from './scoped-routes';

const tags = ['ecommerce'];
const BASE = '/api/ecommerce/my-store';
const access = CLIENT_ONLY;
const noBody = z.object({}).strict().nullish();

/**
 * The store owner's orders and buyers (`/client/orders`, `/client/customers`): clients only, and
 * only ever their own store's; another store's order id is a 404 like a missing one.
 */
export const orderOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  registerScopedOrderRoutes(app, {
    base: BASE,
    tags,
    access,
    listScope: reads.ownerScope,
    orderScope: reads.requireOwnerScope,
  });

  app.post(
    `${BASE}/orders/:order_id/fulfil`,
    {
      config: { access },
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        params: orderParamsSchema,
        body: fulfilBodySchema,
        response: { 200: orderActionResponseSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      ...(await manage.fulfilOrder(
        req.ctx,
        await reads.requireOwnerScope(req.ctx),
        req.params.order_id,
        req.body,
      )),
    }),
  );

  app.post(
    `${BASE}/orders/:order_id/deliver`,
    {
      config: { access },
      bodyLimit: 1024,
      schema: { tags, params: orderParamsSchema, body: noBody, response: { 200: orderActionResponseSchema } },
    },
    async (req) => ({
      status: 'success' as const,
      ...(await manage.deliverOrder(req.ctx, await reads.requireOwnerScope(req.ctx), req.params.order_id)),
    }),
  );

  app.get(
    `${BASE}/customers`,
    {
      config: { access },
      schema: {
        tags,
        querystring: storeCustomerListQuerySchema,
        response: { 200: storeCustomerListResponseSchema },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const scope = await reads.ownerScope(req.ctx);
      return { status: 'success' as const, ...(await reports.listStoreCustomers(req.ctx, scope, req.query)) };
    },
  );
};
