import {
  type WorkflowInput,
  webhookSecretResponseSchema,
  workflowListResponseSchema,
  workflowResponseSchema,
} from '@fundpath/contracts/automations';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { AUTOMATION_CALL, automationKeys } from './keys';

export const workflowsQuery = () =>
  queryOptions({
    queryKey: automationKeys.workflows(),
    queryFn: () =>
      api.get('/automations/workflows', workflowListResponseSchema, AUTOMATION_CALL).then((r) => r.workflows),
  });
export const useWorkflows = () => useQuery(workflowsQuery());

export const workflowQuery = (id: string) =>
  queryOptions({
    queryKey: automationKeys.workflow(id),
    queryFn: () =>
      api
        .get(`/automations/workflows/${id}`, workflowResponseSchema, AUTOMATION_CALL)
        .then((r) => r.workflow),
  });
export const useWorkflow = (id: string | null) =>
  useQuery({ ...workflowQuery(id ?? ''), enabled: Boolean(id) });

/** Create (no id) or replace (id) a workflow. */
export function useSaveWorkflow() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: WorkflowInput }) =>
      (id
        ? api.put(`/automations/workflows/${id}`, input, workflowResponseSchema, AUTOMATION_CALL)
        : api.post('/automations/workflows', input, workflowResponseSchema, AUTOMATION_CALL)
      ).then((r) => r.workflow),
    onSuccess: (w) => {
      qc.setQueryData(automationKeys.workflow(w.id), w);
      void qc.invalidateQueries({ queryKey: automationKeys.workflows() });
    },
  });
}

export function useSetEnabled() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) =>
      api
        .patch(`/automations/workflows/${id}/enabled`, { enabled }, workflowResponseSchema, AUTOMATION_CALL)
        .then((r) => r.workflow),
    onSuccess: (w) => {
      qc.setQueryData(automationKeys.workflow(w.id), w);
      void qc.invalidateQueries({ queryKey: automationKeys.workflows() });
    },
  });
}

export function useDeleteWorkflow() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/automations/workflows/${id}`, undefined, AUTOMATION_CALL),
    onSuccess: () => void qc.invalidateQueries({ queryKey: automationKeys.all }),
  });
}

export const getWebhookSecret = (id: string, rotate = false) =>
  rotate
    ? api.post(
        `/automations/workflows/${id}/webhook-secret/rotate`,
        undefined,
        webhookSecretResponseSchema,
        AUTOMATION_CALL,
      )
    : api.get(`/automations/workflows/${id}/webhook-secret`, webhookSecretResponseSchema, AUTOMATION_CALL);
