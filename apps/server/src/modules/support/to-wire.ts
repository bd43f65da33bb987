/** Rows as the wire shows them (`@fundpath/contracts/support`); no I/O. */
import { isStaff } from '@fundpath/contracts/roles';
import type { Ticket, TicketAttachment, TicketMessage } from '@fundpath/contracts/support';
import type { UserRow } from '../../platform/sessions';
import { isSlaBreached } from './policy';
import type * as repo from './repo';

export const iso = (d: Date) => d.toISOString();
export const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

export function toTicket(row: repo.TicketView, actor: UserRow, now = new Date()): Ticket {
  return {
    id: row.id,
    ticket_number: row.ticket_number,
    title: row.title,
    description: row.description,
    status: row.status,
    priority: row.priority,
    category: row.category,
    user_id: row.user_id,
    user_name: row.user_name,
    assigned_to: row.assigned_to,
    assigned_to_name: row.assigned_to_name,
    resolution: row.resolution,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    resolved_at: isoOrNull(row.resolved_at),
    sla_due_date: iso(row.sla_due_date),
    sla_breached: isSlaBreached(row.sla_due_date, row.resolved_at, now),
    // Internal notes exist for staff only; a client's count must not reveal them.
    messages_count: row.messages_count + (isStaff(actor) ? row.internal_count : 0),
  };
}

export type AttachmentView = Awaited<ReturnType<typeof repo.listAttachments>>[number];
export function toAttachment(a: AttachmentView): TicketAttachment {
  return {
    id: a.id,
    ticket_id: a.ticket_id,
    message_id: a.message_id,
    user_id: a.user_id,
    user_name: a.user_name,
    file_name: a.file_name,
    content_type: a.content_type,
    size: a.size,
    is_internal: a.is_internal,
    created_at: iso(a.created_at),
  };
}

export type MessageView = Awaited<ReturnType<typeof repo.listMessages>>[number];
export function toMessage(m: MessageView, attachments: TicketAttachment[]): TicketMessage {
  return {
    id: m.id,
    ticket_id: m.ticket_id,
    user_id: m.user_id,
    user_name: m.user_name,
    message: m.message,
    is_internal: m.is_internal,
    created_at: iso(m.created_at),
    attachments: attachments.filter((a) => a.message_id === m.id),
  };
}
