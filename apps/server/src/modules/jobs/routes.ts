import {
  failedJobsQuerySchema,
  failedJobsResponseSchema,
  jobIdParamsSchema,
  jobQueuesResponseSchema,
  retryJobResponseSchema,
} from '@fundpath/contracts/jobs';
import { ADMIN_ONLY } from '@fundpath/contracts/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/errors';

const tags = ['jobs'];

export const jobsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { jobs } = app.deps;

  app.get(
    '/api/admin/jobs',
    { config: { access: ADMIN_ONLY }, schema: { tags, response: { 200: jobQueuesResponseSchema } } },
    async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const [queues, dead] = await Promise.all([
        jobs.admin.queues(),
        jobs.admin.deadLetters({ page: 1, pageSize: 1 }),
      ]);
      return { status: 'success' as const, queues, dead_letters: dead.total };
    },
  );

  app.get(
    '/api/admin/jobs/failed',
    {
      config: { access: ADMIN_ONLY },
      schema: { tags, querystring: failedJobsQuerySchema, response: { 200: failedJobsResponseSchema } },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { queue, page, per_page } = req.query;
      const { items, total } = await jobs.admin.deadLetters({ queue, page, pageSize: per_page });
      return { status: 'success' as const, jobs: items, total, page, per_page };
    },
  );

  app.post(
    '/api/admin/jobs/:id/retry',
    {
      config: { access: ADMIN_ONLY },
      schema: { tags, params: jobIdParamsSchema, response: { 200: retryJobResponseSchema } },
    },
    async (req) => {
      if (!(await jobs.admin.retryDeadLetter(req.params.id))) {
        throw notFound('No failed job with that id is waiting for a retry');
      }
      req.log.info({ job_id: req.params.id, by: req.ctx.realUser?.id }, 'failed job retried');
      return { status: 'success' as const, retried: true as const };
    },
  );
};
