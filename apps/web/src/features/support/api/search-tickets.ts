import {
  type TicketPriority,
  type TicketStatus,
  ticketSearchResponseSchema,
} from '@fundpath/contracts/support';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { supportKeys, TICKET_CALL } from './calls';
import type { TicketPage } from './list-tickets';

export interface TicketSearchParams {
  q: string;
  status?: TicketStatus;
  priority?: TicketPriority;
  /** A staff member's id (the "mine" view) or `unassigned`. */
  assigned_to?: string;
  page: number;
  per_page: number;
}

/** GET /tickets/search?q= over title, description, ticket number (and visible messages). */
export async function searchTickets(params: TicketSearchParams): Promise<TicketPage> {
  const qs = new URLSearchParams({
    q: params.q,
    page: String(params.page),
    per_page: String(params.per_page),
  });
  if (params.status) qs.set('status', params.status);
  if (params.priority) qs.set('priority', params.priority);
  if (params.assigned_to) qs.set('assigned_to', params.assigned_to);
  const res = await api.get(`/tickets/search?${qs}`, ticketSearchResponseSchema, TICKET_CALL);
  return {
    tickets: res.results,
    total: res.total,
    capped: res.total_capped,
    page: res.page,
    per_page: res.per_page,
  };
}

export const ticketSearchQuery = (params: TicketSearchParams) =>
  queryOptions({
    queryKey: supportKeys.search(params),
    queryFn: () => searchTickets(params),
    placeholderData: keepPreviousData,
  });

export const useTicketSearch = (params: TicketSearchParams, enabled = true) =>
  useQuery({ ...ticketSearchQuery(params), enabled });
