import { stepCompletionResponseSchema } from '@fundpath/contracts/coaching';
import { api } from '@/lib/api-client';

/** `GET /api/application/step-completion/{step}`: required application fields still empty. */
export const getStepCompletion = (step: number) =>
  api.get(`/application/step-completion/${step}`, stepCompletionResponseSchema, { attempts: 1 });
