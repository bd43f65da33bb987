import { ADMIN_ONLY, STAFF } from '@fundpath/contracts/roles';
import {
  syncKindParamsSchema,
  syncOverviewResponseSchema,
  syncRunResponseSchema,
} from '@fundpath/contracts/sync';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './service';

const tags = ['sync'];

/** `/api/admin/sync`: staff see the syncs and their runs; admins start one. */
export const syncRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/sync',
    { config: { access: STAFF }, schema: { tags, response: { 200: syncOverviewResponseSchema } } },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'success' as const, ...(await service.overview(req.ctx)) };
    },
  );

  app.post(
    '/api/admin/sync/:kind/run',
    {
      config: { access: ADMIN_ONLY },
      schema: { tags, params: syncKindParamsSchema, response: { 202: syncRunResponseSchema } },
    },
    async (req, reply) =>
      reply
        .code(202)
        .send({ status: 'success' as const, run: await service.startRun(req.ctx, req.params.kind) }),
  );
};
