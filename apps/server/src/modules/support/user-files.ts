/** A client's ticket files, for the documents screen (issue 7/8): never internal ones, never storage keys. */
import { and, desc, eq } from 'drizzle-orm';
import { supportTicketAttachments, supportTickets } from '../../db/schema/support';
import type { Db } from '../../platform/db';

export interface TicketFileOfUser {
  id: string;
  ticket_id: string;
  name: string;
  size: number;
  content_type: string;
  created_at: Date;
  /** The ticket's title. */
  ticket_title: string;
  /** This module's download route (it checks access on every request). */
  download_path: string;
}

/** The files on tickets the user opened that the user may see (not internal), newest first. */
export async function ticketFilesOfUser(db: Db, userId: string): Promise<TicketFileOfUser[]> {
  const rows = await db
    .select({
      id: supportTicketAttachments.id,
      ticket_id: supportTicketAttachments.ticket_id,
      name: supportTicketAttachments.file_name,
      size: supportTicketAttachments.size,
      content_type: supportTicketAttachments.content_type,
      created_at: supportTicketAttachments.created_at,
      ticket_title: supportTickets.title,
    })
    .from(supportTicketAttachments)
    .innerJoin(supportTickets, eq(supportTickets.id, supportTicketAttachments.ticket_id))
    .where(and(eq(supportTickets.user_id, userId), eq(supportTicketAttachments.is_internal, false)))
    .orderBy(desc(supportTicketAttachments.created_at));
  return rows.map((r) => ({
    ...r,
    download_path: `/api/tickets/${r.ticket_id}/attachments/${r.id}/download`,
  }));
}
