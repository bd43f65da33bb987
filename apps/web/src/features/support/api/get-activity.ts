import { ticketActivityResponseSchema } from '@fundpath/contracts/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { supportKeys, TICKET_CALL } from './calls';

/** GET /tickets/{id}/activity: the history the caller may see, oldest first. */
export const getTicketActivity = (id: string) =>
  api
    .get(`/tickets/${encodeURIComponent(id)}/activity`, ticketActivityResponseSchema, TICKET_CALL)
    .then((r) => r.activity);

export const ticketActivityQuery = (id: string) =>
  queryOptions({ queryKey: supportKeys.activity(id), queryFn: () => getTicketActivity(id) });

export const useTicketActivity = (id: string | null, enabled = true) =>
  useQuery({ ...ticketActivityQuery(id ?? ''), enabled: Boolean(id) && enabled });
