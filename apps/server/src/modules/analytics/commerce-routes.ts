import {
  adminCommerceDashboardResponseSchema,
  commerceAnalyticsQuerySchema,
  storeAnalyticsResponseSchema,
} from '@fundpath/contracts/ecommerce-analytics';
import { CLIENT_ONLY } from '@fundpath/contracts/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './commerce-service';

const tags = ['ecommerce'];

/**
 * `GET /api/ecommerce/my-store/analytics?days=` (the owner's own store) and
 * `GET /api/admin/ecommerce/dashboard?days=` (every store, `ecommerce.manage`).
 */
export const commerceAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ecommerce/my-store/analytics',
    {
      config: { access: CLIENT_ONLY },
      schema: {
        tags,
        querystring: commerceAnalyticsQuerySchema,
        response: { 200: storeAnalyticsResponseSchema },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'success' as const, ...(await service.storeAnalytics(req.ctx, req.query.days)) };
    },
  );

  app.get(
    '/api/admin/ecommerce/dashboard',
    {
      config: { access: { permission: 'ecommerce.manage' } },
      schema: {
        tags: ['ecommerce-admin'],
        querystring: commerceAnalyticsQuerySchema,
        response: { 200: adminCommerceDashboardResponseSchema },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'success' as const, ...(await service.commerceDashboard(req.ctx, req.query.days)) };
    },
  );
};
