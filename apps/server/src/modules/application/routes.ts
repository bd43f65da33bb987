import {
  applicationDataResponseSchema,
  applicationFieldPatchSchema,
  applicationFieldResponseSchema,
  applicationFieldsResponseSchema,
  applicationViewResponseSchema,
  newApplicationFieldSchema,
  saveApplicationDataResponseSchema,
  saveApplicationDataSchema,
  stepCompletionResponseSchema,
  stepNumberSchema,
} from '@fundpath/contracts/coaching';
import { STAFF, STAFF_AND_CLIENT } from '@fundpath/contracts/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth';
import { STEP_EDITORS } from '../journey';
import * as service from './service';

const idParams = z.object({ id: z.uuid() });

/** The funding application: fields by step, the caller's answers, and staff administration. */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/application/fields',
    {
      config: { access: STAFF_AND_CLIENT },
      schema: {
        tags: ['application'],
        querystring: z.object({ step: stepNumberSchema.optional() }),
        response: { 200: applicationFieldsResponseSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      fields: await service.listFields(req.ctx, req.query.step),
    }),
  );

  app.get(
    '/api/application/data',
    {
      config: { access: STAFF_AND_CLIENT },
      schema: { tags: ['application'], response: { 200: applicationDataResponseSchema } },
    },
    async (req) => ({
      status: 'success' as const,
      data: await service.getAnswers(req.ctx.db, requireActor(req.ctx).id),
    }),
  );

  app.post(
    '/api/application/data',
    {
      config: { access: STAFF_AND_CLIENT },
      schema: {
        tags: ['application'],
        body: saveApplicationDataSchema,
        response: { 200: saveApplicationDataResponseSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      message: 'Data saved successfully!',
      ...(await service.saveAnswer(req.ctx, requireActor(req.ctx).id, req.body)),
    }),
  );

  app.get(
    '/api/application/step-completion/:step',
    {
      config: { access: STAFF_AND_CLIENT },
      schema: {
        tags: ['application'],
        params: z.object({ step: stepNumberSchema }),
        response: { 200: stepCompletionResponseSchema },
      },
    },
    async (req) => {
      const missing = await service.missingRequired(req.ctx.db, requireActor(req.ctx).id, req.params.step);
      return { status: 'success' as const, is_complete: missing.length === 0, missing_required: missing };
    },
  );

  // ---- staff -------------------------------------------------------------------------------------

  app.get(
    '/api/admin/application-fields/all',
    {
      config: { access: STAFF },
      schema: { tags: ['application-admin'], response: { 200: applicationFieldsResponseSchema } },
    },
    async (req) => ({ status: 'success' as const, fields: await service.listFields(req.ctx) }),
  );

  app.post(
    '/api/admin/application-fields',
    {
      config: { access: STEP_EDITORS },
      schema: {
        tags: ['application-admin'],
        body: newApplicationFieldSchema,
        response: { 201: applicationFieldResponseSchema },
      },
    },
    async (req, reply) => {
      const field = await service.createField(req.ctx, req.body);
      return reply.status(201).send({ status: 'success' as const, field });
    },
  );

  app.put(
    '/api/admin/application-fields/:id',
    {
      config: { access: STEP_EDITORS },
      schema: {
        tags: ['application-admin'],
        params: idParams,
        body: applicationFieldPatchSchema,
        response: { 200: applicationFieldResponseSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      field: await service.updateField(req.ctx, req.params.id, req.body),
    }),
  );

  app.delete(
    '/api/admin/application-fields/:id',
    {
      config: { access: STEP_EDITORS },
      schema: {
        tags: ['application-admin'],
        params: idParams,
        response: { 200: z.object({ status: z.literal('success'), deleted: z.literal(true) }) },
      },
    },
    async (req) => {
      await service.deleteField(req.ctx, req.params.id);
      return { status: 'success' as const, deleted: true as const };
    },
  );

  app.get(
    '/api/admin/application-view/:userId',
    {
      config: { access: STAFF },
      schema: {
        tags: ['application-admin'],
        params: z.object({ userId: z.uuid() }),
        response: { 200: applicationViewResponseSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      ...(await service.applicationView(req.ctx, req.params.userId)),
    }),
  );
};
