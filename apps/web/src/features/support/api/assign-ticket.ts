import { ticketResponseSchema } from '@fundpath/contracts/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { supportKeys, TICKET_CALL } from './calls';

/** PATCH /tickets/{id}/assign {assigned_to} (a staff user id, or null to unassign). */
export const assignTicket = (id: string, assignedTo: string | null) =>
  api
    .patch(
      `/tickets/${encodeURIComponent(id)}/assign`,
      { assigned_to: assignedTo },
      ticketResponseSchema,
      TICKET_CALL,
    )
    .then((r) => r.ticket);

export interface BulkAssignResult {
  assigned: number;
  failed: number;
}

/** Assigns several tickets; each call stands alone, so one refusal doesn't stop the rest. */
export async function assignTickets(
  ids: readonly string[],
  assignedTo: string | null,
): Promise<BulkAssignResult> {
  const results = await Promise.allSettled(ids.map((id) => assignTicket(id, assignedTo)));
  const failed = results.filter((r) => r.status === 'rejected').length;
  return { assigned: results.length - failed, failed };
}

export function useAssignTickets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, assignedTo }: { ids: readonly string[]; assignedTo: string | null }) =>
      assignTickets(ids, assignedTo),
    // Waiting for the refetch keeps the pending value on screen until the new one arrives.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: supportKeys.tickets() }),
        queryClient.invalidateQueries({ queryKey: supportKeys.stats() }),
      ]),
  });
}
