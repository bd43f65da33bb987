import {
  autoCreateTasksResponseSchema,
  type CompleteTask,
  type Task,
  type TaskPatch,
  taskResponseSchema,
  tasksResponseSchema,
  uploadTaskAttachmentsResponseSchema,
} from '@fundpath/contracts/coaching';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Spec §9 task calls: 10 s, 2 retries by default; complete with data and auto-create 20 s;
 * attachments 30 s; complete and auto-create retry 3 times. `attempts` counts the first try.
 */
export const TASK_CALL = { timeoutMs: 10_000, attempts: 3 } as const;
export const TASK_COMPLETE_CALL = { timeoutMs: 10_000, attempts: 4 } as const;
export const TASK_COMPLETE_WITH_DATA_CALL = { timeoutMs: 20_000, attempts: 4 } as const;
export const TASK_AUTO_CREATE_CALL = { timeoutMs: 20_000, attempts: 4 } as const;
export const TASK_ATTACHMENT_CALL = { timeoutMs: 30_000, attempts: 3 } as const;

export const taskKeys = {
  all: ['tasks'] as const,
  step: (step: number) => ['tasks', 'step', step] as const,
  mine: ['tasks', 'mine'] as const,
  summary: ['tasks', 'summary'] as const,
  defaults: (step: number) => ['tasks', 'defaults', step] as const,
};

/**
 * The caller's tasks of a step, made from the step's default tasks on first visit
 * (`POST /api/tasks/auto-create` creates nothing new on replay and answers with the list).
 */
export async function loadStepTasks(step: number): Promise<Task[]> {
  const res = await api.post(
    '/tasks/auto-create',
    { step_number: step },
    autoCreateTasksResponseSchema,
    TASK_AUTO_CREATE_CALL,
  );
  return res.tasks;
}
export const stepTasksQuery = (step: number) =>
  queryOptions({ queryKey: taskKeys.step(step), queryFn: () => loadStepTasks(step), retry: false });
export const useStepTasks = (step: number) => useQuery(stepTasksQuery(step));

/** All the caller's tasks, every step (for the completed history). */
export const listMyTasks = () => api.get('/tasks', tasksResponseSchema, TASK_CALL);
export const myTasksQuery = () => queryOptions({ queryKey: taskKeys.mine, queryFn: listMyTasks });
export const useMyTasks = () => useQuery(myTasksQuery());

const hasData = (body: CompleteTask) => Object.keys(body).length > 0;

export const completeTask = (id: string, body: CompleteTask = {}) =>
  api.post(
    `/tasks/${id}/complete`,
    body,
    taskResponseSchema,
    hasData(body) ? TASK_COMPLETE_WITH_DATA_CALL : TASK_COMPLETE_CALL,
  );

export const uncompleteTask = (id: string) =>
  api.post(`/tasks/${id}/uncomplete`, {}, taskResponseSchema, TASK_COMPLETE_CALL);

export const updateTask = (id: string, patch: TaskPatch) =>
  api.put(`/tasks/${id}`, patch, taskResponseSchema, TASK_CALL);

export function uploadAttachments(id: string, files: readonly File[]) {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return api.post(
    `/tasks/${id}/attachments`,
    form,
    uploadTaskAttachmentsResponseSchema,
    TASK_ATTACHMENT_CALL,
  );
}

export const deleteAttachment = (attachmentId: string) =>
  api.delete(`/tasks/attachments/${attachmentId}`, taskResponseSchema, TASK_ATTACHMENT_CALL);
