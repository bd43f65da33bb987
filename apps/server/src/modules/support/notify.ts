/**
 * Who hears about a ticket change: realtime events to the ticket's watchers and notification
 * mail. Both run after commit; failures are logged, never fail the request.
 */
import type { Mailer } from '../../adapters/mail';
import type { Storage } from '../../adapters/storage';
import type { Ctx } from '../../platform/auth';
import type { Realtime, RealtimeEvent } from '../../platform/realtime';
import type { UserRow } from '../../platform/sessions';
import type * as repo from './repo';
import { iso } from './to-wire';

/** What the ticket service needs beyond the request context: no Fastify types. */
export interface SupportDeps {
  mailer: Mailer;
  storage: Storage;
  realtime: Pick<Realtime, 'publishMany'>;
  /** Base of links in e-mails (PUBLIC_URL); relative links when unset. */
  publicUrl: string | null;
}

/** Where the web shows one ticket, for links in e-mails. */
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

export async function sendMail(
  ctx: Ctx,
  deps: SupportDeps,
  to: string,
  subject: string,
  text: string,
): Promise<void> {
  try {
    await deps.mailer.send({ to, subject, text });
  } catch (err) {
    ctx.log.error({ err, subject }, 'support: notification mail failed');
  }
}

export const link = (deps: SupportDeps, path: string, id: string) =>
  `${deps.publicUrl ?? ''}${path}?ticket=${id}`;

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

/** Tells a staff member a ticket was assigned to them (not when they assigned it themselves). */
export async function mailAssignee(
  ctx: Ctx,
  deps: SupportDeps,
  row: repo.TicketView,
  assignee: UserRow,
  actor: UserRow,
): Promise<void> {
  if (assignee.id === actor.id) return;
  await sendMail(
    ctx,
    deps,
    assignee.email,
    `[${row.ticket_number}] Assigned to you: ${row.title}`,
    [
      `Hi ${assignee.display_name},`,
      '',
      `${actor.display_name} assigned ticket ${row.ticket_number} to you.`,
      `Title: ${row.title}`,
      `Priority: ${row.priority}; due by ${iso(row.sla_due_date)}`,
      `Client: ${row.user_name ?? 'unknown'}`,
      '',
      `Open it: ${link(deps, STAFF_TICKET_PATH, row.id)}`,
    ].join('\n'),
  );
}

/** Tells a ticket's owner that staff replied, with the reply and a link back. */
export async function mailReplyToOwner(
  ctx: Ctx,
  deps: SupportDeps,
  row: repo.TicketView,
  owner: { email: string; display_name: string },
  actor: UserRow,
  text: string,
): Promise<void> {
  await sendMail(
    ctx,
    deps,
    owner.email,
    `[${row.ticket_number}] New reply to your ticket: ${row.title}`,
    [
      `Hi ${owner.display_name},`,
      '',
      `${actor.display_name} replied to your support ticket ${row.ticket_number}:`,
      '',
      text,
      '',
      `View the conversation and reply: ${link(deps, CLIENT_TICKET_PATH, row.id)}`,
    ].join('\n'),
  );
}
