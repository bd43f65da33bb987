import {
  TICKET_REOPEN_WINDOW_DAYS,
  TICKET_SLA_HOURS,
  type TicketPriority,
  type TicketStatus,
} from '@fundpath/contracts/support';

/**
 * The ticket rules that need no database: status transitions, SLA arithmetic and the reopen
 * window. Spec §4 leaves server-side transitions and SLA calculation unspecified; these are ours
 * and are documented in this module's README.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const ACTIVE_STATUSES: readonly TicketStatus[] = [
  'open',
  'in_progress',
  'waiting_on_client',
  'waiting_on_admin',
];
export const DONE_STATUSES: readonly TicketStatus[] = ['resolved', 'closed'];
export const isDone = (status: TicketStatus) => DONE_STATUSES.includes(status);

// Status changes staff may make live in contracts, so the status selector offers only those.
export { canStaffMove, STAFF_TRANSITIONS } from '@fundpath/contracts/support';

/** Clients may only close their own ticket (from any status but closed). */
export function canClientMove(from: TicketStatus, to: TicketStatus): boolean {
  return to === 'closed' && from !== 'closed';
}

/** SLA due time: the clock's start plus the priority's hours (urgent 4, high 8, medium 24, low 72). */
export function slaDueDate(start: Date, priority: TicketPriority): Date {
  return new Date(start.getTime() + TICKET_SLA_HOURS[priority] * HOUR_MS);
}

/**
 * A priority change keeps the clock's start (creation, or the last reopen) and applies the new
 * priority's hours to it. The start is recovered from the current due time and old priority.
 */
export function slaDueDateForPriorityChange(
  currentDue: Date,
  from: TicketPriority,
  to: TicketPriority,
): Date {
  const start = new Date(currentDue.getTime() - TICKET_SLA_HOURS[from] * HOUR_MS);
  return slaDueDate(start, to);
}

/** Breached: still unresolved past the due time, or resolved/closed after it. */
export function isSlaBreached(due: Date, resolvedAt: Date | null, now: Date): boolean {
  return (resolvedAt ?? now).getTime() > due.getTime();
}

/** Whether a client's reply may still reopen a ticket that became resolved/closed at `resolvedAt`. */
export function withinReopenWindow(resolvedAt: Date | null, now: Date): boolean {
  if (!resolvedAt) return true;
  return now.getTime() - resolvedAt.getTime() <= TICKET_REOPEN_WINDOW_DAYS * DAY_MS;
}

/**
 * The status a ticket moves to when its client replies, or `'expired'` when the ticket is done
 * and the reopen window has passed (the client must open a new ticket). Undefined: unchanged.
 */
export function statusAfterClientReply(
  status: TicketStatus,
  resolvedAt: Date | null,
  now: Date,
): TicketStatus | 'expired' | undefined {
  if (status === 'waiting_on_client') return 'waiting_on_admin';
  if (isDone(status)) return withinReopenWindow(resolvedAt, now) ? 'waiting_on_admin' : 'expired';
  return undefined;
}

/** `FP-000123` from the sequence value (wider numbers keep all their digits). */
export function formatTicketNumber(seq: number): string {
  return `FP-${String(seq).padStart(6, '0')}`;
}

/** Reads `FP-000123`, `fp123`, `#123` or `000123` as a sequence value; undefined for anything else. */
export function parseTicketNumber(q: string): number | undefined {
  const m = /^(?:fp)?[\s#-]*0*(\d{1,12})$/i.exec(q.trim());
  if (!m) return undefined;
  const n = Number(m[1]);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}
