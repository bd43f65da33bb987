import {
  type Ticket,
  type TicketPriority,
  type TicketStatus,
  ticketListResponseSchema,
} from '@fundpath/contracts/support';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { supportKeys, TICKET_CALL } from './calls';

/** Staff views of the desk; clients always get their own tickets. */
export type TicketView = 'all' | 'mine' | 'unassigned';

export interface TicketListParams {
  view: TicketView;
  status?: TicketStatus;
  priority?: TicketPriority;
  page: number;
  per_page: number;
}

export interface TicketPage {
  tickets: Ticket[];
  total: number;
  /** Search stops counting at a cap: there are more than `total` matches. */
  capped?: boolean;
  page: number;
  per_page: number;
}

/** GET /tickets (all, or `assigned_to=unassigned`) or GET /tickets/assigned (mine). */
export async function listTickets(params: TicketListParams): Promise<TicketPage> {
  const qs = new URLSearchParams({ page: String(params.page), per_page: String(params.per_page) });
  if (params.status) qs.set('status', params.status);
  if (params.priority) qs.set('priority', params.priority);
  if (params.view === 'unassigned') qs.set('assigned_to', 'unassigned');
  const path = params.view === 'mine' ? '/tickets/assigned' : '/tickets';
  const { tickets, total, page, per_page } = await api.get(
    `${path}?${qs}`,
    ticketListResponseSchema,
    TICKET_CALL,
  );
  return { tickets, total, page, per_page };
}

export const ticketListQuery = (params: TicketListParams) =>
  queryOptions({
    queryKey: supportKeys.list(params),
    queryFn: () => listTickets(params),
    placeholderData: keepPreviousData,
  });

export const useTicketList = (params: TicketListParams, enabled = true) =>
  useQuery({ ...ticketListQuery(params), enabled });
