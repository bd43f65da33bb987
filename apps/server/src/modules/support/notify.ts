/**
 * Who hears about a ticket change: realtime events to the ticket's watchers, after commit
 * (failures are logged, never fail the request). Notifications (in-app and e-mail) are not sent
 * from here: the service emits `ticket.replied` / `ticket.assigned` / `ticket.status_changed`
 * and the notifications module, which subscribes, reads what it shows through {@link ticketNotice}.
 */
import type { Storage } from '../../adapters/storage';
import type { Ctx } from '../../platform/auth';
import type { Db } from '../../platform/db';
import type { Realtime, RealtimeEvent } from '../../platform/realtime';
import * as repo from './repo';

/** What the ticket service needs beyond the request context: no Fastify types. */
export interface SupportDeps {
  storage: Storage;
  realtime: Pick<Realtime, 'publishMany'>;
}

/** Where the web shows one ticket, for links in notifications. */
export const CLIENT_TICKET_PATH = '/client/support';
export const STAFF_TICKET_PATH = '/admin/support';

export type Publication = RealtimeEvent;

export async function publishAll(ctx: Ctx, deps: SupportDeps, items: Publication[]): Promise<void> {
  try {
    await deps.realtime.publishMany(items);
  } catch (err) {
    ctx.log.warn(
      { err, events: items.map((p) => `${p.topic} ${p.event}`) },
      'support: realtime publish failed',
    );
  }
}

/** Events every watcher of a ticket gets: its own topic, the staff list, and the owner's user topic. */
export function ticketEvent(
  ticket: repo.TicketView,
  event: string,
  data: Record<string, unknown>,
): Publication[] {
  const body = { ticket_id: ticket.id, ticket_number: ticket.ticket_number, ...data };
  return [
    { topic: `ticket:${ticket.id}`, event, data: body },
    { topic: 'tickets', event, data: body, audience: 'staff' },
    { topic: `user:${ticket.user_id}`, event, data: body },
  ];
}

/**
 * What a notification about a ticket shows: number, title, owner, assignee and (when asked) one
 * message of its thread. Undefined when the ticket (or that message) no longer exists.
 */
export async function ticketNotice(db: Db, ticketId: string, messageId?: string) {
  const row = await repo.findTicket(db, ticketId);
  if (!row) return undefined;
  const message = messageId ? await repo.findMessage(db, ticketId, messageId) : undefined;
  if (messageId && !message) return undefined;
  return {
    id: row.id,
    ticket_number: row.ticket_number,
    title: row.title,
    status: row.status,
    user_id: row.user_id,
    user_name: row.user_name,
    assigned_to: row.assigned_to,
    message: message ? { text: message.message, is_internal: message.is_internal } : null,
  };
}
