import {
  type AssignPlan,
  type ClientSubscriptionListQuery,
  clientSubscriptionListResponseSchema,
  clientSubscriptionResponseSchema,
  mrrResponseSchema,
  type NewPlan,
  type PlanPatch,
  planListResponseSchema,
  planResponseSchema,
} from '@fundpath/contracts/subscriptions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { toQuery } from '@/lib/query-string';

const BASE = '/admin/subscriptions';
export const subscriptionKeys = {
  all: ['admin', 'subscriptions'] as const,
  plans: () => ['admin', 'subscriptions', 'plans'] as const,
  clients: (q: ClientSubscriptionListQuery) => ['admin', 'subscriptions', 'clients', q] as const,
  mrr: () => ['admin', 'subscriptions', 'mrr'] as const,
};

export const usePlans = () =>
  useQuery({
    queryKey: subscriptionKeys.plans(),
    queryFn: () => api.get(`${BASE}/plans`, planListResponseSchema).then((r) => r.plans),
  });

export const useClientSubscriptions = (q: ClientSubscriptionListQuery) =>
  useQuery({
    queryKey: subscriptionKeys.clients(q),
    queryFn: () => api.get(`${BASE}/clients${toQuery(q)}`, clientSubscriptionListResponseSchema),
    placeholderData: keepPreviousData,
  });

export const useMrr = () =>
  useQuery({ queryKey: subscriptionKeys.mrr(), queryFn: () => api.get(`${BASE}/mrr`, mrrResponseSchema) });

/** Any change can move counts and MRR: refresh the whole screen. */
function useSubscriptionMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void qc.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}

export const useCreatePlan = () =>
  useSubscriptionMutation((body: NewPlan) =>
    api.post(`${BASE}/plans`, body, planResponseSchema).then((r) => r.plan),
  );

export const useUpdatePlan = () =>
  useSubscriptionMutation(({ id, ...patch }: PlanPatch & { id: string }) =>
    api.patch(`${BASE}/plans/${id}`, patch, planResponseSchema).then((r) => r.plan),
  );

export const useDeletePlan = () =>
  useSubscriptionMutation((id: string) =>
    api.delete(`${BASE}/plans/${id}`, z.object({ status: z.literal('success') })),
  );

export const useAssignPlan = () =>
  useSubscriptionMutation(({ user_id, ...body }: AssignPlan & { user_id: string }) =>
    api.put(`${BASE}/clients/${user_id}`, body, clientSubscriptionResponseSchema).then((r) => r.client),
  );
