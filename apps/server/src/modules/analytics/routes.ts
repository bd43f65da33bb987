import { analyticsQuerySchema, analyticsResponseSchema } from '@fundpath/contracts/analytics';
import { STAFF } from '@fundpath/contracts/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './service';

const tags = ['analytics'];

/** `GET /api/admin/analytics?from=&to=`: every series of `/admin/analytics`, for staff. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/analytics',
    {
      config: { access: STAFF },
      schema: { tags, querystring: analyticsQuerySchema, response: { 200: analyticsResponseSchema } },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'success' as const, ...(await service.platformAnalytics(req.ctx, req.query)) };
    },
  );
};
