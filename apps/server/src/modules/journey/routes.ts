import {
  coachingScriptResponseSchema,
  coachingScriptsResponseSchema,
  coachingScriptUpsertSchema,
  stepFunctionAssignSchema,
  stepFunctionNameSchema,
  stepFunctionsResponseSchema,
  stepNumberSchema,
  stepsReorderSchema,
} from '@fundpath/contracts/coaching';
import { STAFF_AND_CLIENT } from '@fundpath/contracts/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STEP_EDITORS } from './access';
import * as content from './service';

const stepParams = z.object({ step: stepNumberSchema });

/** The journey's content: coaching scripts (one per step) and the step functions. */
export const journeyRoutes: FastifyPluginAsyncZod = async (app) => {
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
