import {
  coachingProgressResponseSchema,
  coachingScriptResponseSchema,
  coachingScriptsResponseSchema,
  coachingScriptUpsertSchema,
  completeStepResponseSchema,
  resetStepResponseSchema,
  startStepResponseSchema,
  stepBodySchema,
  stepFunctionAssignSchema,
  stepFunctionNameSchema,
  stepFunctionsResponseSchema,
  stepNumberSchema,
  stepsProgressResponseSchema,
  stepsReorderSchema,
} from '@fundpath/contracts/coaching';
import { STAFF_AND_CLIENT } from '@fundpath/contracts/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STEP_EDITORS } from './access';
import * as content from './content';
import * as service from './service';

const stepParams = z.object({ step: stepNumberSchema });

/** The client's journey (progress, steps) and the step content (scripts, step functions). */
export const coachingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/coaching/progress',
    {
      config: { access: STAFF_AND_CLIENT },
      schema: { tags: ['coaching'], response: { 200: coachingProgressResponseSchema } },
    },
    async (req) => ({ status: 'success' as const, ...(await service.getProgress(req.ctx)) }),
  );

  app.get(
    '/api/coaching-steps/progress',
    {
      config: { access: STAFF_AND_CLIENT },
      schema: { tags: ['coaching'], response: { 200: stepsProgressResponseSchema } },
    },
    async (req) => ({ status: 'success' as const, ...(await service.getStepsProgress(req.ctx)) }),
  );

  app.post(
    '/api/coaching/start-step',
    {
      config: { access: STAFF_AND_CLIENT },
      schema: { tags: ['coaching'], body: stepBodySchema, response: { 200: startStepResponseSchema } },
    },
    async (req) => ({
      status: 'success' as const,
      completed_steps: await service.startStep(req.ctx, req.body.step),
    }),
  );

  app.post(
    '/api/coaching/complete-step',
    {
      config: { access: STAFF_AND_CLIENT },
      schema: { tags: ['coaching'], body: stepBodySchema, response: { 200: completeStepResponseSchema } },
    },
    async (req) => ({ status: 'success' as const, ...(await service.completeStep(req.ctx, req.body.step)) }),
  );

  app.post(
    '/api/coaching/reset-step/:step',
    {
      config: { access: STAFF_AND_CLIENT },
      schema: { tags: ['coaching'], params: stepParams, response: { 200: resetStepResponseSchema } },
    },
    async (req) => {
      await service.resetStep(req.ctx, req.params.step);
      return { status: 'success' as const, stepReset: true as const, conversationReset: true as const };
    },
  );

  // ---- scripts ----------------------------------------------------------------------------------

  app.get(
    '/api/coaching-scripts',
    {
      config: { access: STAFF_AND_CLIENT },
      schema: { tags: ['coaching-scripts'], response: { 200: coachingScriptsResponseSchema } },
    },
    async (req) => ({ status: 'success' as const, scripts: await content.listScripts(req.ctx) }),
  );

  app.get(
    '/api/coaching-scripts/:step',
    {
      config: { access: STAFF_AND_CLIENT },
      schema: {
        tags: ['coaching-scripts'],
        params: stepParams,
        response: { 200: coachingScriptResponseSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      script: await content.getScript(req.ctx, req.params.step),
    }),
  );

  app.post(
    '/api/coaching-scripts',
    {
      config: { access: STEP_EDITORS },
      schema: {
        tags: ['coaching-scripts'],
        body: coachingScriptUpsertSchema,
        response: { 200: coachingScriptResponseSchema.extend({ created: z.boolean() }) },
      },
    },
    async (req) => ({ status: 'success' as const, ...(await content.upsertScript(req.ctx, req.body)) }),
  );

  app.post(
    '/api/coaching-scripts/reorder',
    {
      config: { access: STEP_EDITORS },
      schema: {
        tags: ['coaching-scripts'],
        body: stepsReorderSchema,
        response: { 200: coachingScriptsResponseSchema },
      },
    },
    async (req) => ({ status: 'success' as const, scripts: await content.reorderSteps(req.ctx, req.body) }),
  );

  // ---- step functions (read by the client's dashboard too, hence staff and client) --------------

  app.get(
    '/api/admin/step-functions',
    {
      config: { access: STAFF_AND_CLIENT },
      schema: { tags: ['coaching-scripts'], response: { 200: stepFunctionsResponseSchema } },
    },
    async (req) => ({
      status: 'success' as const,
      functions: await content.listStepFunctionAssignments(req.ctx),
    }),
  );

  app.put(
    '/api/admin/step-functions/:function_name',
    {
      config: { access: STEP_EDITORS },
      schema: {
        tags: ['coaching-scripts'],
        params: z.object({ function_name: stepFunctionNameSchema }),
        body: stepFunctionAssignSchema,
        response: { 200: stepFunctionsResponseSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      functions: await content.assignStepFunction(req.ctx, req.params.function_name, req.body.assigned_step),
    }),
  );
};
