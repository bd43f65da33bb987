import {
  coachingProgressResponseSchema,
  completeStepResponseSchema,
  resetStepResponseSchema,
  startStepResponseSchema,
  stepBodySchema,
  stepNumberSchema,
  stepsProgressResponseSchema,
  taskSummaryResponseSchema,
} from '@fundpath/contracts/coaching';
import { STAFF_AND_CLIENT } from '@fundpath/contracts/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './service';

const stepParams = z.object({ step: stepNumberSchema });

/** The client's journey progress: start, complete and reset steps (content routes: modules/journey). */
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

  // Task counts per step, without the step the user's route skipped: tasks can't know the
  // route (progress sits above tasks), so the journey's progress serves it.
  app.get(
    '/api/default-tasks/summary',
    {
      config: { access: STAFF_AND_CLIENT },
      schema: { tags: ['default-tasks'], response: { 200: taskSummaryResponseSchema } },
    },
    async (req) => ({ status: 'success' as const, ...(await service.taskSummary(req.ctx)) }),
  );
};
