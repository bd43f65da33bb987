import {
  type SuppressionReason,
  suppressionListResponseSchema,
  suppressionResponseSchema,
} from '@fundpath/contracts/campaigns';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { campaignKeys, queryString } from './keys';

export interface SuppressionQuery {
  q?: string;
  reason?: SuppressionReason;
  page: number;
}

/** GET /api/campaigns/suppressions. */
export const useSuppressions = (q: SuppressionQuery) =>
  useQuery({
    queryKey: campaignKeys.suppressions({ ...q }),
    queryFn: () =>
      api.get(`/campaigns/suppressions${queryString({ ...q, per_page: 25 })}`, suppressionListResponseSchema),
    placeholderData: keepPreviousData,
  });

function useSuppressionMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

export const useAddSuppression = () =>
  useSuppressionMutation((body: { email: string; note?: string }) =>
    api
      .post('/campaigns/suppressions', body, suppressionResponseSchema, { attempts: 1 })
      .then((r) => r.suppression),
  );
export const useRemoveSuppression = () =>
  useSuppressionMutation((id: string) => api.delete(`/campaigns/suppressions/${id}`));
