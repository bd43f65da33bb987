import { type NewTicket, ticketResponseSchema } from '@fundpath/contracts/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withIdempotencyKey } from '@/lib/idempotency';
import { supportKeys, TICKET_CALL } from './calls';

/** POST /tickets (priority defaults to medium, category to general); retries never duplicate it. */
export const createTicket = (input: NewTicket) =>
  api.post('/tickets', input, ticketResponseSchema, withIdempotencyKey(TICKET_CALL)).then((r) => r.ticket);

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: (ticket) => {
      queryClient.setQueryData(supportKeys.detail(ticket.id), ticket);
      void queryClient.invalidateQueries({ queryKey: supportKeys.tickets() });
      void queryClient.invalidateQueries({ queryKey: supportKeys.stats() });
    },
  });
}
