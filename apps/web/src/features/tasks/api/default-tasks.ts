import {
  type DefaultTaskPatch,
  defaultTaskResponseSchema,
  defaultTasksResponseSchema,
  MAX_STEPS,
  type NewDefaultTask,
} from '@fundpath/contracts/coaching';
import { useQueries, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { TASK_CALL, taskKeys } from './tasks';

export const listDefaultTasks = (step: number) =>
  api.get(`/default-tasks/${step}`, defaultTasksResponseSchema, TASK_CALL);
export const useDefaultTasks = (step: number) =>
  useQuery({
    queryKey: taskKeys.defaults(step),
    queryFn: () => listDefaultTasks(step),
    select: (r) => r.data,
  });

/** Every step's default tasks (steps 1..18, as the spec probes them). */
export function useAllDefaultTasks() {
  return useQueries({
    queries: Array.from({ length: MAX_STEPS }, (_, i) => ({
      queryKey: taskKeys.defaults(i + 1),
      queryFn: () => listDefaultTasks(i + 1),
    })),
    combine: (results) => ({
      tasks: results.flatMap((r) => r.data?.data ?? []),
      isPending: results.some((r) => r.isPending),
      isError: results.some((r) => r.isError),
    }),
  });
}

export const createDefaultTask = (body: NewDefaultTask) =>
  api.post('/default-tasks', body, defaultTaskResponseSchema, TASK_CALL);
export const updateDefaultTask = (id: string, patch: DefaultTaskPatch) =>
  api.put(`/default-tasks/${id}`, patch, defaultTaskResponseSchema, TASK_CALL);
export const deleteDefaultTask = (id: string) =>
  api.delete(`/default-tasks/${id}`, z.object({ status: z.literal('success') }), TASK_CALL);
export const reorderDefaultTasks = (step_number: number, ids: readonly string[]) =>
  api.put(
    '/default-tasks/reorder',
    { step_number, tasks: ids.map((id, i) => ({ id, order_position: i + 1 })) },
    defaultTasksResponseSchema,
    TASK_CALL,
  );
export const setDefaultTaskFields = (id: string, field_ids: readonly string[]) =>
  api.put(`/default-tasks/${id}/fields`, { field_ids }, defaultTaskResponseSchema, TASK_CALL);

/** The application fields a form task can collect (shared with the application feature). */
export { useAllApplicationFields } from '@/lib/queries/application-data';
