import {
  coachingProgressResponseSchema,
  completeStepResponseSchema,
  startStepResponseSchema,
  stepsProgressResponseSchema,
} from '@fundpath/contracts/coaching';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** Every coaching query key starts here, so one invalidation refreshes the journey. */
export const coachingKeys = {
  all: ['coaching'] as const,
  progress: ['coaching', 'progress'] as const,
  steps: ['coaching', 'steps-progress'] as const,
  script: (step: number) => ['coaching', 'script', step] as const,
  scripts: ['coaching', 'scripts'] as const,
  stepFunctions: ['coaching', 'step-functions'] as const,
  approvals: ['coaching', 'approvals'] as const,
  clients: (q: string, page: number) => ['coaching', 'clients', q, page] as const,
};

/** `GET /api/coaching/progress`: a 401 here means the session expired (spec §7). */
export const getCoachingProgress = () => api.get('/coaching/progress', coachingProgressResponseSchema);
export const coachingProgressQuery = () =>
  queryOptions({ queryKey: coachingKeys.progress, queryFn: getCoachingProgress, retry: false });
export const useCoachingProgress = () => useQuery(coachingProgressQuery());

export const getStepsProgress = () => api.get('/coaching-steps/progress', stepsProgressResponseSchema);
export const stepsProgressQuery = () =>
  queryOptions({ queryKey: coachingKeys.steps, queryFn: getStepsProgress });
export const useStepsProgress = () => useQuery(stepsProgressQuery());

export const startStep = (step: number) =>
  api.post('/coaching/start-step', { step }, startStepResponseSchema);

export const completeStep = (step: number) =>
  api.post('/coaching/complete-step', { step }, completeStepResponseSchema);

/** Lenient parse: the spec's success test is both flags true, so a partial reply must still be read. */
const resetResultSchema = z.object({
  stepReset: z.boolean().optional(),
  conversationReset: z.boolean().optional(),
});
export const resetStep = (step: number) => api.post(`/coaching/reset-step/${step}`, {}, resetResultSchema);
