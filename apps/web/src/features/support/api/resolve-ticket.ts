import { ticketResponseSchema } from '@fundpath/contracts/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { supportKeys, TICKET_CALL_PERSISTENT } from './calls';

/** PATCH /tickets/{id}/resolve {resolution} (staff; 3 retries). */
export const resolveTicket = (id: string, resolution: string) =>
  api
    .patch(
      `/tickets/${encodeURIComponent(id)}/resolve`,
      { resolution },
      ticketResponseSchema,
      TICKET_CALL_PERSISTENT,
    )
    .then((r) => r.ticket);

export function useResolveTicket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resolution: string) => resolveTicket(id, resolution),
    onSuccess: (ticket) => {
      queryClient.setQueryData(supportKeys.detail(id), ticket);
      void queryClient.invalidateQueries({ queryKey: supportKeys.tickets() });
      void queryClient.invalidateQueries({ queryKey: supportKeys.stats() });
    },
  });
}
