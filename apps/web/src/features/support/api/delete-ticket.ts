import { ticketDeletedResponseSchema } from '@fundpath/contracts/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { supportKeys, TICKET_CALL } from './calls';

/**
 * DELETE /tickets/{id} (admins): the ticket, its thread, history and files. Deleting is idempotent
 * here: a 404 means it is already gone (a retry after a lost answer, or another admin was first).
 */
export const deleteTicket = (id: string) =>
  api.delete(`/tickets/${encodeURIComponent(id)}`, ticketDeletedResponseSchema, TICKET_CALL).then(
    () => undefined,
    (error: unknown) => {
      if (isApiError(error) && error.status === 404) return undefined;
      throw error;
    },
  );

export function useDeleteTicket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteTicket(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: supportKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: supportKeys.tickets() });
      void queryClient.invalidateQueries({ queryKey: supportKeys.stats() });
    },
  });
}

/** One toast id for "deleted", so the admin's own delete and its live echo show one toast. */
export const deletedToastId = (id: string) => `ticket-deleted-${id}`;
