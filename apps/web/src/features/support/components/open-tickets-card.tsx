import type { Ticket } from '@fundpath/contracts/support';
import { ArrowRight, LifeBuoy, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { useNow } from '@/hooks/use-now';
import { useRecentTickets } from '../hooks/use-recent-tickets';
import { useTicketParam } from '../hooks/use-ticket-param';
import { isActiveStatus, OFFLINE_MESSAGE } from '../utils/labels';
import { CreateTicketDialog } from './create-ticket-dialog';
import { SlaChip, StatusBadge } from './ticket-badges';
import { TicketDetailDialog } from './ticket-detail-dialog';

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
