import type { TicketCategory, TicketPriority, TicketStatus } from '@fundpath/contracts/support';
import {
  type AnyColumn,
  and,
  asc,
  eq,
  inArray,
  isNull,
  notInArray,
  or,
  type SQL,
  type Subquery,
  sql,
} from 'drizzle-orm';
import { alias, PgTransaction } from 'drizzle-orm/pg-core';
import {
  supportTicketActivity,
  supportTicketAttachments,
  supportTicketMessages,
  supportTickets,
} from '../../db/schema/support';
import { users } from '../../db/schema/users';
import type { Db } from '../../platform/db';
import { ACTIVE_STATUSES } from './policy';

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
 * Search counts at most this many matches (both passes) and ranks up to this many by relevance.
 * Past it, an exact count and a relevance order of a common word cost far more than the page a
 * person reads; the response says the total is capped ("2,000+") and such a broad query lists
 * its matches newest first, which the updated_at index serves by walking only as far as the page.
 */
export const SEARCH_COUNT_CAP = 2_000;

/**
 * One search pass. `fulltext`: stemmed word prefixes over the weighted search_vector (title A,
 * description B, visible messages C; GIN) or the exact ticket number (unique btree).
 * `partial`: infix LIKE on the ticket number and on `search_text` (lower-cased title and
 * description; pg_trgm GIN where the extension exists).
 *
 * One scan collects up to {@link SEARCH_COUNT_CAP} + 1 matches through the text index, counts
 * them and takes the page from them in relevance order (exact number, ts_rank, recency; partial:
 * recency). Only a query broader than the cap needs a second statement: the page newest first,
 * walking the updated_at index (or status/owner/assignee + updated_at) until the page is full,
 * which for a match in ≥ 2% of tickets stops after a few hundred rows.
 *
 * The planner misjudges both steps on its own (trigram and prefix selectivity estimates are
 * rough): it picks a sequential scan for the capped collection and a scan of every match plus a
 * sort for the walk, each 5–10× slower at 100 000 tickets. Those statements therefore run in a
 * transaction with their plan choice pinned by SET LOCAL (`set_config(…, true)`), which ends with
 * the transaction: a partial pass in one transaction, a full-text walk in its own. Names are
 * joined for the page's rows alone.
 */
export async function searchTickets(
  db: Db,
  s: SearchInput,
  pass: 'fulltext' | 'partial',
  limit: number,
  offset: number,
): Promise<{ rows: TicketView[]; total: number; capped: boolean }> {
  // Its pinned planner settings must end with its own transaction: inside a caller's, they would
  // be a savepoint's and outlive it (SET LOCAL survives RELEASE SAVEPOINT).
  if (db instanceof PgTransaction) throw new Error('searchTickets runs outside a transaction');
  const tsq = s.tsquery ? sql`to_tsquery('english', ${s.tsquery})` : null;
  // A client's tickets are few: filter them by the owner index rather than intersect with a GIN
  // scan of every match. coalesce() on a NOT NULL column changes nothing but hides the column
  // from its GIN/trigram index.
  const hide = Boolean(s.ownerId || s.userId);
  const matches: SQL[] = [];
  if (pass === 'fulltext') {
    const vector = hide ? sql`coalesce(${t.search_vector}, ''::tsvector)` : sql`${t.search_vector}`;
    if (tsq) matches.push(sql`${vector} @@ ${tsq}`);
    if (s.seq !== null) matches.push(eq(t.ticket_seq, s.seq));
  } else if (s.like) {
    const number = hide ? sql`coalesce(${t.ticket_number}, '')` : sql`${t.ticket_number}`;
    const text = hide ? sql`coalesce(${t.search_text}, '')` : sql`${t.search_text}`;
    // Ticket numbers are upper case (FP-000123); the text column is lower case.
    matches.push(sql`${number} like upper(${s.like})`, sql`${text} like lower(${s.like})`);
  }
  if (matches.length === 0) return { rows: [], total: 0, capped: false };
  const where = and(...filterConditions(s), or(...matches));

  let score: SQL = sql`0`;
  if (pass === 'fulltext') {
    if (tsq) score = sql`ts_rank(${t.search_vector}, ${tsq})`;
    if (s.seq !== null) score = sql`(${t.ticket_seq} = ${s.seq})::int * 1000 + ${score}`;
  }
  // Full text always goes through its GIN index (or the owner's); only LIKE needs its collection
  // pinned, and only a capped query needs the walk pinned. A partial pass runs in one transaction.
  const collect = async (q: Db) => {
    const found = q
      .select({
        id: t.id,
        score: sql<number>`${score}`.as('score'),
        recent: sql<Date>`${t.updated_at}`.as('recent'),
      })
      .from(t)
      .where(where)
      .limit(SEARCH_COUNT_CAP + 1)
      .as('found');
    const page = q
      .select({
        id: found.id,
        score: found.score,
        recent: found.recent,
        total: sql<number>`(count(*) over ())::int`.as('total'),
      })
      .from(found)
      .orderBy(sql`${found.score} desc`, sql`${found.recent} desc`, sql`${found.id} desc`)
      .limit(limit)
      .offset(offset)
      .as('page');
    const first = await withColumns(q, page);
    let seen = first[0]?.total;
    if (seen === undefined && offset > 0) {
      // Past the last page the window saw no rows: count the matches apart.
      const [count] = await q.select({ n: sql<number>`count(*)::int` }).from(
        q
          .select({ one: sql`1` })
          .from(t)
          .where(where)
          .limit(SEARCH_COUNT_CAP + 1)
          .as('capped'),
      );
      seen = count?.n;
    }
    return { first, seen: seen ?? 0 };
  };
  const walk = async (q: Db) => {
    const capped = (rows: TicketView[]) => ({ rows, total: SEARCH_COUNT_CAP, capped: true });
    // Pages past the counted matches are not offered (the total says 2,000+); walking to them
    // would read the whole index.
    if (offset >= SEARCH_COUNT_CAP) return capped([]);
    // An exact ticket number stays first even in a broad query ("12" also prefixes words).
    const [exact] =
      s.seq === null
        ? []
        : await selectTickets(q)
            .where(and(...filterConditions(s), eq(t.ticket_seq, s.seq)))
            .limit(1);
    const skip = exact ? 1 : 0;
    await planWithout(q, ['enable_seqscan', 'enable_bitmapscan']);
    const page = q
      .select({
        id: t.id,
        score: sql<number>`0`.as('score'),
        recent: sql<Date>`${t.updated_at}`.as('recent'),
        total: sql<number>`0`.as('total'),
      })
      .from(t)
      .where(exact ? and(where, sql`${t.id} <> ${exact.id}`) : where)
      .orderBy(byRecent, sql`${t.id} desc`)
      .limit(offset === 0 ? limit - skip : limit)
      .offset(Math.max(0, offset - skip))
      .as('page');
    const rows = (await withColumns(q, page)).map(({ total: _, ...row }) => row);
    return capped(exact && offset === 0 ? [exact, ...rows] : rows);
  };
  const run = async (q: Db, inTransaction: boolean) => {
    const { first, seen } = await collect(q);
    if (seen <= SEARCH_COUNT_CAP) {
      return { rows: first.map(({ total: _, ...row }) => row), total: seen, capped: false };
    }
    return inTransaction ? walk(q) : q.transaction(walk);
  };
  if (pass === 'fulltext') return run(db, false);
  return db.transaction(async (tx) => {
    await planWithout(tx, ['enable_seqscan']);
    return run(tx, true);
  });
}

/** Switches planner methods off until the transaction `tx` ends (SET LOCAL). */
async function planWithout(tx: Db, off: ReadonlyArray<'enable_seqscan' | 'enable_bitmapscan'>) {
  await tx.execute(
    sql`select ${sql.join(
      off.map((name) => sql`set_config(${name}, 'off', true)`),
      sql`, `,
    )}`,
  );
}

interface PageOfIds {
  id: AnyColumn;
  score: SQL.Aliased<number>;
  recent: SQL.Aliased<Date>;
  total: SQL.Aliased<number>;
}

/** The screen's columns for a page of ids, in the page's order. */
function withColumns(db: Db, page: Subquery & PageOfIds) {
  return db
    .select({ ...ticketColumns, total: page.total })
    .from(page)
    .innerJoin(t, eq(t.id, page.id))
    .leftJoin(owner, eq(owner.id, t.user_id))
    .leftJoin(assignee, eq(assignee.id, t.assigned_to))
    .orderBy(sql`${page.score} desc`, sql`${page.recent} desc`, sql`${page.id} desc`);
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

/**
 * Open work per assignee (the staff directory's capacity): active tickets assigned to each of
 * `userIds`, and how many different clients those tickets come from.
 */
export async function workloadOf(db: Db, userIds: string[]) {
  if (userIds.length === 0) return [];
  const t = supportTickets;
  return db
    .select({
      user_id: sql<string>`${t.assigned_to}`,
      open_tickets: sql<number>`count(*)::int`,
      clients: sql<number>`count(distinct ${t.user_id})::int`,
    })
    .from(t)
    .where(and(inArray(t.assigned_to, userIds), notInArray(t.status, ['resolved', 'closed'])))
    .groupBy(t.assigned_to);
}

/**
 * A client's open tickets: how many, and the earliest SLA due time among them (a ticket past it is
 * breached; the caller compares with the clock). For the staff client list's read model.
 */
export async function openTicketSummaryOf(db: Db, userId: string) {
  const t = supportTickets;
  const [row] = await db
    .select({
      open_tickets: sql<number>`count(*)::int`,
      next_sla_due: sql<Date | null>`min(${t.sla_due_date})`.mapWith((v) => (v ? new Date(v) : null)),
    })
    .from(t)
    .where(and(eq(t.user_id, userId), inArray(t.status, [...ACTIVE_STATUSES])));
  return { open_tickets: row?.open_tickets ?? 0, next_sla_due: row?.next_sla_due ?? null };
}

/**
 * Open tickets whose SLA came due in `(from, to]` (breached since the last look), oldest due
 * first: the automations' "SLA breached" trigger scans these, as the SLA has no event of its own.
 */
export async function slaBreachedBetween(db: Db, from: Date, to: Date, limit = 500) {
  const t = supportTickets;
  return db
    .select({ ticket_id: t.id, user_id: t.user_id, sla_due_date: t.sla_due_date })
    .from(t)
    .where(
      and(
        inArray(t.status, [...ACTIVE_STATUSES]),
        sql`${t.sla_due_date} > ${from.toISOString()}::timestamptz`,
        sql`${t.sla_due_date} <= ${to.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(t.sla_due_date))
    .limit(limit);
}
