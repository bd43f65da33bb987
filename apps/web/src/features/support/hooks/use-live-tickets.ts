import { isStaff } from '@fundpath/contracts/roles';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuth } from '@/lib/auth';
import { type RealtimeEvent, useRealtimeTopic } from '@/lib/realtime';
import { supportKeys } from '../api/calls';

/**
 * Keeps ticket lists current: staff follow `tickets` (every ticket), a client follows their own
 * `user:<id>` topic. Any event refreshes lists, search results and stats; events carry ids only,
 * so the API (which applies the visibility rules) supplies the rest.
 */
export function useLiveTicketLists() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const topic = !user ? null : isStaff(user) ? 'tickets' : `user:${user.id}`;
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: supportKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: supportKeys.searches() });
    void queryClient.invalidateQueries({ queryKey: supportKeys.stats() });
  }, [queryClient]);
  useRealtimeTopic(
    topic,
    (event) => {
      if (
        event.event.startsWith('ticket.') ||
        event.event.startsWith('message.') ||
        event.event.startsWith('attachment.')
      )
        refresh();
    },
    { onResync: refresh },
  );
}

/**
 * Keeps one open ticket current (`ticket:<id>`): new messages, status changes, assignments and
 * attachments refetch the ticket (and its history); `ticket.deleted` calls `onDeleted`.
 */
export function useLiveTicket(ticketId: string | null, onDeleted?: (event: RealtimeEvent) => void) {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => {
    if (!ticketId) return;
    void queryClient.invalidateQueries({ queryKey: supportKeys.detail(ticketId) });
  }, [queryClient, ticketId]);
  useRealtimeTopic(
    ticketId ? `ticket:${ticketId}` : null,
    (event) => {
      if (event.event === 'ticket.deleted') {
        queryClient.removeQueries({ queryKey: supportKeys.detail(ticketId ?? '') });
        onDeleted?.(event);
        return;
      }
      refresh();
    },
    { onResync: refresh },
  );
}
