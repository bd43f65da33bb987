import {
  CLIENT_BUREAU_LABELS,
  type ClientDecision,
  type ClientRow,
  clientBureaus,
} from '@fundpath/contracts/clients';
import type { StepStatus } from '@fundpath/contracts/coaching';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

export const stepStatusLabels: Record<StepStatus, string> = {
  'not-started': 'Not started',
  'in-progress': 'In progress',
  pending_approval: 'Waiting approval',
  completed: 'Completed',
};
const stepStatusTones: Record<StepStatus, BadgeTone> = {
  'not-started': 'neutral',
  'in-progress': 'info',
  pending_approval: 'warning',
  completed: 'success',
};

export const decisionLabels: Record<ClientDecision, string> = {
  approve: 'Approve',
  borderline: 'Borderline',
  decline: 'Decline',
};
const decisionTones: Record<ClientDecision, BadgeTone> = {
  approve: 'success',
  borderline: 'warning',
  decline: 'danger',
};
const BUREAU_SHORT = { experian: 'EX', equifax: 'EQ', transunion: 'TU' } as const;

/** How long something has waited, short: `25m`, `5h`, `3d`. */
export function waitingAge(iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours}h` : `${Math.floor(hours / 24)}d`;
}

/** A step's status; "Waiting approval" carries how long it has waited. */
export function StepStatusBadge({ status, since }: { status: StepStatus; since?: string | null }) {
  const age = status === 'pending_approval' && since ? waitingAge(since) : null;
  return (
    <Badge tone={stepStatusTones[status]}>
      {stepStatusLabels[status]}
      {age ? ` · ${age}` : null}
    </Badge>
  );
}

export function DecisionBadge({ decision }: { decision: ClientDecision | null }) {
  if (!decision) return <Badge tone="neutral">No data</Badge>;
  return <Badge tone={decisionTones[decision]}>{decisionLabels[decision]}</Badge>;
}

/** Three small badges, one per bureau (EX / EQ / TU), named in full for screen readers. */
export function BureauDecisions({ decisions }: { decisions: ClientRow['decisions'] }) {
  if (!decisions) return <span className="text-xs text-slate-500">No report</span>;
  return (
    <span className="flex gap-1">
      {clientBureaus.map((b) => {
        const d = decisions[b] ?? null;
        const label = `${CLIENT_BUREAU_LABELS[b]}: ${d ? decisionLabels[d] : 'no data'}`;
        return (
          <span
            key={b}
            title={label}
            className={cn(
              'inline-flex h-5 min-w-7 items-center justify-center rounded px-1 text-[0.65rem] font-semibold ring-1 ring-inset',
              d === 'approve' && 'bg-emerald-50 text-emerald-800 ring-emerald-200',
              d === 'borderline' && 'bg-amber-50 text-amber-800 ring-amber-200',
              d === 'decline' && 'bg-red-50 text-red-800 ring-red-200',
              !d && 'bg-slate-50 text-slate-600 ring-slate-200',
            )}
          >
            <span aria-hidden="true">{BUREAU_SHORT[b]}</span>
            <span className="sr-only">{label}</span>
          </span>
        );
      })}
    </span>
  );
}

/** Open tickets with the SLA state of the soonest: breached red, due soon amber. */
export function TicketsCell({ row }: { row: Pick<ClientRow, 'open_tickets' | 'sla_state'> }) {
  if (row.open_tickets === 0) return <span className="text-slate-500">0</span>;
  return (
    <span className="flex items-center gap-1.5">
      <span className="tabular-nums">{row.open_tickets}</span>
      {row.sla_state === 'breached' ? <Badge tone="danger">SLA breached</Badge> : null}
      {row.sla_state === 'due_soon' ? <Badge tone="warning">Due soon</Badge> : null}
    </span>
  );
}
