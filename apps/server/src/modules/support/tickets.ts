/** Tickets: who may see which, the lists and search, opening one, and every change to it. */
import { isAdmin, isStaff } from '@fundpath/contracts/roles';
import {
  TICKET_REQUIRED_MESSAGE,
  type Ticket,
  type TicketActivity,
  type TicketDetail,
  type TicketPatch,
  type TicketPriority,
  type TicketStats,
  type TicketStatus,
  ticketCategorySchema,
  ticketPrioritySchema,
} from '@fundpath/contracts/support';
import { type Ctx, requireActor } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { idempotently, requestHash } from '../../platform/idempotency';
import type { UserRow } from '../../platform/sessions';
import { type Publication, publishAll, type SupportDeps, ticketEvent } from './notify';
import {
  canClientMove,
  canStaffMove,
  isDone,
  parseTicketNumber,
  slaDueDate,
  slaDueDateForPriorityChange,
} from './policy';
import * as repo from './repo';
import { iso, toAttachment, toMessage, toTicket } from './to-wire';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const notFound = () => new AppError('NOT_FOUND', 'Ticket not found');

// ---- visibility ------------------------------------------------------------------------------

/** May `actor` see this ticket at all? Staff see every ticket; anyone else only their own. */
export function canSee(actor: UserRow, ticketOwnerId: string): boolean {
  return isStaff(actor) || ticketOwnerId === actor.id;
}

/** The ticket as `ctx.actor` may see it; another client's ticket is "not found", never "forbidden". */
export async function visibleTicket(ctx: Ctx, id: string): Promise<repo.TicketView> {
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

/** The thread as `ctx.actor` may see it: internal notes and their files only for staff. */
export async function threadOf(ctx: Ctx, ticketId: string) {
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
  await ctx.events.emit(ctx, 'ticket.created', {
    ticket_id: row.id,
    user_id: row.user_id,
    created_by: actor.id,
  });
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
    if (outcome.statusChange)
      await ctx.events.emit(ctx, 'ticket.status_changed', {
        ticket_id: row.id,
        ...outcome.statusChange,
        changed_by: actor.id,
      });
    if (outcome.assignee)
      await ctx.events.emit(ctx, 'ticket.assigned', {
        ticket_id: row.id,
        assigned_to: outcome.assignee.id,
        assigned_by: actor.id,
      });
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
