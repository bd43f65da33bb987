import {
  assigneeListResponseSchema,
  submissionIdParamsSchema,
  submissionListQuerySchema,
  submissionListResponseSchema,
  submissionPatchSchema,
  submissionResponseSchema,
} from '@fundpath/contracts/funding';
import { STAFF } from '@fundpath/contracts/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './credit-repair';

const tags = ['credit-repair'];
/** Staff who may open clients' credit data work the desk. */
const DESK = { permission: 'credit.view_reports', roles: STAFF } as const;
const success = 'success' as const;

/** `/api/admin/credit-repair-submissions`: clients routed to credit repair, their status and assignee. */
export const creditRepairRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/credit-repair-submissions',
    {
      config: { access: DESK },
      schema: {
        tags,
        querystring: submissionListQuerySchema,
        response: { 200: submissionListResponseSchema },
      },
    },
    async (req) => ({
      status: success,
      ...(await service.listSubmissions(req.ctx, req.query)),
      page: req.query.page,
      per_page: req.query.per_page,
    }),
  );

  app.get(
    '/api/admin/credit-repair-submissions/assignees',
    { config: { access: DESK }, schema: { tags, response: { 200: assigneeListResponseSchema } } },
    async (req) => ({ status: success, assignees: await service.listAssignees(req.ctx) }),
  );

  app.get(
    '/api/admin/credit-repair-submissions/:id',
    {
      config: { access: DESK },
      schema: { tags, params: submissionIdParamsSchema, response: { 200: submissionResponseSchema } },
    },
    async (req) => ({ status: success, submission: await service.getSubmission(req.ctx, req.params.id) }),
  );

  app.patch(
    '/api/admin/credit-repair-submissions/:id',
    {
      config: { access: DESK },
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        params: submissionIdParamsSchema,
        body: submissionPatchSchema,
        response: { 200: submissionResponseSchema },
      },
    },
    async (req) => ({
      status: success,
      submission: await service.updateSubmission(req.ctx, req.params.id, req.body),
    }),
  );
};
