import { ADMIN_ONLY } from '@fundpath/contracts/roles';
import {
  assignPlanSchema,
  clientParamsSchema,
  clientSubscriptionListQuerySchema,
  clientSubscriptionListResponseSchema,
  clientSubscriptionResponseSchema,
  mrrResponseSchema,
  newPlanSchema,
  planListResponseSchema,
  planParamsSchema,
  planPatchSchema,
  planResponseSchema,
} from '@fundpath/contracts/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './service';

const tags = ['subscriptions'];
const BASE = '/api/admin/subscriptions';
const ok = z.object({ status: z.literal('success') });

/** `/api/admin/subscriptions/*`: plans, each client's plan and the MRR summary, for admins. */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${BASE}/plans`,
    { config: { access: ADMIN_ONLY }, schema: { tags, response: { 200: planListResponseSchema } } },
    async (req) => ({ status: 'success' as const, plans: await service.listPlans(req.ctx) }),
  );

  app.post(
    `${BASE}/plans`,
    {
      config: { access: ADMIN_ONLY },
      bodyLimit: 16 * 1024,
      schema: { tags, body: newPlanSchema, response: { 201: planResponseSchema } },
    },
    async (req, reply) =>
      reply.code(201).send({ status: 'success' as const, plan: await service.createPlan(req.ctx, req.body) }),
  );

  app.patch(
    `${BASE}/plans/:id`,
    {
      config: { access: ADMIN_ONLY },
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        params: planParamsSchema,
        body: planPatchSchema,
        response: { 200: planResponseSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      plan: await service.updatePlan(req.ctx, req.params.id, req.body),
    }),
  );

  app.delete(
    `${BASE}/plans/:id`,
    { config: { access: ADMIN_ONLY }, schema: { tags, params: planParamsSchema, response: { 200: ok } } },
    async (req) => {
      await service.deletePlan(req.ctx, req.params.id);
      return { status: 'success' as const };
    },
  );

  app.get(
    `${BASE}/clients`,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        tags,
        querystring: clientSubscriptionListQuerySchema,
        response: { 200: clientSubscriptionListResponseSchema },
      },
    },
    async (req) => ({ status: 'success' as const, ...(await service.listClients(req.ctx, req.query)) }),
  );

  app.put(
    `${BASE}/clients/:user_id`,
    {
      config: { access: ADMIN_ONLY },
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        params: clientParamsSchema,
        body: assignPlanSchema,
        response: { 200: clientSubscriptionResponseSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      client: await service.assignPlan(req.ctx, req.params.user_id, req.body),
    }),
  );

  app.get(
    `${BASE}/mrr`,
    { config: { access: ADMIN_ONLY }, schema: { tags, response: { 200: mrrResponseSchema } } },
    async (req) => ({ status: 'success' as const, ...(await service.mrrSummary(req.ctx)) }),
  );
};
