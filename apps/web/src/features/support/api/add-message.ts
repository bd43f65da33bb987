import {
  type TicketDetail,
  type TicketMessage,
  ticketMessageResponseSchema,
} from '@fundpath/contracts/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withIdempotencyKey } from '@/lib/idempotency';
import { supportKeys, TICKET_CALL, TICKET_CALL_PERSISTENT } from './calls';

/** POST /tickets/{id}/messages {message, is_internal} (3 retries, spec §7; a retry never posts twice). */
export const addMessage = (id: string, message: string) =>
  api
    .post(
      `/tickets/${encodeURIComponent(id)}/messages`,
      { message, is_internal: false },
      ticketMessageResponseSchema,
      withIdempotencyKey(TICKET_CALL_PERSISTENT),
    )
    .then((r) => r.message);

/** POST /tickets/{id}/internal-note {note} (staff only). */
export const addInternalNote = (id: string, note: string) =>
  api
    .post(
      `/tickets/${encodeURIComponent(id)}/internal-note`,
      { note },
      ticketMessageResponseSchema,
      withIdempotencyKey(TICKET_CALL),
    )
    .then((r) => r.message);

export interface SendInput {
  text: string;
  internal: boolean;
}

/** Where a message is waiting for the server, so the thread can show it at once. */
export const PENDING_ID_PREFIX = 'pending-';

/**
 * Sends a reply or an internal note. The message shows in the thread at once (marked pending)
 * and is replaced by the server's copy; on failure it is taken out again.
 */
export function useSendMessage(ticketId: string, author: { id: string; name: string }) {
  const queryClient = useQueryClient();
  const key = supportKeys.detail(ticketId);
  return useMutation({
    mutationFn: ({ text, internal }: SendInput) =>
      internal ? addInternalNote(ticketId, text) : addMessage(ticketId, text),
    onMutate: async ({ text, internal }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const pending: TicketMessage = {
        id: `${PENDING_ID_PREFIX}${Date.now()}`,
        ticket_id: ticketId,
        user_id: author.id,
        user_name: author.name,
        message: text.trim(),
        is_internal: internal,
        created_at: new Date().toISOString(),
        attachments: [],
      };
      queryClient.setQueryData<TicketDetail>(key, (t) =>
        t ? { ...t, messages: [...t.messages, pending] } : t,
      );
      return { pendingId: pending.id };
    },
    onSuccess: (message, _input, context) => {
      queryClient.setQueryData<TicketDetail>(key, (t) =>
        t
          ? {
              ...t,
              messages: [
                ...t.messages.filter((m) => m.id !== context?.pendingId && m.id !== message.id),
                message,
              ],
            }
          : t,
      );
    },
    onError: (_error, _input, context) => {
      queryClient.setQueryData<TicketDetail>(key, (t) =>
        t ? { ...t, messages: t.messages.filter((m) => m.id !== context?.pendingId) } : t,
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: supportKeys.lists() });
    },
  });
}
