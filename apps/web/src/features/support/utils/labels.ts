import type { TicketCategory, TicketPriority, TicketStatus } from '@fundpath/contracts/support';
import type { BadgeTone } from '@/components/ui/badge';

export const statusLabels: Record<TicketStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  waiting_on_client: 'Waiting on client',
  waiting_on_admin: 'Waiting on support',
  resolved: 'Resolved',
  closed: 'Closed',
};

export const statusTones: Record<TicketStatus, BadgeTone> = {
  open: 'info',
  in_progress: 'brand',
  waiting_on_client: 'warning',
  waiting_on_admin: 'warning',
  resolved: 'success',
  closed: 'neutral',
};

export const priorityLabels: Record<TicketPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

export const priorityTones: Record<TicketPriority, BadgeTone> = {
  low: 'neutral',
  medium: 'info',
  high: 'warning',
  urgent: 'danger',
};

export const categoryLabels: Record<TicketCategory, string> = {
  general: 'General',
  credit_report: 'Credit report',
  funding: 'Funding',
  technical: 'Technical',
  billing: 'Billing',
};

/** Statuses where the ticket still needs work (open tickets in the Client Center). */
export const activeStatuses: readonly TicketStatus[] = [
  'open',
  'in_progress',
  'waiting_on_client',
  'waiting_on_admin',
];

export const isActiveStatus = (status: TicketStatus) => activeStatuses.includes(status);

/** Human text for one activity entry; `null` for entries a screen doesn't show. */
export function activityText(
  entry: { action: string; field: string | null; from_value: string | null; to_value: string | null },
  /** Names for user ids (assignments store the assignee's id). */
  nameOf: (id: string) => string | undefined = () => undefined,
): string {
  const label = (value: string | null) =>
    (value && (statusLabels as Record<string, string>)[value]) ||
    (value && (priorityLabels as Record<string, string>)[value]) ||
    (value && (categoryLabels as Record<string, string>)[value]) ||
    value;
  switch (entry.action) {
    case 'created':
      return 'opened the ticket';
    case 'status_changed':
      return `changed status from ${label(entry.from_value) ?? '—'} to ${label(entry.to_value) ?? '—'}`;
    case 'priority_changed':
      return `changed priority to ${label(entry.to_value) ?? '—'}`;
    case 'category_changed':
      return `changed category to ${label(entry.to_value) ?? '—'}`;
    case 'assigned':
      if (!entry.to_value) return 'unassigned the ticket';
      return `assigned the ticket to ${nameOf(entry.to_value) ?? 'a team member'}`;
    case 'resolved':
      return 'resolved the ticket';
    case 'reopened':
      return 'reopened the ticket';
    case 'message_added':
      return 'replied';
    case 'internal_note_added':
      return 'added an internal note';
    case 'attachment_added':
      return entry.to_value ? `attached ${entry.to_value}` : 'attached a file';
    case 'updated':
      return entry.field ? `updated the ${entry.field}` : 'updated the ticket';
    default:
      return entry.action.replace(/_/g, ' ');
  }
}

/** Shown when the ticket list can't load (the tickets screen, the Client Center's card). */
export const OFFLINE_MESSAGE = 'Unable to load tickets. Showing offline mode.';
