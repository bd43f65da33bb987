import type { Ticket } from '@fundpath/contracts/support';
import { MessageSquare, UserRound } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { initials, timeAgo } from '@/lib/format';
import { categoryLabels } from '../utils/labels';
import { PriorityBadge, SlaChip, StatusBadge } from './ticket-badges';

/** Moves focus between rows with ↑/↓ or j/k, like the help desks people already know. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const keys: Record<string, number> = { ArrowDown: 1, j: 1, ArrowUp: -1, k: -1 };
  const step = keys[event.key];
  if (!step || event.altKey || event.ctrlKey || event.metaKey) return;
  const rows = [
    ...(event.currentTarget
      .closest('[data-ticket-list]')
      ?.querySelectorAll<HTMLElement>('[data-ticket-row]') ?? []),
  ];
  const index = rows.indexOf(event.currentTarget);
  const next = rows[index + step];
  if (next) {
    event.preventDefault();
    next.focus();
  }
}

export function TicketList({
  tickets,
  staffView,
  selected,
  onToggle,
  onToggleAll,
  onOpen,
  activeId,
  now,
  compact = false,
  label = 'Tickets',
}: {
  tickets: Ticket[];
  staffView: boolean;
  selected?: ReadonlySet<string>;
  onToggle?: (id: string) => void;
  onToggleAll?: (checked: boolean) => void;
  onOpen: (id: string) => void;
  activeId?: string | null;
  now: number;
  compact?: boolean;
  label?: string;
}) {
  const selectable = staffView && Boolean(onToggle);
  const allSelected = selectable && tickets.length > 0 && tickets.every((t) => selected?.has(t.id));
  return (
    <div data-ticket-list className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs">
      {selectable ? (
        <div className="flex items-center gap-3 border-b border-slate-100 bg-slate-50/70 px-4 py-2 text-xs font-medium text-slate-500">
          <input
            type="checkbox"
            className="size-4 rounded border-slate-300 accent-[var(--brand-primary)]"
            checked={allSelected}
            onChange={(e) => onToggleAll?.(e.target.checked)}
            aria-label="Select all tickets on this page"
          />
          <span>{selected?.size ? `${selected.size} selected` : `${tickets.length} on this page`}</span>
        </div>
      ) : null}
      <ul aria-label={label} className="divide-y divide-slate-100">
        {tickets.map((ticket) => (
          <li
            key={ticket.id}
            className={cn(
              'group relative flex items-stretch transition-colors hover:bg-slate-50',
              activeId === ticket.id && 'bg-brand/5',
              selected?.has(ticket.id) && 'bg-brand/5',
            )}
          >
            {selectable ? (
              <div className="flex items-start pt-4 pl-4">
                <input
                  type="checkbox"
                  className="size-4 rounded border-slate-300 accent-[var(--brand-primary)]"
                  checked={selected?.has(ticket.id) ?? false}
                  onChange={() => onToggle?.(ticket.id)}
                  aria-label={`Select ${ticket.ticket_number}`}
                />
              </div>
            ) : null}
            <button
              type="button"
              data-ticket-row
              onClick={() => onOpen(ticket.id)}
              onKeyDown={moveFocus}
              className="min-w-0 flex-1 px-4 py-3.5 text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand"
            >
              <TicketRowContent ticket={ticket} staffView={staffView} now={now} compact={compact} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function TicketRowContent({
  ticket,
  staffView,
  now,
  compact,
}: {
  ticket: Ticket;
  staffView: boolean;
  now: number;
  compact: boolean;
}) {
  const assignee = ticket.assigned_to_name;
  return (
    <span
      className={cn(
        'grid gap-x-4 gap-y-1.5',
        !compact && 'md:grid-cols-[minmax(0,1fr)_auto] md:items-center',
      )}
    >
      <span className="block min-w-0">
        <span className="flex items-center gap-2">
          <span className="shrink-0 font-mono text-xs font-medium whitespace-nowrap text-slate-500">
            {ticket.ticket_number}
          </span>
          <span className="truncate text-sm font-semibold text-slate-900">{ticket.title}</span>
        </span>
        <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
          {staffView && ticket.user_name ? (
            <span className="inline-flex items-center gap-1">
              <UserRound className="size-3" aria-hidden="true" />
              {ticket.user_name}
            </span>
          ) : null}
          <span>{categoryLabels[ticket.category]}</span>
          <span className="inline-flex items-center gap-1">
            <MessageSquare className="size-3" aria-hidden="true" />
            {ticket.messages_count}
            <span className="sr-only"> messages</span>
          </span>
          <span>Updated {timeAgo(ticket.updated_at, now)}</span>
        </span>
      </span>
      <span className="flex flex-wrap items-center gap-1.5 md:justify-end">
        <StatusBadge status={ticket.status} />
        <PriorityBadge priority={ticket.priority} />
        <SlaChip ticket={ticket} now={now} />
        {staffView && !compact ? (
          <span
            className={cn(
              'ml-1 inline-flex size-6 items-center justify-center rounded-full text-[10px] font-semibold',
              assignee
                ? 'bg-slate-800 text-white'
                : 'bg-white text-slate-500 ring-1 ring-dashed ring-slate-300',
            )}
            title={assignee ? `Assigned to ${assignee}` : 'Unassigned'}
          >
            {assignee ? initials(assignee) : '–'}
            <span className="sr-only">{assignee ? `Assigned to ${assignee}` : 'Unassigned'}</span>
          </span>
        ) : null}
      </span>
    </span>
  );
}
