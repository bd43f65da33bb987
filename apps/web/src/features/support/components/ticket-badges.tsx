import type { Ticket, TicketPriority, TicketStatus } from '@fundpath/contracts/support';
import { AlarmClock, CircleCheck, CircleDot, SignalHigh, SignalLow, SignalMedium, Siren } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { priorityLabels, priorityTones, statusLabels, statusTones } from '../utils/labels';
import { slaText, slaTone } from '../utils/sla';

export function StatusBadge({ status, className }: { status: TicketStatus; className?: string }) {
  return (
    <Badge tone={statusTones[status]} className={className}>
      <CircleDot className="size-3" aria-hidden="true" />
      {statusLabels[status]}
    </Badge>
  );
}

const priorityIcons = { low: SignalLow, medium: SignalMedium, high: SignalHigh, urgent: Siren };

export function PriorityBadge({ priority, className }: { priority: TicketPriority; className?: string }) {
  const Icon = priorityIcons[priority];
  return (
    <Badge tone={priorityTones[priority]} className={className}>
      <Icon className="size-3" aria-hidden="true" />
      <span className="sr-only">Priority: </span>
      {priorityLabels[priority]}
    </Badge>
  );
}

const slaClasses = {
  overdue: 'text-red-700 bg-red-50 ring-red-200',
  soon: 'text-amber-800 bg-amber-50 ring-amber-200',
  ok: 'text-slate-600 bg-white ring-slate-200',
  met: 'text-emerald-700 bg-emerald-50 ring-emerald-200',
  missed: 'text-slate-600 bg-slate-50 ring-slate-200',
};

/** The SLA chip: time left (spec §4), or whether the target was met once the ticket is done. */
export function SlaChip({
  ticket,
  now,
  className,
}: {
  ticket: Pick<Ticket, 'sla_due_date' | 'sla_breached' | 'status'>;
  now?: number;
  className?: string;
}) {
  const tone = slaTone(ticket, now);
  const done = tone === 'met' || tone === 'missed';
  const text = done ? (tone === 'met' ? 'SLA met' : 'SLA missed') : slaText(ticket.sla_due_date, now);
  const Icon = done ? CircleCheck : AlarmClock;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset tabular-nums',
        slaClasses[tone],
        className,
      )}
      title={`SLA due ${new Date(ticket.sla_due_date).toLocaleString()}`}
    >
      <Icon className="size-3" aria-hidden="true" />
      <span className="sr-only">SLA: </span>
      {text}
    </span>
  );
}
