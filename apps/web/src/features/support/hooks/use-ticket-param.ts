import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The open ticket lives in the URL (`?ticket=<id>`), so a link in a notification mail, a reload or
 * a shared URL opens the same ticket.
 */
export function useTicketParam(): [string | null, (id: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const ticketId = params.get('ticket');
  const setTicket = useCallback(
    (id: string | null) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (id) next.set('ticket', id);
          else next.delete('ticket');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return [ticketId, setTicket];
}
