import { hasPermission } from '@fundpath/contracts/roles';
import {
  canStaffMove,
  type TicketDetail,
  type TicketPriority,
  type TicketStatus,
  ticketPriorities,
  ticketStatuses,
} from '@fundpath/contracts/support';
import { CheckCircle2, Trash2, UserPlus } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useDialogs } from '@/components/ui/dialogs';
import { inputClasses } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { useAssignTickets } from '../api/assign-ticket';
import { deletedToastId, useDeleteTicket } from '../api/delete-ticket';
import type { StaffMember } from '../api/list-staff';
import { useResolveTicket } from '../api/resolve-ticket';
import { useUpdateTicket } from '../api/update-ticket';
import { attachmentUrl } from '../api/upload-attachment';
import { notify, TICKET_TOAST_MS } from '../hooks/notify';
import { categoryLabels, priorityLabels, statusLabels } from '../utils/labels';
import { AttachmentChip } from './message-thread';
import { PriorityBadge, SlaChip, StatusBadge } from './ticket-badges';

/** Every status, with the moves the server would refuse from the current one greyed out. */
const statusOptionsFrom = (current: TicketStatus) =>
  ticketStatuses.map((s) => ({
    value: s,
    label: statusLabels[s],
    disabled: s !== current && !canStaffMove(current, s),
  }));
const priorityOptions = ticketPriorities.map((p) => ({ value: p, label: priorityLabels[p] }));
const UNASSIGNED = '';

/**
 * The ticket's facts, and for staff the controls: status (every status is listed, spec §4; the
 * ones the server would refuse from the current status are greyed out rather than failing after
 * the pick), priority, assignee, resolve with a resolution.
 */
export function TicketProperties({
  ticket,
  staffView,
  staff,
  currentUserId,
  now,
  onDeleted,
}: {
  ticket: TicketDetail;
  staffView: boolean;
  staff: StaffMember[];
  currentUserId: string | undefined;
  now: number;
  /** After an admin deletes the ticket (the detail closes). */
  onDeleted?: () => void;
}) {
  const id = useId();
  const { user } = useAuth();
  // The server refuses assignment without tickets.assign (spec §6); don't offer what it refuses.
  const canAssign = hasPermission(user, 'tickets.assign');
  const update = useUpdateTicket(ticket.id);
  const resolve = useResolveTicket(ticket.id);
  const assign = useAssignTickets();
  const [resolving, setResolving] = useState(false);
  const [resolution, setResolution] = useState('');

  const changeStatus = (status: TicketStatus) => {
    if (status === ticket.status) return;
    update.mutate(
      { status },
      {
        onSuccess: () => notify.success('Status updated successfully'),
        onError: (error) => notify.error('Failed to update status', error),
      },
    );
  };
  const changePriority = (priority: TicketPriority) => {
    if (priority === ticket.priority) return;
    update.mutate(
      { priority },
      {
        onSuccess: () => notify.success('Priority updated'),
        onError: (error) => notify.error('Failed to update priority', error),
      },
    );
  };
  const changeAssignee = (assignedTo: string | null) => {
    if (assignedTo === ticket.assigned_to) return;
    assign.mutate(
      { ids: [ticket.id], assignedTo },
      {
        onSuccess: ({ failed }) =>
          failed
            ? notify.error('Failed to assign ticket')
            : notify.success(assignedTo ? 'Ticket assigned' : 'Ticket unassigned'),
        onError: (error) => notify.error('Failed to assign ticket', error),
      },
    );
  };
  const submitResolve = (event: FormEvent) => {
    event.preventDefault();
    const text = resolution.trim();
    if (!text) return;
    resolve.mutate(text, {
      onSuccess: () => {
        notify.success('Ticket resolved');
        setResolving(false);
        setResolution('');
      },
      onError: (error) => notify.error('Failed to update status', error),
    });
  };

  const assigneeOptions = [
    { value: UNASSIGNED, label: 'Unassigned' },
    ...staff.map((m) => ({ value: m.id, label: m.id === currentUserId ? `${m.name} (you)` : m.name })),
  ];
  // The assignee may not be in the directory page we loaded; keep them selectable.
  if (ticket.assigned_to && !staff.some((m) => m.id === ticket.assigned_to)) {
    assigneeOptions.push({ value: ticket.assigned_to, label: ticket.assigned_to_name ?? 'Team member' });
  }
  const done = ticket.status === 'resolved' || ticket.status === 'closed';

  return (
    <div className="space-y-5">
      {staffView ? (
        <section aria-label="Manage ticket" className="space-y-3">
          <NativeSelect
            id={`${id}-status`}
            label="Status"
            value={(update.isPending && update.variables?.status) || ticket.status}
            onChange={(v) => changeStatus(v as TicketStatus)}
            options={statusOptionsFrom(ticket.status)}
            disabled={update.isPending}
          />
          <NativeSelect
            id={`${id}-priority`}
            label="Priority"
            value={(update.isPending && update.variables?.priority) || ticket.priority}
            onChange={(v) => changePriority(v as TicketPriority)}
            options={priorityOptions}
            disabled={update.isPending}
          />
          {canAssign ? (
            <div>
              <NativeSelect
                id={`${id}-assignee`}
                label="Assignee"
                value={
                  assign.isPending
                    ? (assign.variables?.assignedTo ?? UNASSIGNED)
                    : (ticket.assigned_to ?? UNASSIGNED)
                }
                onChange={(v) => changeAssignee(v || null)}
                options={assigneeOptions}
                disabled={assign.isPending}
              />
              {currentUserId && ticket.assigned_to !== currentUserId ? (
                <button
                  type="button"
                  className="mt-1.5 inline-flex items-center gap-1 text-xs font-medium text-brand hover:underline"
                  onClick={() => changeAssignee(currentUserId)}
                >
                  <UserPlus className="size-3.5" aria-hidden="true" />
                  Assign to me
                </button>
              ) : null}
            </div>
          ) : (
            <p className="text-sm text-slate-900">
              <span className="mb-0.5 block text-xs font-medium text-slate-500">Assignee</span>
              {ticket.assigned_to_name ?? 'Unassigned'}
            </p>
          )}
          {!done && !resolving ? (
            <Button
              variant="success"
              size="sm"
              className="w-full"
              onClick={() => setResolving(true)}
              leftIcon={<CheckCircle2 className="size-4" aria-hidden="true" />}
            >
              Resolve…
            </Button>
          ) : null}
          {!done && resolving ? (
            <form
              onSubmit={submitResolve}
              className="space-y-2 rounded-xl bg-white p-3 ring-1 ring-emerald-200 ring-inset"
            >
              <label htmlFor={`${id}-resolution`} className="block text-sm font-medium text-slate-800">
                Resolution
              </label>
              <textarea
                id={`${id}-resolution`}
                value={resolution}
                onChange={(e) => setResolution(e.target.value)}
                rows={3}
                // biome-ignore lint/a11y/noAutofocus: the form opens on request; typing is the next step.
                autoFocus
                placeholder="How it was solved; the client sees this."
                className={cn(inputClasses, 'resize-y')}
              />
              <div className="flex justify-end gap-2">
                <Button size="sm" variant="ghost" onClick={() => setResolving(false)}>
                  Cancel
                </Button>
                <Button
                  size="sm"
                  variant="success"
                  type="submit"
                  disabled={!resolution.trim()}
                  loading={resolve.isPending}
                >
                  Resolve ticket
                </Button>
              </div>
            </form>
          ) : null}
        </section>
      ) : null}

      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm lg:grid-cols-1">
        {!staffView ? (
          <>
            <Fact label="Status">
              <StatusBadge status={ticket.status} />
            </Fact>
            <Fact label="Priority">
              <PriorityBadge priority={ticket.priority} />
            </Fact>
          </>
        ) : null}
        <Fact label="SLA">
          <SlaChip ticket={ticket} now={now} />
        </Fact>
        <Fact label="Category">{categoryLabels[ticket.category]}</Fact>
        {staffView ? <Fact label="Requester">{ticket.user_name ?? '—'}</Fact> : null}
        {!staffView ? <Fact label="Assigned to">{ticket.assigned_to_name ?? 'Our team'}</Fact> : null}
        <Fact label="Created">{formatDateTime(ticket.created_at)}</Fact>
        <Fact label="Due">{formatDateTime(ticket.sla_due_date)}</Fact>
      </dl>

      {ticket.resolution ? (
        <section className="rounded-xl bg-emerald-50 px-3.5 py-3 text-sm ring-1 ring-emerald-200 ring-inset">
          <h3 className="text-xs font-semibold tracking-wide text-emerald-800 uppercase">Resolution</h3>
          <p className="mt-1 break-words whitespace-pre-wrap text-emerald-950">{ticket.resolution}</p>
        </section>
      ) : null}

      <section aria-labelledby={`${id}-files`}>
        <h3 id={`${id}-files`} className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          Attachments ({ticket.attachments.length})
        </h3>
        {ticket.attachments.length === 0 ? (
          <p className="mt-1.5 text-sm text-slate-500">No files yet.</p>
        ) : (
          <ul className="mt-2 space-y-1.5">
            {ticket.attachments.map((a) => (
              <li key={a.id} className="flex">
                <AttachmentChip attachment={a} href={attachmentUrl(ticket.id, a.id)} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {staffView && onDeleted ? <DeleteTicket ticket={ticket} onDeleted={onDeleted} /> : null}
    </div>
  );
}

/** Holders of tickets.delete only (the server refuses everyone else): the ticket, thread, history and files go. */
function DeleteTicket({ ticket, onDeleted }: { ticket: TicketDetail; onDeleted: () => void }) {
  const { user } = useAuth();
  const { confirm } = useDialogs();
  const remove = useDeleteTicket(ticket.id);
  if (!hasPermission(user, 'tickets.delete')) return null;
  return (
    <section className="border-t border-slate-100 pt-4">
      <Button
        variant="plain"
        size="sm"
        className="text-red-700 hover:bg-red-50 hover:text-red-800"
        loading={remove.isPending}
        leftIcon={<Trash2 className="size-4" aria-hidden="true" />}
        onClick={async () => {
          const ok = await confirm({
            title: `Delete ${ticket.ticket_number}?`,
            message: `“${ticket.title}”, its conversation, history and files are removed for everyone. This cannot be undone.`,
            variant: 'danger',
            confirmLabel: 'Delete ticket',
          });
          if (!ok) return;
          remove.mutate(undefined, {
            onSuccess: () => {
              toast.success('Ticket deleted', { id: deletedToastId(ticket.id), duration: TICKET_TOAST_MS });
              onDeleted();
            },
            onError: (error) => notify.error('Failed to delete ticket', error),
          });
        }}
      >
        Delete ticket
      </Button>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 truncate text-slate-900">{children}</dd>
    </div>
  );
}
