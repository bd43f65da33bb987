import {
  approvalResultSchema,
  journeyClientsResponseSchema,
  pendingApprovalsResponseSchema,
} from '@fundpath/contracts/coaching';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { coachingKeys } from './progress';

export const listApprovals = () => api.get('/admin/journey/approvals', pendingApprovalsResponseSchema);
export const approvalsQuery = () =>
  queryOptions({ queryKey: coachingKeys.approvals, queryFn: listApprovals, refetchInterval: 30_000 });
export const useApprovals = () => useQuery(approvalsQuery());

export const approveStep = (userId: string, step: number) =>
  api.post(`/admin/journey/approvals/${userId}/${step}/approve`, {}, approvalResultSchema);
export const sendBackStep = (userId: string, step: number, note: string) =>
  api.post(`/admin/journey/approvals/${userId}/${step}/send-back`, { note }, approvalResultSchema);

export const PER_PAGE = 25;
export const listJourneyClients = (q: string, page: number) => {
  const params = new URLSearchParams({ page: String(page), per_page: String(PER_PAGE) });
  if (q.trim()) params.set('q', q.trim());
  return api.get(`/admin/journey/clients?${params}`, journeyClientsResponseSchema);
};
export const journeyClientsQuery = (q: string, page: number) =>
  queryOptions({ queryKey: coachingKeys.clients(q, page), queryFn: () => listJourneyClients(q, page) });
export const useJourneyClients = (q: string, page: number) =>
  useQuery({ ...journeyClientsQuery(q, page), placeholderData: keepPreviousData });
