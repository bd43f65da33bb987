import { errorBodySchema } from '@fundpath/contracts/errors';
import {
  specialistAnalyticsQuerySchema,
  specialistAnalyticsResponseSchema,
  specialistDashboardResponseSchema,
} from '@fundpath/contracts/marketplace-insights';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './service';

const tags = ['marketplace'];
/** Own data only: the service reads the caller's profile, never an id from the request. */
const SPECIALIST = { access: ['specialist'] } as const;
const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [s, errorBodySchema]));

/** `/api/marketplace/specialists/me/dashboard` and `/me/analytics`. */
export const specialistInsightsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/marketplace/specialists/me/dashboard',
    {
      config: SPECIALIST,
      schema: { tags, response: { 200: specialistDashboardResponseSchema, ...errors(404) } },
    },
    async (req) => ({
      status: 'success' as const,
      dashboard: await service.dashboard(req.ctx, app.deps.config.publicUrl),
    }),
  );

  app.get(
    '/api/marketplace/specialists/me/analytics',
    {
      config: SPECIALIST,
      schema: {
        tags,
        querystring: specialistAnalyticsQuerySchema,
        response: { 200: specialistAnalyticsResponseSchema, ...errors(400, 404) },
      },
    },
    async (req) => ({ status: 'success' as const, analytics: await service.analytics(req.ctx, req.query) }),
  );
};
