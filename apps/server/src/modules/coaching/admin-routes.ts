import {
  approvalResultSchema,
  journeyClientsResponseSchema,
  pendingApprovalsResponseSchema,
  sendBackBodySchema,
  stepNumberSchema,
} from '@fundpath/contracts/coaching';
import { STAFF } from '@fundpath/contracts/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './service';

const reviewParams = z.object({ userId: z.uuid(), step: stepNumberSchema });

/** Staff views of the journey: the approval queue and where every client stands. */
export const coachingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/journey/approvals',
    {
      config: { access: STAFF },
      schema: { tags: ['journey-admin'], response: { 200: pendingApprovalsResponseSchema } },
    },
    async (req) => ({ status: 'success' as const, approvals: await service.listApprovals(req.ctx) }),
  );

  app.post(
    '/api/admin/journey/approvals/:userId/:step/approve',
    {
      config: { access: { permission: 'journey.approve_steps', roles: STAFF } },
      schema: { tags: ['journey-admin'], params: reviewParams, response: { 200: approvalResultSchema } },
    },
    async (req) => {
      const { userId, step } = req.params;
      return {
        status: 'success' as const,
        user_id: userId,
        step,
        ...(await service.approveStep(req.ctx, userId, step)),
      };
    },
  );

  app.post(
    '/api/admin/journey/approvals/:userId/:step/send-back',
    {
      config: { access: { permission: 'journey.approve_steps', roles: STAFF } },
      schema: {
        tags: ['journey-admin'],
        params: reviewParams,
        body: sendBackBodySchema,
        response: { 200: approvalResultSchema },
      },
    },
    async (req) => {
      const { userId, step } = req.params;
      return {
        status: 'success' as const,
        user_id: userId,
        step,
        ...(await service.sendBackStep(req.ctx, userId, step, req.body.note)),
      };
    },
  );

  app.get(
    '/api/admin/journey/clients',
    {
      config: { access: STAFF },
      schema: {
        tags: ['journey-admin'],
        querystring: z.object({
          q: z.string().trim().max(100).optional(),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          per_page: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: journeyClientsResponseSchema },
      },
    },
    async (req) => {
      const { q, page, per_page } = req.query;
      const result = await service.listJourneyClients(req.ctx, {
        q,
        limit: per_page,
        offset: (page - 1) * per_page,
      });
      return { status: 'success' as const, ...result };
    },
  );
};
