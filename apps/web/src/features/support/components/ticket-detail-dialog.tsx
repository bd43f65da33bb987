import { isStaff } from '@fundpath/contracts/roles';
import type { TicketDetail } from '@fundpath/contracts/support';
import { History, MessagesSquare, RotateCcw, SlidersHorizontal } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import {
  Dialog,
  DialogCloseButton,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useNow } from '@/hooks/use-now';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { deletedToastId } from '../api/delete-ticket';
import { useTicket } from '../api/get-ticket';
import { type StaffMember, useStaffMembers } from '../api/list-staff';
import { TICKET_TOAST_MS } from '../hooks/notify';
import { useLiveTicket } from '../hooks/use-live-tickets';
import { ActivityList } from './activity-list';
import { MessageComposer } from './message-composer';
import { MessageThread } from './message-thread';
import { PriorityBadge, SlaChip, StatusBadge } from './ticket-badges';
import { TicketProperties } from './ticket-properties';

/**
 * Spec §2 ticket detail modal: the thread, attach file, message input and Send; staff also get
 * the status selector, assignment, resolve and internal notes. Live: new messages, status
 * changes and assignments arrive without reload.
 */
export function TicketDetailDialog({ ticketId, onClose }: { ticketId: string | null; onClose: () => void }) {
  return (
    <Dialog open={Boolean(ticketId)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Ticket" size="panel" header={null}>
        {ticketId ? <TicketDetailBody key={ticketId} ticketId={ticketId} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function TicketDetailBody({ ticketId, onClose }: { ticketId: string; onClose: () => void }) {
  const { user } = useAuth();
  const staffView = isStaff(user);
  const ticket = useTicket(ticketId);
  const staff = useStaffMembers(staffView);
  const now = useNow();
  useLiveTicket(ticketId, () => {
    toast.info('This ticket was deleted', { id: deletedToastId(ticketId), duration: TICKET_TOAST_MS });
    onClose();
  });

  if (ticket.isPending) {
    return (
      <>
        <DialogTitle className="sr-only">Loading ticket</DialogTitle>
        <DialogDescription className="sr-only">The ticket is loading.</DialogDescription>
        <div className="flex justify-end p-3">
          <DialogCloseButton className="m-0" />
        </div>
        <Spinner message="Loading ticket…" className="flex-1" />
      </>
    );
  }
  if (ticket.isError) {
    const notFound = isApiError(ticket.error) && ticket.error.status === 404;
    return (
      <>
        <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4">
          <DialogTitle className="text-base font-semibold text-slate-900">
            {notFound ? 'Ticket not found' : 'Unable to load ticket'}
          </DialogTitle>
          <DialogCloseButton />
        </div>
        <DialogDescription asChild>
          <div className="p-5">
            <Callout tone={notFound ? 'info' : 'error'}>
              {notFound
                ? 'This ticket does not exist or is not yours to see.'
                : 'Please check your connection and try again.'}
            </Callout>
            {!notFound ? (
              <Button
                className="mt-4"
                variant="secondary"
                onClick={() => ticket.refetch()}
                leftIcon={<RotateCcw className="size-4" aria-hidden="true" />}
              >
                Retry
              </Button>
            ) : null}
          </div>
        </DialogDescription>
      </>
    );
  }
  return (
    <TicketView
      ticket={ticket.data}
      staffView={staffView}
      staff={staff.data ?? []}
      user={user ? { id: user.id, name: user.display_name || user.email } : undefined}
      now={now}
      onDeleted={onClose}
    />
  );
}

function TicketView({
  ticket,
  staffView,
  staff,
  user,
  now,
  onDeleted,
}: {
  ticket: TicketDetail;
  staffView: boolean;
  staff: StaffMember[];
  user: { id: string; name: string } | undefined;
  now: number;
  onDeleted: () => void;
}) {
  const wide = useMediaQuery('(min-width: 1024px)', true);
  const [tab, setTab] = useState('conversation');
  const scroller = useRef<HTMLDivElement>(null);
  const names = useMemo(() => new Map(staff.map((m) => [m.id, m.name])), [staff]);
  const nameOf = (id: string) =>
    names.get(id) ?? (id === ticket.assigned_to ? (ticket.assigned_to_name ?? undefined) : undefined);

  // Keep the newest message in view as the thread grows (sent or arriving live).
  const count = ticket.messages.length;
  useEffect(() => {
    const el = scroller.current;
    if (el && count >= 0 && tab === 'conversation') el.scrollTop = el.scrollHeight;
  }, [count, tab]);

  const properties = (
    <TicketProperties
      ticket={ticket}
      staffView={staffView}
      staff={staff}
      currentUserId={user?.id}
      now={now}
      onDeleted={onDeleted}
    />
  );

  return (
    <>
      <header className="flex items-start gap-3 border-b border-slate-100 px-4 py-3.5 sm:px-5">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-xs font-medium text-slate-500">{ticket.ticket_number}</span>
            <StatusBadge status={ticket.status} />
            <PriorityBadge priority={ticket.priority} />
            <SlaChip ticket={ticket} now={now} />
          </div>
          <DialogTitle className="mt-1 text-base font-semibold break-words text-slate-900 sm:text-lg">
            {ticket.title}
          </DialogTitle>
          <DialogDescription className="sr-only">
            Ticket {ticket.ticket_number}, {ticket.messages.length} messages
          </DialogDescription>
        </div>
        {!wide ? (
          <Button
            variant="ghost"
            size="sm"
            className="-my-1"
            onClick={() => scroller.current?.scrollTo({ top: 0, behavior: 'smooth' })}
            leftIcon={<SlidersHorizontal className="size-4" aria-hidden="true" />}
          >
            Details
          </Button>
        ) : null}
        <DialogCloseButton className="mt-0 mr-0" />
      </header>

      <div className="grid min-h-0 flex-1 lg:grid-cols-[minmax(0,1fr)_19rem]">
        <div className="flex min-h-0 flex-col">
          <Tabs value={tab} onValueChange={setTab} className="flex min-h-0 flex-1 flex-col">
            <TabsList aria-label="Ticket sections" className="px-3 sm:px-4">
              <TabsTrigger value="conversation">
                <MessagesSquare className="size-4" aria-hidden="true" />
                Conversation
              </TabsTrigger>
              <TabsTrigger value="activity">
                <History className="size-4" aria-hidden="true" />
                Activity
              </TabsTrigger>
            </TabsList>
            <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
              {!wide ? (
                <div className="border-b border-slate-100 bg-slate-50/60 px-4 py-4">{properties}</div>
              ) : null}
              <TabsContent value="conversation" className="px-4 py-4 sm:px-5">
                <MessageThread ticket={ticket} currentUserId={user?.id} now={now} />
              </TabsContent>
              <TabsContent value="activity" className="px-5 py-4">
                <ActivityList ticketId={ticket.id} nameOf={nameOf} now={now} />
              </TabsContent>
            </div>
          </Tabs>
          {user ? <MessageComposer ticketId={ticket.id} author={user} canWriteNotes={staffView} /> : null}
        </div>
        {wide ? (
          <aside
            aria-label="Ticket details"
            className="min-h-0 overflow-y-auto border-l border-slate-100 bg-slate-50/60 px-5 py-5"
          >
            {properties}
          </aside>
        ) : null}
      </div>
    </>
  );
}
