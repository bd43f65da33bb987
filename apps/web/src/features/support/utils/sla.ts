const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Spec §4 SLA display: `Overdue` once past due; otherwise whole days remaining when more than
 * 24 hours are left; else hours and minutes; else minutes. The clock is an argument so the
 * function stays pure.
 *
 * @example slaText('2026-03-01T12:00:00Z', Date.parse('2026-03-01T09:15:00Z')) // '2h 45m remaining'
 */
export function slaText(dueDate: string | Date, now: number | Date = Date.now()): string {
  const due = typeof dueDate === 'string' ? Date.parse(dueDate) : dueDate.getTime();
  const at = typeof now === 'number' ? now : now.getTime();
  if (Number.isNaN(due)) return '';
  const left = due - at;
  if (left <= 0) return 'Overdue';
  if (left > DAY) {
    const days = Math.floor(left / DAY);
    return `${days} ${days === 1 ? 'day' : 'days'} remaining`;
  }
  const hours = Math.floor(left / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  if (hours >= 1) return `${hours}h ${minutes}m remaining`;
  return `${Math.max(minutes, 1)}m remaining`;
}

export type SlaTone = 'overdue' | 'soon' | 'ok' | 'met' | 'missed';

/** How urgent the SLA looks: under 4 hours left is `soon`; closed tickets show met or missed. */
export function slaTone(
  ticket: { sla_due_date: string; sla_breached: boolean; status: string },
  now: number = Date.now(),
): SlaTone {
  if (ticket.status === 'resolved' || ticket.status === 'closed')
    return ticket.sla_breached ? 'missed' : 'met';
  const left = Date.parse(ticket.sla_due_date) - now;
  if (left <= 0 || ticket.sla_breached) return 'overdue';
  if (left <= 4 * HOUR) return 'soon';
  return 'ok';
}
