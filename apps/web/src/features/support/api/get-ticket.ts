import { ticketResponseSchema } from '@fundpath/contracts/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { supportKeys, TICKET_CALL } from './calls';

/** GET /tickets/{id}: the ticket with the messages and attachments the caller may see. */
export const getTicket = (id: string) =>
  api.get(`/tickets/${encodeURIComponent(id)}`, ticketResponseSchema, TICKET_CALL).then((r) => r.ticket);

export const ticketQuery = (id: string) =>
  queryOptions({ queryKey: supportKeys.detail(id), queryFn: () => getTicket(id), staleTime: 5_000 });

export const useTicket = (id: string | null) => useQuery({ ...ticketQuery(id ?? ''), enabled: Boolean(id) });
