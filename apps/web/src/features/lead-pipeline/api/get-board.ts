import { type LeadBoardQuery, leadBoardResponseSchema } from '@fundpath/contracts/leads';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leadKeys, queryString } from './keys';

/** GET /api/leads/board: the open stages with their cards and totals (computed by the server). */
export const leadBoardQuery = (q: LeadBoardQuery) =>
  queryOptions({
    queryKey: leadKeys.board(q),
    queryFn: () => api.get(`/leads/board${queryString(q)}`, leadBoardResponseSchema),
    placeholderData: keepPreviousData,
  });

export const useLeadBoard = (q: LeadBoardQuery) => useQuery(leadBoardQuery(q));
