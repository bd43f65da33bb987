import {
  type CoachingScriptUpsert,
  coachingScriptResponseSchema,
  coachingScriptSchema,
  coachingScriptsResponseSchema,
  type StepFunctionName,
  type StepsReorder,
  stepFunctionsResponseSchema,
} from '@fundpath/contracts/coaching';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { coachingKeys } from './progress';

export const getScript = (step: number) => api.get(`/coaching-scripts/${step}`, coachingScriptResponseSchema);
export const scriptQuery = (step: number) =>
  queryOptions({ queryKey: coachingKeys.script(step), queryFn: () => getScript(step) });
export const useScript = (step: number | null) =>
  useQuery({ ...scriptQuery(step ?? 0), enabled: step !== null });

export const listScripts = () => api.get('/coaching-scripts', coachingScriptsResponseSchema);
export const scriptsQuery = () => queryOptions({ queryKey: coachingKeys.scripts, queryFn: listScripts });
export const useScripts = () => useQuery(scriptsQuery());

const upsertResponseSchema = z.object({
  status: z.literal('success'),
  script: coachingScriptSchema,
  created: z.boolean(),
});
export const upsertScript = (body: CoachingScriptUpsert) =>
  api.post('/coaching-scripts', body, upsertResponseSchema);

export const reorderSteps = (body: StepsReorder) =>
  api.post('/coaching-scripts/reorder', body, coachingScriptsResponseSchema);

export const getStepFunctions = () => api.get('/admin/step-functions', stepFunctionsResponseSchema);
export const stepFunctionsQuery = () =>
  queryOptions({ queryKey: coachingKeys.stepFunctions, queryFn: getStepFunctions });
export const useStepFunctions = () => useQuery(stepFunctionsQuery());
export const assignStepFunction = (name: StepFunctionName, step: number) =>
  api.put(`/admin/step-functions/${name}`, { assigned_step: step }, stepFunctionsResponseSchema);
