import {
  automationOptionsResponseSchema,
  draftTestBodySchema,
  runListQuerySchema,
  runListResponseSchema,
  runResponseSchema,
  subjectSearchQuerySchema,
  subjectSearchResponseSchema,
  templateListResponseSchema,
  testBodySchema,
  testResponseSchema,
  webhookSecretResponseSchema,
  workflowEnabledSchema,
  workflowInputSchema,
  workflowListResponseSchema,
  workflowResponseSchema,
} from '@fundpath/contracts/automations';
import { errorBodySchema } from '@fundpath/contracts/errors';
import { ADMIN_ONLY } from '@fundpath/contracts/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EngineDeps } from './actions';
import * as service from './service';

const tags = ['automations'];
/** Spec §2: /automations is admin only; the permission lets an admin's rights be narrowed (ADR 009). */
const ADMIN = { access: { permission: 'automations.manage', roles: ADMIN_ONLY } } as const;
const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [s, errorBodySchema]));
const ok = 'success' as const;
/** A workflow with many long e-mails stays far below this; more is refused before parsing. */
const BODY_LIMIT = 512 * 1024;
const idParams = z.object({ id: z.uuid('Not found') });
const keyParams = z.object({ key: z.string().regex(/^[a-z0-9-]{1,60}$/, 'Not found') });

/** `/api/automations`: workflows, templates, runs, test mode (issue 8/8, ADR 019). */
export const automationRoutes: FastifyPluginAsyncZod<{ engine: EngineDeps }> = async (app, opts) => {
  const { engine } = opts;
  app.addHook('onSend', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/api/automations/workflows',
    { config: ADMIN, schema: { tags, response: { 200: workflowListResponseSchema, ...errors(401, 403) } } },
    async (req) => ({ status: ok, workflows: await service.listWorkflows(req.ctx) }),
  );

  app.post(
    '/api/automations/workflows',
    {
      config: ADMIN,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        body: workflowInputSchema,
        response: { 201: workflowResponseSchema, ...errors(400, 401, 403, 422) },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ status: ok, workflow: await service.createWorkflow(req.ctx, req.body) }),
  );

  app.get(
    '/api/automations/workflows/:id',
    {
      config: ADMIN,
      schema: { tags, params: idParams, response: { 200: workflowResponseSchema, ...errors(400, 403, 404) } },
    },
    async (req) => ({ status: ok, workflow: await service.getWorkflow(req.ctx, req.params.id) }),
  );

  app.put(
    '/api/automations/workflows/:id',
    {
      config: ADMIN,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        params: idParams,
        body: workflowInputSchema,
        response: { 200: workflowResponseSchema, ...errors(400, 403, 404) },
      },
    },
    async (req) => ({ status: ok, workflow: await service.updateWorkflow(req.ctx, req.params.id, req.body) }),
  );

  app.patch(
    '/api/automations/workflows/:id/enabled',
    {
      config: ADMIN,
      schema: {
        tags,
        params: idParams,
        body: workflowEnabledSchema,
        response: { 200: workflowResponseSchema, ...errors(400, 403, 404) },
      },
    },
    async (req) => ({
      status: ok,
      workflow: await service.setEnabled(req.ctx, req.params.id, req.body.enabled),
    }),
  );

  app.delete(
    '/api/automations/workflows/:id',
    {
      config: ADMIN,
      schema: { tags, params: idParams, response: { 204: z.null(), ...errors(400, 403, 404) } },
    },
    async (req, reply) => {
      await service.deleteWorkflow(req.ctx, req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/automations/workflows/:id/webhook-secret',
    {
      config: ADMIN,
      schema: { tags, params: idParams, response: { 200: webhookSecretResponseSchema, ...errors(403, 404) } },
    },
    async (req) => ({ status: ok, ...(await service.webhookSecret(req.ctx, req.params.id)) }),
  );

  app.post(
    '/api/automations/workflows/:id/webhook-secret/rotate',
    {
      config: ADMIN,
      schema: { tags, params: idParams, response: { 200: webhookSecretResponseSchema, ...errors(403, 404) } },
    },
    async (req) => ({ status: ok, ...(await service.webhookSecret(req.ctx, req.params.id, true)) }),
  );

  app.post(
    '/api/automations/workflows/:id/test',
    {
      config: ADMIN,
      schema: {
        tags,
        params: idParams,
        body: testBodySchema,
        response: { 200: testResponseSchema, ...errors(400, 403, 404) },
      },
    },
    async (req) => ({
      status: ok,
      result: await service.testSaved(req.ctx, engine, req.params.id, req.body.user_id),
    }),
  );

  app.post(
    '/api/automations/test',
    {
      config: ADMIN,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        body: draftTestBodySchema,
        response: { 200: testResponseSchema, ...errors(400, 403, 404) },
      },
    },
    async (req) => {
      const w = req.body.workflow;
      return {
        status: ok,
        result: await service.testWorkflow(req.ctx, engine, { id: null, ...w }, req.body.user_id),
      };
    },
  );

  app.get(
    '/api/automations/templates',
    { config: ADMIN, schema: { tags, response: { 200: templateListResponseSchema, ...errors(403) } } },
    async () => ({ status: ok, templates: service.listTemplates() }),
  );

  app.post(
    '/api/automations/templates/:key/instantiate',
    {
      config: ADMIN,
      schema: {
        tags,
        params: keyParams,
        response: { 201: workflowResponseSchema, ...errors(400, 403, 404, 422) },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send({ status: ok, workflow: await service.instantiateTemplate(req.ctx, req.params.key) }),
  );

  app.get(
    '/api/automations/runs',
    {
      config: ADMIN,
      schema: {
        tags,
        querystring: runListQuerySchema,
        response: { 200: runListResponseSchema, ...errors(400, 403) },
      },
    },
    async (req) => ({ status: ok, ...(await service.listRuns(req.ctx, req.query)) }),
  );

  app.get(
    '/api/automations/runs/:id',
    {
      config: ADMIN,
      schema: { tags, params: idParams, response: { 200: runResponseSchema, ...errors(400, 403, 404) } },
    },
    async (req) => ({ status: ok, run: await service.getRun(req.ctx, req.params.id) }),
  );

  app.post(
    '/api/automations/runs/:id/cancel',
    {
      config: ADMIN,
      schema: { tags, params: idParams, response: { 200: runResponseSchema, ...errors(400, 403, 404, 409) } },
    },
    async (req) => ({ status: ok, run: await service.cancelRun(req.ctx, req.params.id) }),
  );

  app.get(
    '/api/automations/options',
    { config: ADMIN, schema: { tags, response: { 200: automationOptionsResponseSchema, ...errors(403) } } },
    async (req) => ({ status: ok, options: await service.options(req.ctx) }),
  );

  app.get(
    '/api/automations/users',
    {
      config: ADMIN,
      schema: {
        tags,
        querystring: subjectSearchQuerySchema,
        response: { 200: subjectSearchResponseSchema, ...errors(400, 403) },
      },
    },
    async (req) => ({ status: ok, users: await service.searchSubjects(req.ctx, req.query.q) }),
  );
};
