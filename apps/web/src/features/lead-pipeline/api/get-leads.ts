import { type LeadListQuery, leadListResponseSchema } from '@fundpath/contracts/leads';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leadKeys, queryString } from './keys';

/** GET /api/leads: the list view (paged, sorted on the server). */
export const leadListQuery = (q: LeadListQuery) =>
  queryOptions({
    queryKey: leadKeys.list(q),
    queryFn: () => api.get(`/leads${queryString(q)}`, leadListResponseSchema),
    placeholderData: keepPreviousData,
  });

export const useLeadList = (q: LeadListQuery) => useQuery(leadListQuery(q));
