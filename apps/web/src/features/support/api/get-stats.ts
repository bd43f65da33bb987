import { ticketStatsResponseSchema } from '@fundpath/contracts/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { supportKeys, TICKET_CALL } from './calls';

/** GET /tickets/stats: counts per status, SLA breaches and priorities (clients: their own). */
export const getTicketStats = () => api.get('/tickets/stats', ticketStatsResponseSchema, TICKET_CALL);

export const ticketStatsQuery = () =>
  queryOptions({ queryKey: supportKeys.stats(), queryFn: getTicketStats });

export const useTicketStats = (enabled = true) => useQuery({ ...ticketStatsQuery(), enabled });
