import type { TicketCategory, TicketPriority, TicketStatus } from '@fundpath/contracts';
import { and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  supportTicketActivity,
  supportTicketAttachments,
  supportTicketMessages,
  supportTickets,
  users,
} from '../../db/schema';
import type { Db } from '../../platform/db';

const owner = alias(users, 'owner');
const assignee = alias(users, 'assignee');
const t = supportTickets;

export type TicketRow = typeof supportTickets.$inferSelect;
export type MessageRow = typeof supportTicketMessages.$inferSelect;
export type AttachmentRow = typeof supportTicketAttachments.$inferSelect;

/** Everything a screen shows, without the search columns (message_text, search_vector). */
const ticketColumns = {
  id: t.id,
  ticket_seq: t.ticket_seq,
  ticket_number: t.ticket_number,
  title: t.title,
  description: t.description,
  status: t.status,
  priority: t.priority,
  category: t.category,
  user_id: t.user_id,
  user_name: owner.display_name,
  assigned_to: t.assigned_to,
  assigned_to_name: assignee.display_name,
  resolution: t.resolution,
  resolved_at: t.resolved_at,
  sla_due_date: t.sla_due_date,
  first_response_at: t.first_response_at,
  messages_count: t.messages_count,
  internal_count: t.internal_count,
  created_at: t.created_at,
  updated_at: t.updated_at,
};

/** Newest activity first; NULLS LAST matches the index order (the column is never null). */
const byRecent = sql`${t.updated_at} desc nulls last`;

function selectTickets(db: Db) {
  return db
    .select(ticketColumns)
    .from(t)
    .leftJoin(owner, eq(owner.id, t.user_id))
    .leftJoin(assignee, eq(assignee.id, t.assigned_to));
}

export interface TicketFilter {
  /** Restricts to one owner (always set for clients). */
  ownerId?: string;
  status?: TicketStatus;
  priority?: TicketPriority;
  category?: TicketCategory;
  /** A user id, or null for unassigned. */
  assignedTo?: string | null;
  userId?: string;
}

function filterConditions(f: TicketFilter): SQL[] {
  const c: SQL[] = [];
  if (f.ownerId) c.push(eq(t.user_id, f.ownerId));
  if (f.userId) c.push(eq(t.user_id, f.userId));
  if (f.status) c.push(eq(t.status, f.status));
  if (f.priority) c.push(eq(t.priority, f.priority));
  if (f.category) c.push(eq(t.category, f.category));
  if (f.assignedTo === null) c.push(isNull(t.assigned_to));
  else if (f.assignedTo) c.push(eq(t.assigned_to, f.assignedTo));
  return c;
}

export async function listTickets(db: Db, f: TicketFilter, limit: number, offset: number) {
  const where = and(...filterConditions(f));
  const [rows, [count]] = await Promise.all([
    selectTickets(db).where(where).orderBy(byRecent).limit(limit).offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(t).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function findTicket(db: Db, id: string) {
  const [row] = await selectTickets(db).where(eq(t.id, id)).limit(1);
  return row;
}
export type TicketView = NonNullable<Awaited<ReturnType<typeof findTicket>>>;

/** The bare row, locked until the transaction ends: status rules read and write it atomically. */
export async function lockTicket(db: Db, id: string): Promise<TicketRow | undefined> {
  const [row] = await db.select().from(t).where(eq(t.id, id)).for('update').limit(1);
  return row;
}

export async function ticketOwner(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.select({ user_id: t.user_id }).from(t).where(eq(t.id, id)).limit(1);
  return row?.user_id;
}

export async function insertTicket(db: Db, values: typeof supportTickets.$inferInsert): Promise<TicketRow> {
  const [row] = await db.insert(t).values(values).returning();
  return row!;
}

export async function updateTicket(db: Db, id: string, values: Partial<typeof supportTickets.$inferInsert>) {
  await db.update(t).set(values).where(eq(t.id, id));
}

export async function deleteTicket(db: Db, id: string): Promise<void> {
  await db.delete(t).where(eq(t.id, id));
}

/** Counts a message on its ticket; visible text joins the search document (internal never does). */
export async function countMessage(
  db: Db,
  ticketId: string,
  text: string,
  isInternal: boolean,
  firstResponse: boolean,
) {
  await db
    .update(t)
    .set(
      isInternal
        ? // updated_at kept as is: an internal note must leave no trace a client can see.
          { internal_count: sql`${t.internal_count} + 1`, updated_at: sql`${t.updated_at}` }
        : {
            messages_count: sql`${t.messages_count} + 1`,
            // Capped: a tsvector holds at most 1 MB, and the start of a thread says what it is about.
            message_text: sql`left(${t.message_text} || ${`\n${text}`}, 100000)`,
            ...(firstResponse ? { first_response_at: sql`coalesce(${t.first_response_at}, now())` } : {}),
          },
    )
    .where(eq(t.id, ticketId));
}

// ---- messages and attachments ---------------------------------------------------------------

export async function insertMessage(
  db: Db,
  values: typeof supportTicketMessages.$inferInsert,
): Promise<MessageRow> {
  const [row] = await db.insert(supportTicketMessages).values(values).returning();
  return row!;
}

export async function findMessage(db: Db, ticketId: string, id: string): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(supportTicketMessages)
    .where(and(eq(supportTicketMessages.ticket_id, ticketId), eq(supportTicketMessages.id, id)))
    .limit(1);
  return row;
}

export async function listMessages(db: Db, ticketId: string, includeInternal: boolean) {
  const m = supportTicketMessages;
  return db
    .select({
      id: m.id,
      ticket_id: m.ticket_id,
      user_id: m.user_id,
      user_name: users.display_name,
      message: m.message,
      is_internal: m.is_internal,
      created_at: m.created_at,
    })
    .from(m)
    .leftJoin(users, eq(users.id, m.user_id))
    .where(and(eq(m.ticket_id, ticketId), includeInternal ? undefined : eq(m.is_internal, false)))
    .orderBy(asc(m.created_at), asc(m.id));
}

export async function insertAttachment(
  db: Db,
  values: typeof supportTicketAttachments.$inferInsert,
): Promise<AttachmentRow> {
  const [row] = await db.insert(supportTicketAttachments).values(values).returning();
  return row!;
}

export async function listAttachments(db: Db, ticketId: string, includeInternal: boolean) {
  const a = supportTicketAttachments;
  return db
    .select({
      id: a.id,
      ticket_id: a.ticket_id,
      message_id: a.message_id,
      user_id: a.user_id,
      user_name: users.display_name,
      file_name: a.file_name,
      content_type: a.content_type,
      size: a.size,
      storage_key: a.storage_key,
      is_internal: a.is_internal,
      created_at: a.created_at,
    })
    .from(a)
    .leftJoin(users, eq(users.id, a.user_id))
    .where(and(eq(a.ticket_id, ticketId), includeInternal ? undefined : eq(a.is_internal, false)))
    .orderBy(asc(a.created_at), asc(a.id));
}

export async function findAttachment(
  db: Db,
  ticketId: string,
  id: string,
): Promise<AttachmentRow | undefined> {
  const a = supportTicketAttachments;
  const [row] = await db
    .select()
    .from(a)
    .where(and(eq(a.ticket_id, ticketId), eq(a.id, id)))
    .limit(1);
  return row;
}

export async function attachmentKeys(db: Db, ticketId: string): Promise<string[]> {
  const rows = await db
    .select({ key: supportTicketAttachments.storage_key })
    .from(supportTicketAttachments)
    .where(eq(supportTicketAttachments.ticket_id, ticketId));
  return rows.map((r) => r.key);
}

// ---- activity ------------------------------------------------------------------------------

export type NewActivity = typeof supportTicketActivity.$inferInsert;

export async function insertActivity(db: Db, rows: NewActivity[]): Promise<void> {
  if (rows.length === 0) return;
  // One millisecond apart, in the order given: entries of one change keep their order in the
  // history (a transaction's now() would give them all the same instant).
  const base = Date.now();
  await db
    .insert(supportTicketActivity)
    .values(rows.map((r, i) => ({ ...r, created_at: r.created_at ?? new Date(base + i) })));
}

export async function listActivity(db: Db, ticketId: string, includeInternal: boolean) {
  const a = supportTicketActivity;
  return db
    .select({
      id: a.id,
      ticket_id: a.ticket_id,
      user_id: a.actor_id,
      user_name: users.display_name,
      action: a.action,
      field: a.field,
      from_value: a.from_value,
      to_value: a.to_value,
      created_at: a.created_at,
    })
    .from(a)
    .leftJoin(users, eq(users.id, a.actor_id))
    .where(and(eq(a.ticket_id, ticketId), includeInternal ? undefined : eq(a.is_internal, false)))
    .orderBy(asc(a.created_at), asc(a.id));
}

// ---- search and stats ------------------------------------------------------------------------

export interface SearchInput extends TicketFilter {
  /** `word:* & word:*` for to_tsquery, or null when the query has no words. */
  tsquery: string | null;
  /** An exact ticket number (its sequence value), or null. */
  seq: number | null;
  /** Escaped ILIKE pattern `%…%` for the partial-match pass, or null to skip it. */
  like: string | null;
}

/**
 * Search counts at most this many matches (both passes): past it an exact count costs more than
 * the page itself (a common word in 10% of 100 000 tickets), and "10,000+" is all a person needs.
 */
export const SEARCH_COUNT_CAP = 10_000;
/** Full-text matches are ranked by relevance up to this many; broader queries list newest first. */
export const RANK_LIMIT = 2_000;

/**
 * One search pass. `fulltext`: stemmed word prefixes over the weighted search_vector (title A,
 * description B, visible messages C; GIN) or the exact ticket number (unique btree). Counted
 * first; up to {@link RANK_LIMIT} matches are ranked (exact number, ts_rank, recency), above it
 * they are listed newest first, which the updated_at index serves without visiting every match.
 * `partial`: infix ILIKE on number, title and description (pg_trgm GIN where the extension
 * exists), newest first, counted (like the full-text pass) up to {@link SEARCH_COUNT_CAP}. Names are joined for the
 * page's rows alone.
 */
export async function searchTickets(
  db: Db,
  s: SearchInput,
  pass: 'fulltext' | 'partial',
  limit: number,
  offset: number,
) {
  const tsq = s.tsquery ? sql`to_tsquery('english', ${s.tsquery})` : null;
  // One owner's tickets are few: filter them by the owner index rather than intersect with a
  // GIN scan of every match (the planner guesses prefix matches badly). coalesce() on a NOT NULL
  // column changes nothing but keeps the GIN index out of that plan.
  const vector =
    s.ownerId || s.userId ? sql`coalesce(${t.search_vector}, ''::tsvector)` : sql`${t.search_vector}`;
  const matches: SQL[] = [];
  if (pass === 'fulltext') {
    if (tsq) matches.push(sql`${vector} @@ ${tsq}`);
    if (s.seq !== null) matches.push(eq(t.ticket_seq, s.seq));
  } else if (s.like) {
    matches.push(sql`${t.ticket_number} ilike ${s.like}`);
    matches.push(sql`(${t.title} || ' ' || ${t.description}) ilike ${s.like}`);
  }
  if (matches.length === 0) return { rows: [], total: 0 };
  const where = and(...filterConditions(s), or(...matches));

  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(db.select({ one: sql`1` }).from(t).where(where).limit(SEARCH_COUNT_CAP).as('capped'));
  const total = count?.n ?? 0;
  if (total === 0 || offset >= total) return { rows: [], total };

  let score: SQL = sql`0`;
  const ranked = pass === 'fulltext' && total <= RANK_LIMIT;
  if (ranked) {
    if (tsq) score = sql`ts_rank(${t.search_vector}, ${tsq})`;
    if (s.seq !== null) score = sql`(${t.ticket_seq} = ${s.seq})::int * 1000 + ${score}`;
  }
  const page = db
    .select({
      id: t.id,
      score: sql<number>`${score}`.as('score'),
      recent: sql<Date>`${t.updated_at}`.as('recent'),
    })
    .from(t)
    .where(where)
    .orderBy(...(ranked ? [sql`score desc`, byRecent] : [byRecent]))
    .limit(limit)
    .offset(offset)
    .as('page');
  const rows = await db
    .select(ticketColumns)
    .from(page)
    .innerJoin(t, eq(t.id, page.id))
    .leftJoin(owner, eq(owner.id, t.user_id))
    .leftJoin(assignee, eq(assignee.id, t.assigned_to))
    .orderBy(sql`${page.score} desc`, sql`${page.recent} desc`);
  return { rows, total };
}

export async function ticketStats(db: Db, ownerId: string | undefined) {
  const n = (cond: SQL) => sql<number>`(count(*) filter (where ${cond}))::int`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      open: n(sql`${t.status} = 'open'`),
      in_progress: n(sql`${t.status} = 'in_progress'`),
      waiting_on_client: n(sql`${t.status} = 'waiting_on_client'`),
      waiting_on_admin: n(sql`${t.status} = 'waiting_on_admin'`),
      resolved: n(sql`${t.status} = 'resolved'`),
      closed: n(sql`${t.status} = 'closed'`),
      breached: n(sql`${t.sla_due_date} < coalesce(${t.resolved_at}, now())`),
      low: n(sql`${t.priority} = 'low'`),
      medium: n(sql`${t.priority} = 'medium'`),
      high: n(sql`${t.priority} = 'high'`),
      urgent: n(sql`${t.priority} = 'urgent'`),
    })
    .from(t)
    .where(ownerId ? eq(t.user_id, ownerId) : undefined);
  return row!;
}

export async function findUser(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}
