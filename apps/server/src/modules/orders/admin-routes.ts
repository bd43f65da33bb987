import { Readable } from 'node:stream';
import {
  adminCustomerListQuerySchema,
  adminCustomerListResponseSchema,
  orderExportQuerySchema,
} from '@fundpath/contracts/ecommerce-analytics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as reads from './reads';
import * as reports from './reports';
import type { OrderScope } from './scope';
import { registerScopedOrderRoutes } from './scoped-routes';

const tags = ['ecommerce-admin'];
const BASE = '/api/admin/ecommerce';
const access = { permission: reads.ECOMMERCE_MANAGE };
const ADMIN: OrderScope = { kind: 'admin' };

/**
 * `/admin/ecommerce/orders` and `/admin/ecommerce/customers` over every store, for staff with
 * `ecommerce.manage`: the same reads and the same refund and cancel as the owners', in admin scope.
 */
export const orderAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  registerScopedOrderRoutes(app, {
    base: BASE,
    tags,
    access,
    listScope: () => ADMIN,
    orderScope: () => ADMIN,
  });

  app.get(
    `${BASE}/customers`,
    {
      config: { access },
      schema: {
        tags,
        querystring: adminCustomerListQuerySchema,
        response: { 200: adminCustomerListResponseSchema },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'success' as const, ...(await reports.listAdminCustomers(req.ctx, req.query)) };
    },
  );

  app.get(
    `${BASE}/exports/orders.csv`,
    { config: { access }, schema: { tags, querystring: orderExportQuerySchema } },
    async (req, reply) => {
      const q = req.query;
      await reports.auditOrderExport(req.ctx, q);
      const name = ['orders', q.store_id ? `store-${q.store_id}` : null, q.from, q.to]
        .filter(Boolean)
        .join('-');
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name || 'orders'}.csv"`)
        .header('cache-control', 'no-store');
      return reply.send(Readable.from(reports.exportOrdersCsv(req.ctx.db, q)));
    },
  );
};
