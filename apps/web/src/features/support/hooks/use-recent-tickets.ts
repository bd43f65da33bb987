import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ticketActivityQuery } from '../api/get-activity';
import { useTicketList } from '../api/list-tickets';
import { activityText } from '../utils/labels';
import { useLiveTicketLists } from './use-live-tickets';

const RECENT_LIMIT = 50;

/** The caller's most recent tickets (one page, newest activity first), kept live. */
export function useRecentTickets() {
  useLiveTicketLists();
  return useTicketList({ view: 'all', page: 1, per_page: RECENT_LIMIT });
}

export interface TicketActivityItem {
  id: string;
  at: string;
  text: string;
  ticketId: string;
  ticketNumber: string;
}

/**
 * Recent events on the caller's tickets for an activity feed: the histories of the few most
 * recently updated tickets, merged, newest first. Only what the server lets the caller see.
 */
export function useRecentTicketActivity(limit = 6): { items: TicketActivityItem[]; isPending: boolean } {
  const list = useRecentTickets();
  const recent = useMemo(
    () =>
      [...(list.data?.tickets ?? [])]
        .sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at))
        .slice(0, 3),
    [list.data],
  );
  const histories = useQueries({ queries: recent.map((t) => ticketActivityQuery(t.id)) });
  const items = useMemo(() => {
    const all: TicketActivityItem[] = [];
    histories.forEach((h, i) => {
      const ticket = recent[i];
      if (!ticket || !h.data) return;
      for (const entry of h.data) {
        all.push({
          id: entry.id,
          at: entry.created_at,
          text: `${entry.user_name ?? 'Someone'} ${activityText(entry)}`,
          ticketId: ticket.id,
          ticketNumber: ticket.ticket_number,
        });
      }
    });
    return all.sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, limit);
  }, [histories, recent, limit]);
  return { items, isPending: list.isPending };
}
