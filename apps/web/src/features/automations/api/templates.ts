import { templateListResponseSchema, workflowResponseSchema } from '@fundpath/contracts/automations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { AUTOMATION_CALL, automationKeys } from './keys';

export const useTemplates = () =>
  useQuery({
    queryKey: automationKeys.templates(),
    queryFn: () =>
      api.get('/automations/templates', templateListResponseSchema, AUTOMATION_CALL).then((r) => r.templates),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** A disabled workflow made from a template. */
export function useInstantiateTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (key: string) =>
      api
        .post(`/automations/templates/${key}/instantiate`, undefined, workflowResponseSchema, AUTOMATION_CALL)
        .then((r) => r.workflow),
    onSuccess: (w) => {
      qc.setQueryData(automationKeys.workflow(w.id), w);
      void qc.invalidateQueries({ queryKey: automationKeys.workflows() });
    },
  });
}
