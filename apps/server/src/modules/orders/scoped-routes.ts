import {
  cancelBodySchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderParamsSchema,
  orderResponseSchema,
  refundBodySchema,
} from '@fundpath/contracts/ecommerce';
import { orderActionResponseSchema } from '@fundpath/contracts/ecommerce-analytics';
import type { Access } from '@fundpath/contracts/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Ctx } from '../../platform/auth';
import * as reads from './reads';
import * as refunds from './refunds';
import type { OrderScope } from './scope';

type App = Parameters<FastifyPluginAsyncZod>[0];

export interface ScopedOrderRoutes {
  /** `/api/ecommerce/my-store` (the owner's) or `/api/admin/ecommerce` (every store's). */
  base: string;
  tags: string[];
  access: Access;
  /** Whose orders the list shows; null: none (an empty page). */
  listScope: (ctx: Ctx) => OrderScope | null | Promise<OrderScope | null>;
  /** Whose orders a request about one order reaches (throws the order's 404 when none). */
  orderScope: (ctx: Ctx) => OrderScope | Promise<OrderScope>;
}

/**
 * The order routes owners and admins share, each over its scope: `GET {base}/orders`,
 * `GET {base}/orders/:order_id`, `POST {base}/orders/:order_id/refund` and `…/cancel`.
 */
export function registerScopedOrderRoutes(
  app: App,
  { base, tags, access, listScope, orderScope }: ScopedOrderRoutes,
) {
  app.get(
    `${base}/orders`,
    {
      config: { access },
      schema: { tags, querystring: orderListQuerySchema, response: { 200: orderListResponseSchema } },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const scope = await listScope(req.ctx);
      return { status: 'success' as const, ...(await reads.listOrders(req.ctx, scope, req.query)) };
    },
  );

  app.get(
    `${base}/orders/:order_id`,
    {
      config: { access },
      schema: { tags, params: orderParamsSchema, response: { 200: orderResponseSchema } },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const scope = await orderScope(req.ctx);
      return { status: 'success' as const, order: await reads.getOrder(req.ctx, scope, req.params.order_id) };
    },
  );

  app.post(
    `${base}/orders/:order_id/refund`,
    {
      config: { access },
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        params: orderParamsSchema,
        body: refundBodySchema,
        response: { 200: orderActionResponseSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      ...(await refunds.refundOrder(
        req.ctx,
        app.deps.payments,
        await orderScope(req.ctx),
        req.params.order_id,
        req.body,
      )),
    }),
  );

  app.post(
    `${base}/orders/:order_id/cancel`,
    {
      config: { access },
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        params: orderParamsSchema,
        body: cancelBodySchema,
        response: { 200: orderActionResponseSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      ...(await refunds.cancelOrder(
        req.ctx,
        app.deps.payments,
        await orderScope(req.ctx),
        req.params.order_id,
        req.body,
      )),
    }),
  );
}
