import { errorBodySchema } from '@fundpath/contracts/errors';
import { staffRoles } from '@fundpath/contracts/roles';
import {
  newStaffTaskCommentSchema,
  newStaffTaskSchema,
  staffTaskCommentListResponseSchema,
  staffTaskCommentResponseSchema,
  staffTaskIdParamsSchema,
  staffTaskListQuerySchema,
  staffTaskListResponseSchema,
  staffTaskPatchSchema,
  staffTaskResponseSchema,
} from '@fundpath/contracts/staff-tasks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './service';

const tags = ['staff-tasks'];
/** Staff only; which tasks each sees is the service's scope (brand), never the request's. */
const STAFF = { access: [...staffRoles] } as const;
const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [s, errorBodySchema]));
const ok = 'success' as const;
const BODY_LIMIT = 32 * 1024;

/** `/api/staff-tasks`: the team's follow-up tasks and their comments (issue 7/8). */
export const staffTaskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff-tasks',
    {
      config: STAFF,
      schema: {
        tags,
        querystring: staffTaskListQuerySchema,
        response: { 200: staffTaskListResponseSchema, ...errors(400, 403) },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: ok, ...(await service.listTasks(req.ctx, req.query)) };
    },
  );

  app.post(
    '/api/staff-tasks',
    {
      config: STAFF,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        body: newStaffTaskSchema,
        response: { 201: staffTaskResponseSchema, ...errors(400, 403, 404) },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ status: ok, task: await service.createTask(req.ctx, req.body) }),
  );

  app.get(
    '/api/staff-tasks/:id',
    {
      config: STAFF,
      schema: {
        tags,
        params: staffTaskIdParamsSchema,
        response: { 200: staffTaskResponseSchema, ...errors(404) },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: ok, task: await service.getTask(req.ctx, req.params.id) };
    },
  );

  app.patch(
    '/api/staff-tasks/:id',
    {
      config: STAFF,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        params: staffTaskIdParamsSchema,
        body: staffTaskPatchSchema,
        response: { 200: staffTaskResponseSchema, ...errors(400, 404) },
      },
    },
    async (req) => ({ status: ok, task: await service.updateTask(req.ctx, req.params.id, req.body) }),
  );

  app.delete(
    '/api/staff-tasks/:id',
    {
      config: STAFF,
      schema: {
        tags,
        params: staffTaskIdParamsSchema,
        response: { 200: z.object({ status: z.literal(ok) }), ...errors(403, 404) },
      },
    },
    async (req) => {
      await service.deleteTask(req.ctx, req.params.id);
      return { status: ok };
    },
  );

  app.get(
    '/api/staff-tasks/:id/comments',
    {
      config: STAFF,
      schema: {
        tags,
        params: staffTaskIdParamsSchema,
        response: { 200: staffTaskCommentListResponseSchema, ...errors(404) },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: ok, comments: await service.listComments(req.ctx, req.params.id) };
    },
  );

  app.post(
    '/api/staff-tasks/:id/comments',
    {
      config: STAFF,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        params: staffTaskIdParamsSchema,
        body: newStaffTaskCommentSchema,
        response: { 201: staffTaskCommentResponseSchema, ...errors(400, 404) },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send({ status: ok, comment: await service.addComment(req.ctx, req.params.id, req.body.body) }),
  );
};
