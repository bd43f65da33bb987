import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { isAdmin, isStaff } from '@fundpath/contracts/roles';
import {
  TICKET_ATTACHMENT_MAX_BYTES,
  TICKET_ATTACHMENT_TYPES,
  TICKET_REOPEN_WINDOW_DAYS,
  TICKET_REQUIRED_MESSAGE,
  type Ticket,
  type TicketActivity,
  type TicketAttachment,
  type TicketDetail,
  type TicketMessage,
  type TicketPatch,
  type TicketPriority,
  type TicketStats,
  type TicketStatus,
  ticketCategorySchema,
  ticketPrioritySchema,
} from '@fundpath/contracts/support';
import type { Mailer } from '../../adapters/mail';
import type { Storage } from '../../adapters/storage';
import { isAllowedType, safeFileName, sniffFileType } from '../../adapters/storage/sniff';
import { type Ctx, requireActor } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { idempotently, requestHash } from '../../platform/idempotency';
import type { Realtime, RealtimeEvent } from '../../platform/realtime';
import type { UserRow } from '../../platform/sessions';
import {
  canClientMove,
  canStaffMove,
  isDone,
  isSlaBreached,
  parseTicketNumber,
  slaDueDate,
  slaDueDateForPriorityChange,
  statusAfterClientReply,
} from './policy';
import * as repo from './repo';

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new AppError('NOT_FOUND', 'Ticket not found');
const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

// ---- mapping to the wire ---------------------------------------------------------------------

function toTicket(row: repo.TicketView, actor: UserRow, now = new Date()): Ticket {
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

type AttachmentView = Awaited<ReturnType<typeof repo.listAttachments>>[number];
function toAttachment(a: AttachmentView): TicketAttachment {
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

type MessageView = Awaited<ReturnType<typeof repo.listMessages>>[number];
function toMessage(m: MessageView, attachments: TicketAttachment[]): TicketMessage {
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

// ---- visibility ------------------------------------------------------------------------------

/** May `actor` see this ticket at all? Staff see every ticket; anyone else only their own. */
export function canSee(actor: UserRow, ticketOwnerId: string): boolean {
  return isStaff(actor) || ticketOwnerId === actor.id;
}

/** The ticket as `ctx.actor` may see it; another client's ticket is "not found", never "forbidden". */
async function visibleTicket(ctx: Ctx, id: string): Promise<repo.TicketView> {
  const actor = requireActor(ctx);
  if (!UUID.test(id)) throw notFound();
  const row = await repo.findTicket(ctx.db, id);
  if (!row || !canSee(actor, row.user_id)) throw notFound();
  return row;
}

/** For the realtime channel: may `actor` follow `ticket:<id>`? */
export async function canFollowTicket(db: Db, actor: UserRow, id: string | null): Promise<boolean> {
  if (!id || !UUID.test(id)) return false;
  if (isStaff(actor)) return true;
  return (await repo.ticketOwner(db, id)) === actor.id;
}

// ---- events and mail (after commit; failures are logged, never fail the request) ------------

type Publication = RealtimeEvent;

async function publishAll(ctx: Ctx, deps: SupportDeps, items: Publication[]): Promise<void> {
  try {
    await deps.realtime.publishMany(items);
  } catch (err) {
    ctx.log.warn(
      { err, events: items.map((p) => `${p.topic} ${p.event}`) },
      'support: realtime publish failed',
    );
  }
}

async function sendMail(
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

const link = (deps: SupportDeps, path: string, id: string) => `${deps.publicUrl ?? ''}${path}?ticket=${id}`;

/** Events every watcher of a ticket gets: its own topic, the staff list, and the owner's user topic. */
function ticketEvent(ticket: repo.TicketView, event: string, data: Record<string, unknown>): Publication[] {
  const body = { ticket_id: ticket.id, ticket_number: ticket.ticket_number, ...data };
  return [
    { topic: `ticket:${ticket.id}`, event, data: body },
    { topic: 'tickets', event, data: body, audience: 'staff' },
    { topic: `user:${ticket.user_id}`, event, data: body },
  ];
}

// ---- reads -----------------------------------------------------------------------------------

export interface ListQuery {
  status?: TicketStatus;
  priority?: TicketPriority;
  category?: Ticket['category'];
  assigned_to?: string;
  user_id?: string;
  page: number;
  per_page: number;
}

function filterFor(actor: UserRow, q: Omit<ListQuery, 'page' | 'per_page'>): repo.TicketFilter {
  return {
    ...(isStaff(actor) ? {} : { ownerId: actor.id }),
    status: q.status,
    priority: q.priority,
    category: q.category,
    assignedTo: q.assigned_to === 'unassigned' ? null : q.assigned_to,
    userId: q.user_id,
  };
}

export async function listTickets(ctx: Ctx, q: ListQuery, opts: { assignedToMe?: boolean } = {}) {
  const actor = requireActor(ctx);
  const filter = filterFor(actor, q);
  if (opts.assignedToMe) filter.assignedTo = actor.id;
  const { rows, total } = await repo.listTickets(ctx.db, filter, q.per_page, (q.page - 1) * q.per_page);
  const now = new Date();
  return { tickets: rows.map((r) => toTicket(r, actor, now)), total, page: q.page, per_page: q.per_page };
}

async function threadOf(ctx: Ctx, ticketId: string) {
  const staff = isStaff(requireActor(ctx));
  const [messages, attachments] = await Promise.all([
    repo.listMessages(ctx.db, ticketId, staff),
    repo.listAttachments(ctx.db, ticketId, staff),
  ]);
  const files = attachments.map(toAttachment);
  return { messages: messages.map((m) => toMessage(m, files)), attachments: files };
}

export async function getTicket(ctx: Ctx, id: string): Promise<TicketDetail> {
  const row = await visibleTicket(ctx, id);
  return { ...toTicket(row, requireActor(ctx)), ...(await threadOf(ctx, row.id)) };
}

export async function listMessages(ctx: Ctx, id: string): Promise<TicketMessage[]> {
  const row = await visibleTicket(ctx, id);
  return (await threadOf(ctx, row.id)).messages;
}

export async function listAttachments(ctx: Ctx, id: string): Promise<TicketAttachment[]> {
  const row = await visibleTicket(ctx, id);
  return (await threadOf(ctx, row.id)).attachments;
}

export async function listActivity(ctx: Ctx, id: string): Promise<TicketActivity[]> {
  const row = await visibleTicket(ctx, id);
  const rows = await repo.listActivity(ctx.db, row.id, isStaff(requireActor(ctx)));
  return rows.map((a) => ({ ...a, created_at: iso(a.created_at) }));
}

export async function ticketStats(ctx: Ctx): Promise<Omit<TicketStats, 'status'>> {
  const actor = requireActor(ctx);
  const s = await repo.ticketStats(ctx.db, isStaff(actor) ? undefined : actor.id);
  return {
    total: s.total,
    open: s.open,
    in_progress: s.in_progress,
    waiting_on_client: s.waiting_on_client,
    waiting_on_admin: s.waiting_on_admin,
    resolved: s.resolved,
    closed: s.closed,
    breached: s.breached,
    by_priority: { low: s.low, medium: s.medium, high: s.high, urgent: s.urgent },
  };
}

/** Words of a query as stemmed prefixes for to_tsquery: "fund appl" → `fund:* & appl:*`. */
export function toPrefixQuery(q: string): string | null {
  const words = (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/**
 * Full text and exact ticket number first; only when that finds nothing, a partial (infix)
 * match on number, title and description, so "ppli" still finds "application" while common
 * words stay on the fast, ranked path.
 */
export async function searchTickets(
  ctx: Ctx,
  q: Omit<ListQuery, 'page' | 'per_page'> & { q: string; page: number; per_page: number },
) {
  const actor = requireActor(ctx);
  const text = q.q.trim();
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  const input: repo.SearchInput = {
    ...filterFor(actor, q),
    tsquery: toPrefixQuery(text),
    seq: parseTicketNumber(text) ?? null,
    // Trigram indexes need three characters; shorter infixes would scan every ticket.
    like: text.length >= 3 ? `%${escaped}%` : null,
  };
  const offset = (q.page - 1) * q.per_page;
  let found = await repo.searchTickets(ctx.db, input, 'fulltext', q.per_page, offset);
  if (found.total === 0) found = await repo.searchTickets(ctx.db, input, 'partial', q.per_page, offset);
  const now = new Date();
  return {
    results: found.rows.map((r) => toTicket(r, actor, now)),
    total: found.total,
    total_capped: found.capped,
    page: q.page,
    per_page: q.per_page,
  };
}

// ---- create ----------------------------------------------------------------------------------

export interface CreateInput {
  title?: string;
  description?: string;
  priority: TicketPriority;
  category: Ticket['category'];
  user_id?: string;
}

export async function createTicket(
  ctx: Ctx,
  deps: SupportDeps,
  input: CreateInput,
  idempotencyKey?: string,
): Promise<{ ticket: TicketDetail; replayed: boolean }> {
  const actor = requireActor(ctx);
  const title = input.title?.trim() ?? '';
  const description = input.description?.trim() ?? '';
  if (!title || !description) throw new AppError('VALIDATION_FAILED', TICKET_REQUIRED_MESSAGE);
  let ownerId = actor.id;
  if (input.user_id && input.user_id !== actor.id) {
    if (!isStaff(actor)) throw new AppError('FORBIDDEN', 'You can only open tickets for yourself');
    const owner = await repo.findUser(ctx.db, input.user_id);
    if (owner?.role !== 'client')
      throw new AppError('VALIDATION_FAILED', 'Tickets can be opened only for clients');
    ownerId = owner.id;
  }
  const now = new Date();
  const claim = idempotencyKey
    ? {
        userId: actor.id,
        scope: 'tickets.create',
        key: idempotencyKey,
        request: requestHash(title, description, input.priority, input.category, ownerId),
      }
    : null;
  const created = await ctx.db.transaction((tx) =>
    idempotently(
      tx,
      claim,
      async () => {
        const row = await repo.insertTicket(tx, {
          title,
          description,
          priority: input.priority,
          category: input.category,
          user_id: ownerId,
          created_at: now,
          updated_at: now,
          sla_due_date: slaDueDate(now, input.priority),
        });
        await repo.insertActivity(tx, [
          { ticket_id: row.id, actor_id: actor.id, action: 'created', field: 'status', to_value: 'open' },
        ]);
        return row.id;
      },
      (ticketId) => ticketId,
    ),
  );
  // A retry of a create whose answer was lost: the ticket as it is now, announced once only.
  if ('replay' in created) return { ticket: await getTicket(ctx, created.replay), replayed: true };
  const row = (await repo.findTicket(ctx.db, created.done))!;
  await publishAll(
    ctx,
    deps,
    ticketEvent(row, 'ticket.created', { status: row.status, priority: row.priority }).slice(1),
  );
  return { ticket: { ...toTicket(row, actor, now), messages: [], attachments: [] }, replayed: false };
}

// ---- changes ---------------------------------------------------------------------------------

const CLIENT_EDITABLE = new Set(['title', 'description', 'status']);

/**
 * The one path for every change to a ticket (PATCH, resolve, assign): checks who may change
 * what, applies the transition table, keeps the SLA and resolved_at right, and records one
 * activity entry per changed field, all in one transaction on the locked row.
 */
export async function changeTicket(
  ctx: Ctx,
  deps: SupportDeps,
  id: string,
  patch: TicketPatch,
): Promise<TicketDetail> {
  const actor = requireActor(ctx);
  const staff = isStaff(actor);
  if (!UUID.test(id)) throw notFound();
  const now = new Date();

  const outcome = await ctx.db.transaction(async (tx) => {
    const cur = await repo.lockTicket(tx, id);
    if (!cur || !canSee(actor, cur.user_id)) throw notFound();

    const keys = (Object.keys(patch) as Array<keyof TicketPatch>).filter((k) => patch[k] !== undefined);
    if (!staff) {
      if (keys.some((k) => !CLIENT_EDITABLE.has(k))) {
        throw new AppError(
          'FORBIDDEN',
          'Clients can change only the title and description of a ticket, or close it',
        );
      }
      if ((patch.title !== undefined || patch.description !== undefined) && cur.status !== 'open') {
        throw new AppError('CONFLICT', 'Only open tickets can be edited');
      }
    }

    const set: Partial<repo.TicketRow> = {};
    const activity: repo.NewActivity[] = [];
    const note = (action: string, field: string, from: string | null, to: string | null) =>
      activity.push({ ticket_id: cur.id, actor_id: actor.id, action, field, from_value: from, to_value: to });

    for (const field of ['title', 'description'] as const) {
      const value = patch[field];
      if (value !== undefined && value !== cur[field]) {
        set[field] = value;
        // Long texts are not copied into the history; the entry says that it changed.
        note('updated', field, field === 'title' ? cur.title : null, field === 'title' ? value : null);
      }
    }
    if (patch.category !== undefined && patch.category !== cur.category) {
      set.category = ticketCategorySchema.parse(patch.category);
      note('category_changed', 'category', cur.category, patch.category);
    }
    const priority = patch.priority ?? cur.priority;
    if (patch.priority !== undefined && patch.priority !== cur.priority) {
      set.priority = ticketPrioritySchema.parse(patch.priority);
      set.sla_due_date = slaDueDateForPriorityChange(cur.sla_due_date, cur.priority, patch.priority);
      note('priority_changed', 'priority', cur.priority, patch.priority);
    }

    let assignee: UserRow | null | undefined;
    if (patch.assigned_to !== undefined && patch.assigned_to !== cur.assigned_to) {
      if (patch.assigned_to !== null) {
        assignee = await repo.findUser(tx, patch.assigned_to);
        if (!assignee || !isStaff(assignee)) {
          throw new AppError('VALIDATION_FAILED', 'Tickets can be assigned only to staff members');
        }
      } else assignee = null;
      set.assigned_to = patch.assigned_to;
      note('assigned', 'assigned_to', cur.assigned_to, patch.assigned_to);
    }

    if (patch.resolution !== undefined && patch.resolution !== cur.resolution) {
      set.resolution = patch.resolution || null;
      note('updated', 'resolution', null, null);
    }

    const to = patch.status;
    let statusChange: { from: TicketStatus; to: TicketStatus } | undefined;
    if (to !== undefined && to !== cur.status) {
      const allowed = staff ? canStaffMove(cur.status, to) : canClientMove(cur.status, to);
      if (!allowed && !staff) throw new AppError('FORBIDDEN', 'Only staff can change the status of a ticket');
      if (!allowed) throw new AppError('CONFLICT', `A ticket cannot move from ${cur.status} to ${to}`);
      set.status = to;
      statusChange = { from: cur.status, to };
      if (isDone(to) && !isDone(cur.status)) set.resolved_at = now;
      if (!isDone(to) && isDone(cur.status)) {
        // Reopened: the SLA clock restarts now, for the (possibly new) priority.
        set.resolved_at = null;
        set.sla_due_date = slaDueDate(now, priority);
        note('reopened', 'status', cur.status, to);
      } else {
        note(to === 'resolved' ? 'resolved' : 'status_changed', 'status', cur.status, to);
      }
    }

    if (activity.length === 0) return { changed: false as const, statusChange, assignee };
    await repo.updateTicket(tx, cur.id, { ...set, updated_at: now });
    await repo.insertActivity(tx, activity);
    return { changed: true as const, statusChange, assignee, fields: activity.map((a) => a.field) };
  });

  const row = (await repo.findTicket(ctx.db, id))!;
  if (outcome.changed) {
    const pubs: Publication[] = ticketEvent(row, 'ticket.updated', {
      fields: outcome.fields,
      status: row.status,
      priority: row.priority,
      assigned_to: row.assigned_to,
    });
    if (outcome.statusChange) pubs.push(...ticketEvent(row, 'ticket.status_changed', outcome.statusChange));
    if (outcome.assignee !== undefined) {
      const data = { assigned_to: row.assigned_to, assigned_to_name: row.assigned_to_name };
      pubs.push(...ticketEvent(row, 'ticket.assigned', data));
      if (outcome.assignee) {
        pubs.push({
          topic: `user:${outcome.assignee.id}`,
          event: 'ticket.assigned',
          data: { ticket_id: row.id, ticket_number: row.ticket_number, ...data },
        });
      }
    }
    await publishAll(ctx, deps, pubs);
    if (outcome.assignee && outcome.assignee.id !== actor.id) {
      await sendMail(
        ctx,
        deps,
        outcome.assignee.email,
        `[${row.ticket_number}] Assigned to you: ${row.title}`,
        [
          `Hi ${outcome.assignee.display_name},`,
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
  }
  return { ...toTicket(row, actor, now), ...(await threadOf(ctx, row.id)) };
}

export function resolveTicket(ctx: Ctx, deps: SupportDeps, id: string, resolution: string) {
  return changeTicket(ctx, deps, id, { status: 'resolved', resolution });
}

export function assignTicket(ctx: Ctx, deps: SupportDeps, id: string, assignedTo: string | null) {
  return changeTicket(ctx, deps, id, { assigned_to: assignedTo });
}

export async function deleteTicket(ctx: Ctx, deps: SupportDeps, id: string): Promise<void> {
  const actor = requireActor(ctx);
  if (!isAdmin(actor)) throw new AppError('FORBIDDEN', 'Only administrators can delete tickets');
  const row = await visibleTicket(ctx, id);
  const keys = await repo.attachmentKeys(ctx.db, row.id);
  await repo.deleteTicket(ctx.db, row.id);
  for (const key of keys) {
    await deps.storage
      .delete(key)
      .catch((err) => ctx.log.warn({ err, key }, 'support: attachment file not deleted'));
  }
  await publishAll(ctx, deps, ticketEvent(row, 'ticket.deleted', {}));
}

// ---- messages --------------------------------------------------------------------------------

export const REOPEN_EXPIRED_MESSAGE = `This ticket was closed more than ${TICKET_REOPEN_WINDOW_DAYS} days ago. Please open a new ticket.`;

export async function addMessage(
  ctx: Ctx,
  deps: SupportDeps,
  id: string,
  input: { message: string; is_internal: boolean },
  idempotencyKey?: string,
): Promise<{ message: TicketMessage; replayed: boolean }> {
  const actor = requireActor(ctx);
  const staff = isStaff(actor);
  if (!UUID.test(id)) throw notFound();
  const text = input.message.trim();
  if (!text) throw new AppError('VALIDATION_FAILED', 'Message cannot be empty');
  const now = new Date();
  const claim = idempotencyKey
    ? {
        userId: actor.id,
        scope: `tickets.${input.is_internal ? 'note' : 'message'}:${id}`,
        key: idempotencyKey,
        request: requestHash(text),
      }
    : null;

  const outcome = await ctx.db.transaction(async (tx) => {
    const cur = await repo.lockTicket(tx, id);
    if (!cur || !canSee(actor, cur.user_id)) throw notFound();
    if (input.is_internal && !staff) throw new AppError('FORBIDDEN', 'Only staff can add internal notes');
    return idempotently(
      tx,
      claim,
      async () => {
        const activity: repo.NewActivity[] = [];
        let statusChange: { from: TicketStatus; to: TicketStatus } | undefined;
        // The owner's reply moves the ticket back to us; staff replies leave the status to staff.
        if (!staff || cur.user_id === actor.id) {
          const next = statusAfterClientReply(cur.status, cur.resolved_at, now);
          if (next === 'expired') throw new AppError('CONFLICT', REOPEN_EXPIRED_MESSAGE);
          if (next && next !== cur.status) {
            statusChange = { from: cur.status, to: next };
            const reopened = isDone(cur.status);
            await repo.updateTicket(tx, cur.id, {
              status: next,
              updated_at: now,
              ...(reopened ? { resolved_at: null, sla_due_date: slaDueDate(now, cur.priority) } : {}),
            });
            activity.push({
              ticket_id: cur.id,
              actor_id: actor.id,
              action: reopened ? 'reopened' : 'status_changed',
              field: 'status',
              from_value: cur.status,
              to_value: next,
            });
          }
        }
        const message = await repo.insertMessage(tx, {
          ticket_id: cur.id,
          user_id: actor.id,
          message: text,
          is_internal: input.is_internal,
          created_at: now,
          updated_at: now,
        });
        await repo.countMessage(tx, cur.id, text, input.is_internal, staff && cur.user_id !== actor.id);
        // An internal note must leave no trace a client can see, not even a newer updated_at.
        if (!input.is_internal) await repo.updateTicket(tx, cur.id, { updated_at: now });
        activity.push({
          ticket_id: cur.id,
          actor_id: actor.id,
          action: input.is_internal ? 'internal_note_added' : 'message_added',
          field: null,
          to_value: message.id,
          is_internal: input.is_internal,
        });
        await repo.insertActivity(tx, activity);
        return { message, statusChange };
      },
      (r) => r.message.id,
    );
  });
  if ('replay' in outcome) {
    // A retry of a post whose answer was lost: the message already in the thread, sent once.
    const earlier = (await threadOf(ctx, id)).messages.find((m) => m.id === outcome.replay);
    if (!earlier) throw notFound();
    return { message: earlier, replayed: true };
  }
  const result = outcome.done;

  const row = (await repo.findTicket(ctx.db, id))!;
  const data = {
    message_id: result.message.id,
    user_id: actor.id,
    user_name: actor.display_name,
    is_internal: input.is_internal,
    created_at: iso(now),
  };
  const pubs: Publication[] = input.is_internal
    ? [
        {
          topic: `ticket:${row.id}`,
          event: 'message.created',
          data: { ticket_id: row.id, ...data },
          audience: 'staff',
        },
        {
          topic: 'tickets',
          event: 'message.created',
          data: { ticket_id: row.id, ...data },
          audience: 'staff',
        },
      ]
    : ticketEvent(row, 'message.created', data);
  if (result.statusChange) pubs.push(...ticketEvent(row, 'ticket.status_changed', result.statusChange));
  await publishAll(ctx, deps, pubs);

  if (staff && !input.is_internal && row.user_id !== actor.id) {
    const owner = await repo.findUser(ctx.db, row.user_id);
    if (owner) {
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
  }
  const message = toMessage(
    {
      id: result.message.id,
      ticket_id: row.id,
      user_id: actor.id,
      user_name: actor.display_name,
      message: text,
      is_internal: input.is_internal,
      created_at: now,
    },
    [],
  );
  return { message, replayed: false };
}

// ---- attachments -----------------------------------------------------------------------------

export interface UploadedFile {
  data: Buffer;
  filename: string;
}

/** Refuses before the upload is read when the caller cannot see the ticket. */
export async function assertCanUpload(ctx: Ctx, id: string): Promise<void> {
  await visibleTicket(ctx, id);
}

const EXT_ALIASES: Record<string, string> = { jpeg: 'jpg', csv: 'txt', text: 'txt' };

/** Keeps the uploader's name when its extension tells the truth; else adds the real one (`a.pdf` of text → `a.pdf.txt`). */
export function nameMatchingContent(name: string, ext: string): string {
  const given = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return given && (EXT_ALIASES[given] ?? given) === ext ? name : `${name}.${ext}`;
}

export async function addAttachment(
  ctx: Ctx,
  deps: SupportDeps,
  id: string,
  file: UploadedFile,
  fields: { message_id?: string; is_internal?: boolean },
  idempotencyKey?: string,
): Promise<{ attachment: TicketAttachment; replayed: boolean }> {
  const actor = requireActor(ctx);
  const staff = isStaff(actor);
  const ticket = await visibleTicket(ctx, id);
  if (fields.is_internal && !staff)
    throw new AppError('FORBIDDEN', 'Only staff can add internal attachments');
  if (file.data.length > TICKET_ATTACHMENT_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'Files can be at most 10 MB');
  }
  const sniffed = sniffFileType(file.data);
  if (!isAllowedType(sniffed, TICKET_ATTACHMENT_TYPES) || !sniffed) {
    throw new AppError(
      'VALIDATION_FAILED',
      'This file type is not allowed. Upload a PDF, image (JPG, PNG, GIF, WebP), Word or Excel document, or a text/CSV file.',
    );
  }
  let isInternal = fields.is_internal === true;
  let messageId: string | null = null;
  if (fields.message_id) {
    const message = UUID.test(fields.message_id)
      ? await repo.findMessage(ctx.db, ticket.id, fields.message_id)
      : undefined;
    if (!message || (message.is_internal && !staff)) throw new AppError('NOT_FOUND', 'Message not found');
    messageId = message.id;
    // A file on an internal note is as internal as the note.
    isInternal ||= message.is_internal;
  }
  const name = nameMatchingContent(safeFileName(file.filename, `attachment.${sniffed.ext}`), sniffed.ext);
  const isCsv = sniffed.ext === 'txt' && /\.csv$/i.test(name);
  const contentType = isCsv ? 'text/csv' : sniffed.mime;
  const key = `tickets/${ticket.id}/${randomUUID()}.${isCsv ? 'csv' : sniffed.ext}`;
  await deps.storage.put(key, file.data, contentType);
  const now = new Date();
  const claim = idempotencyKey
    ? {
        userId: actor.id,
        scope: `tickets.attachment:${ticket.id}`,
        key: idempotencyKey,
        request: requestHash(file.data, name, messageId, isInternal),
      }
    : null;
  let stored: { replay: string } | { done: string };
  try {
    stored = await ctx.db.transaction((tx) =>
      idempotently(
        tx,
        claim,
        async () => {
          const row = await repo.insertAttachment(tx, {
            ticket_id: ticket.id,
            message_id: messageId,
            user_id: actor.id,
            file_name: name,
            content_type: contentType,
            size: file.data.length,
            storage_key: key,
            is_internal: isInternal,
            created_at: now,
            updated_at: now,
          });
          if (!isInternal) await repo.updateTicket(tx, ticket.id, { updated_at: now });
          await repo.insertActivity(tx, [
            {
              ticket_id: ticket.id,
              actor_id: actor.id,
              action: 'attachment_added',
              field: null,
              to_value: name,
              is_internal: isInternal,
            },
          ]);
          return row.id;
        },
        (attachmentId) => attachmentId,
      ),
    );
  } catch (err) {
    await deps.storage.delete(key).catch(() => {});
    throw err;
  }
  if ('replay' in stored) {
    // A retry of an upload whose answer was lost: this copy of the bytes is not needed.
    const replay = stored.replay;
    await deps.storage.delete(key).catch(() => {});
    const earlier = (await repo.listAttachments(ctx.db, ticket.id, staff)).find((a) => a.id === replay);
    if (!earlier) throw notFound();
    return { attachment: toAttachment(earlier), replayed: true };
  }
  const attachmentId = stored.done;
  const data = { attachment_id: attachmentId, message_id: messageId, is_internal: isInternal };
  await publishAll(
    ctx,
    deps,
    isInternal
      ? [
          {
            topic: `ticket:${ticket.id}`,
            event: 'attachment.created',
            data: { ticket_id: ticket.id, ...data },
            audience: 'staff',
          },
        ]
      : [
          {
            topic: `ticket:${ticket.id}`,
            event: 'attachment.created',
            data: { ticket_id: ticket.id, ...data },
          },
        ],
  );
  return {
    attachment: {
      id: attachmentId,
      ticket_id: ticket.id,
      message_id: messageId,
      user_id: actor.id,
      user_name: actor.display_name,
      file_name: name,
      content_type: contentType,
      size: file.data.length,
      is_internal: isInternal,
      created_at: iso(now),
    },
    replayed: false,
  };
}

export async function openAttachment(
  ctx: Ctx,
  deps: SupportDeps,
  id: string,
  attachmentId: string,
): Promise<{ stream: Readable; size: number; file_name: string; content_type: string }> {
  const actor = requireActor(ctx);
  const ticket = await visibleTicket(ctx, id);
  const row = UUID.test(attachmentId)
    ? await repo.findAttachment(ctx.db, ticket.id, attachmentId)
    : undefined;
  if (!row || (row.is_internal && !isStaff(actor))) throw new AppError('NOT_FOUND', 'Attachment not found');
  const { stream, size } = await deps.storage.get(row.storage_key).catch(() => {
    throw new AppError('NOT_FOUND', 'Attachment not found');
  });
  return { stream, size, file_name: row.file_name, content_type: row.content_type };
}
