import { type RunStatus, runListResponseSchema, runResponseSchema } from '@fundpath/contracts/automations';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { AUTOMATION_CALL, automationKeys } from './keys';

export interface RunParams {
  workflow_id?: string;
  status?: RunStatus;
  user_id?: string;
  page: number;
  per_page: number;
}

export function useRuns(params: RunParams) {
  return useQuery({
    queryKey: automationKeys.runs(params),
    queryFn: () => {
      const qs = new URLSearchParams();
      for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') qs.set(k, String(v));
      return api.get(`/automations/runs?${qs}`, runListResponseSchema, AUTOMATION_CALL);
    },
    placeholderData: keepPreviousData,
  });
}

export const useRun = (id: string | null) =>
  useQuery({
    queryKey: automationKeys.run(id ?? ''),
    queryFn: () => api.get(`/automations/runs/${id}`, runResponseSchema, AUTOMATION_CALL).then((r) => r.run),
    enabled: Boolean(id),
  });

export function useCancelRun() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api
        .post(`/automations/runs/${id}/cancel`, undefined, runResponseSchema, AUTOMATION_CALL)
        .then((r) => r.run),
    onSuccess: (run) => {
      qc.setQueryData(automationKeys.run(run.id), run);
      void qc.invalidateQueries({ queryKey: ['automations', 'runs'] });
      void qc.invalidateQueries({ queryKey: automationKeys.workflows() });
    },
  });
}
