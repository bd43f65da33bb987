import { type TicketPatch, ticketResponseSchema } from '@fundpath/contracts/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { supportKeys, TICKET_CALL, TICKET_CALL_PERSISTENT } from './calls';

/** PATCH /tickets/{id}; a status change retries 3 times (spec §7). */
export const updateTicket = (id: string, patch: TicketPatch) =>
  api
    .patch(
      `/tickets/${encodeURIComponent(id)}`,
      patch,
      ticketResponseSchema,
      patch.status ? TICKET_CALL_PERSISTENT : TICKET_CALL,
    )
    .then((r) => r.ticket);

export function useUpdateTicket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: TicketPatch) => updateTicket(id, patch),
    onSuccess: (ticket) => {
      queryClient.setQueryData(supportKeys.detail(id), ticket);
      void queryClient.invalidateQueries({ queryKey: supportKeys.tickets() });
      void queryClient.invalidateQueries({ queryKey: supportKeys.stats() });
    },
  });
}
