import type { Ticket } from '@fundpath/contracts/support';
import { useQueries } from '@tanstack/react-query';
import { ArrowRight, LifeBuoy, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { useNow } from '@/hooks/use-now';
import { ticketActivityQuery } from '../api/get-activity';
import { useTicketList } from '../api/list-tickets';
import { useLiveTicketLists } from '../hooks/use-live-tickets';
import { useTicketParam } from '../hooks/use-ticket-param';
import { activityText, isActiveStatus } from '../utils/labels';
import { CreateTicketDialog } from './create-ticket-dialog';
import { SlaChip, StatusBadge } from './ticket-badges';
import { TicketDetailDialog } from './ticket-detail-dialog';
import { OFFLINE_MESSAGE } from './tickets-screen';

const RECENT_LIMIT = 50;

/** The caller's most recent tickets (one page, newest activity first), kept live. */
function useRecentTickets() {
  useLiveTicketLists();
  return useTicketList({ view: 'all', page: 1, per_page: RECENT_LIMIT });
}

/** Client Center overview: tickets still being worked on, with their SLA, and a way to open one. */
export function OpenTicketsCard({ supportHref = '/client/support' }: { supportHref?: string }) {
  const list = useRecentTickets();
  const now = useNow();
  const [openId, setOpenId] = useTicketParam();
  const [creating, setCreating] = useState(false);
  const open = (list.data?.tickets ?? []).filter((t) => isActiveStatus(t.status));

  return (
    <Card>
      <CardHeader
        title="Open tickets"
        description={
          list.isSuccess ? `${open.length} in progress with the team` : 'Your conversations with the team'
        }
        icon={<LifeBuoy className="size-4" aria-hidden="true" />}
        action={
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setCreating(true)}
            leftIcon={<Plus className="size-4" aria-hidden="true" />}
          >
            New Ticket
          </Button>
        }
      />
      <div className="px-2 py-2">
        {list.isPending ? (
          <p className="px-3 py-4 text-sm text-slate-500">Loading tickets…</p>
        ) : list.isError ? (
          <p className="px-3 py-4 text-sm text-amber-800">{OFFLINE_MESSAGE}</p>
        ) : open.length === 0 ? (
          <p className="px-3 py-4 text-sm text-slate-500">No open tickets. Questions? Open one any time.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {open.slice(0, 4).map((t) => (
              <li key={t.id}>
                <OpenTicketRow ticket={t} now={now} onOpen={() => setOpenId(t.id)} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="border-t border-slate-100 px-5 py-3">
        <Link
          to={supportHref}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand hover:underline"
        >
          All tickets
          <ArrowRight className="size-3.5" aria-hidden="true" />
        </Link>
      </div>
      <CreateTicketDialog open={creating} onOpenChange={setCreating} onCreated={setOpenId} />
      <TicketDetailDialog ticketId={openId} onClose={() => setOpenId(null)} />
    </Card>
  );
}

function OpenTicketRow({ ticket, now, onOpen }: { ticket: Ticket; now: number; onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex w-full flex-col gap-1.5 rounded-lg px-3 py-2.5 text-left transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand"
    >
      <span className="flex w-full items-center gap-2">
        <span className="shrink-0 font-mono text-xs whitespace-nowrap text-slate-500">
          {ticket.ticket_number}
        </span>
        <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900">{ticket.title}</span>
      </span>
      <span className="flex flex-wrap items-center gap-1.5">
        <StatusBadge status={ticket.status} />
        <SlaChip ticket={ticket} now={now} />
      </span>
    </button>
  );
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
