import { errorBodySchema } from '@fundpath/contracts/errors';
import { STAFF } from '@fundpath/contracts/roles';
import { staffAnalyticsQuerySchema, staffAnalyticsResponseSchema } from '@fundpath/contracts/staff-analytics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './service';

const tags = ['analytics'];

/** `GET /api/staff-analytics?scope=me|team&from=&to=`: the numbers of the staff `/analytics` screen. */
export const workspaceAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff-analytics',
    {
      config: { access: STAFF },
      schema: {
        tags,
        querystring: staffAnalyticsQuerySchema,
        response: { 200: staffAnalyticsResponseSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'success' as const, ...(await service.staffAnalytics(req.ctx, req.query)) };
    },
  );
};
