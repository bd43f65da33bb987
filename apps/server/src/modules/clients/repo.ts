import type { ClientListQuery } from '@fundpath/contracts/clients';
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import {
  clientActivity,
  clientAssignments,
  clientNotes,
  clientSavedViews,
  clientSummaries,
  clientTags,
} from '../../db/schema/clients';
import { users } from '../../db/schema/users';
import type { Db } from '../../platform/db';

export type SummaryRow = typeof clientSummaries.$inferSelect;
export type SummaryInsert = typeof clientSummaries.$inferInsert;
export type ActivityRow = typeof clientActivity.$inferSelect;
export type ViewRow = typeof clientSavedViews.$inferSelect;
export type NoteRow = typeof clientNotes.$inferSelect;

/** Writes a client's summary (the read model): the whole row, so a refresh is idempotent. */
export async function upsertSummary(db: Db, row: SummaryInsert): Promise<void> {
  const { user_id: _id, ...set } = row;
  await db
    .insert(clientSummaries)
    .values(row)
    .onConflictDoUpdate({ target: clientSummaries.user_id, set: { ...set, refreshed_at: new Date() } });
}

export async function deleteSummary(db: Db, userId: string): Promise<void> {
  await db.delete(clientSummaries).where(eq(clientSummaries.user_id, userId));
}

export async function findSummary(db: Db, userId: string): Promise<SummaryRow | undefined> {
  const [row] = await db.select().from(clientSummaries).where(eq(clientSummaries.user_id, userId)).limit(1);
  return row;
}

export async function summaryCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(clientSummaries);
  return row?.n ?? 0;
}

/** What the list may show a viewer: every client, or those of one brand. */
export interface Scope {
  brandId: string | null;
  all: boolean;
}

const escapeLike = (s: string) => s.replace(/[%_\\]/g, (c) => `\\${c}`);

/** The WHERE of the list (and of its CSV export) for a query, a scope and the clock. */
export function listWhere(q: ClientListQuery, scope: Scope, viewerId: string, now: Date): SQL | undefined {
  const s = clientSummaries;
  const where: (SQL | undefined)[] = [];
  if (!scope.all) where.push(scope.brandId ? eq(s.brand_id, scope.brandId) : isNull(s.brand_id));
  if (q.q) {
    const like = `%${escapeLike(q.q)}%`;
    where.push(or(sql`${s.display_name} ilike ${like}`, sql`${s.email} ilike ${like}`));
  }
  if (q.step !== undefined) where.push(eq(s.current_step, q.step));
  if (q.status) where.push(eq(s.current_status, q.status));
  if (q.waiting_approval === true) where.push(isNotNull(s.pending_since));
  if (q.waiting_approval === false) where.push(isNull(s.pending_since));
  if (q.bureau && q.decision) {
    const col = s[q.bureau];
    where.push(q.decision === 'none' ? isNull(col) : eq(col, q.decision));
  }
  const soon = new Date(now.getTime() + 24 * 3600_000);
  if (q.sla === 'breached') where.push(lte(s.next_sla_due, now));
  if (q.sla === 'due_soon') where.push(and(gt(s.next_sla_due, now), lte(s.next_sla_due, soon)));
  if (q.open_tickets === true) where.push(gt(s.open_tickets, 0));
  if (q.open_tickets === false) where.push(eq(s.open_tickets, 0));
  if (q.open_tasks === true) where.push(gt(s.open_required_tasks, 0));
  if (q.open_tasks === false) where.push(eq(s.open_required_tasks, 0));
  if (q.tag) where.push(sql`${s.tags} @> array[${q.tag}]::text[]`);
  if (q.assignee === 'unassigned') where.push(sql`cardinality(${s.assignee_ids}) = 0`);
  else if (q.assignee) {
    const id = q.assignee === 'me' ? viewerId : q.assignee;
    where.push(sql`${s.assignee_ids} @> array[${id}]::uuid[]`);
  }
  return and(...where);
}

function orderOf(sort: ClientListQuery['sort']): SQL[] {
  const s = clientSummaries;
  switch (sort) {
    case 'activity_asc':
      return [asc(s.last_activity_at), asc(s.user_id)];
    case 'name_asc':
      return [sql`lower(${s.display_name}) asc`, asc(s.user_id)];
    case 'name_desc':
      return [sql`lower(${s.display_name}) desc`, asc(s.user_id)];
    case 'step_desc':
      return [desc(s.current_step), desc(s.last_activity_at), asc(s.user_id)];
    case 'step_asc':
      return [asc(s.current_step), desc(s.last_activity_at), asc(s.user_id)];
    case 'waiting_longest':
      return [sql`${s.pending_since} asc nulls last`, asc(s.user_id)];
    case 'sla_soonest':
      return [sql`${s.next_sla_due} asc nulls last`, asc(s.user_id)];
    case 'joined_desc':
      return [desc(s.client_since), asc(s.user_id)];
    default:
      return [desc(s.last_activity_at), asc(s.user_id)];
  }
}

export async function listSummaries(
  db: Db,
  where: SQL | undefined,
  sort: ClientListQuery['sort'],
  page: { limit: number; offset: number },
): Promise<{ rows: SummaryRow[]; total: number }> {
  const rows = await db
    .select()
    .from(clientSummaries)
    .where(where)
    .orderBy(...orderOf(sort))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(clientSummaries).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The distinct tags on the clients of a scope, alphabetically. */
export async function tagsInScope(db: Db, where: SQL | undefined): Promise<string[]> {
  const rows = await db
    .selectDistinct({ tag: sql<string>`unnest(${clientSummaries.tags})` })
    .from(clientSummaries)
    .where(where);
  return rows.map((r) => r.tag).sort();
}

// ---- tags and assignments (the record's own facts) -------------------------------------------

export async function tagsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ tag: clientTags.tag })
    .from(clientTags)
    .where(eq(clientTags.user_id, userId))
    .orderBy(asc(clientTags.tag));
  return rows.map((r) => r.tag);
}

export async function replaceTags(db: Db, userId: string, tags: string[], by: string): Promise<void> {
  await db.delete(clientTags).where(eq(clientTags.user_id, userId));
  if (tags.length)
    await db
      .insert(clientTags)
      .values(tags.map((tag) => ({ user_id: userId, tag, created_by: by })))
      .onConflictDoNothing();
}

/** Adds one tag; true when it was not there yet. */
export async function addTag(db: Db, userId: string, tag: string, by: string | null): Promise<boolean> {
  const rows = await db
    .insert(clientTags)
    .values({ user_id: userId, tag, created_by: by })
    .onConflictDoNothing()
    .returning({ tag: clientTags.tag });
  return rows.length > 0;
}

/** Removes one tag; true when it was there. */
export async function removeTag(db: Db, userId: string, tag: string): Promise<boolean> {
  const rows = await db
    .delete(clientTags)
    .where(and(eq(clientTags.user_id, userId), eq(clientTags.tag, tag)))
    .returning({ tag: clientTags.tag });
  return rows.length > 0;
}

export async function assigneesOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: clientAssignments.staff_id })
    .from(clientAssignments)
    .where(eq(clientAssignments.user_id, userId))
    .orderBy(asc(clientAssignments.created_at));
  return rows.map((r) => r.id);
}

export async function replaceAssignees(
  db: Db,
  userId: string,
  staffIds: string[],
  by: string,
): Promise<void> {
  await db.delete(clientAssignments).where(eq(clientAssignments.user_id, userId));
  if (staffIds.length)
    await db
      .insert(clientAssignments)
      .values(staffIds.map((staff_id) => ({ user_id: userId, staff_id, assigned_by: by })))
      .onConflictDoNothing();
}

/** Mirrors tags and assignees into the summary row (the list filters on them there). */
export async function mirrorFacts(db: Db, userId: string): Promise<void> {
  const [tags, assignees] = [await tagsOf(db, userId), await assigneesOf(db, userId)];
  await db
    .update(clientSummaries)
    .set({ tags, assignee_ids: assignees })
    .where(eq(clientSummaries.user_id, userId));
}

// ---- activity ----------------------------------------------------------------------------------

export async function insertActivity(db: Db, row: typeof clientActivity.$inferInsert): Promise<void> {
  await db.insert(clientActivity).values(row);
}

/** Up to `limit` timeline entries older than the id `before` (newest first). */
export async function activityOf(db: Db, userId: string, before: number | undefined, limit: number) {
  return db
    .select()
    .from(clientActivity)
    .where(
      and(eq(clientActivity.user_id, userId), before ? sql`${clientActivity.id} < ${before}` : undefined),
    )
    .orderBy(desc(clientActivity.id))
    .limit(limit);
}

// ---- notes -------------------------------------------------------------------------------------

export const NOTES_SHOWN = 200;

export async function notesOf(db: Db, userId: string): Promise<NoteRow[]> {
  return db
    .select()
    .from(clientNotes)
    .where(eq(clientNotes.user_id, userId))
    .orderBy(desc(clientNotes.created_at), desc(clientNotes.id))
    .limit(NOTES_SHOWN);
}

export async function insertNote(db: Db, row: typeof clientNotes.$inferInsert): Promise<NoteRow> {
  const [note] = await db.insert(clientNotes).values(row).returning();
  return note!;
}

export async function findNote(db: Db, userId: string, id: string): Promise<NoteRow | undefined> {
  const [row] = await db
    .select()
    .from(clientNotes)
    .where(and(eq(clientNotes.user_id, userId), eq(clientNotes.id, id)))
    .limit(1);
  return row;
}

export async function updateNote(db: Db, id: string, patch: { body: string; mentions: string[] }) {
  const [row] = await db.update(clientNotes).set(patch).where(eq(clientNotes.id, id)).returning();
  return row!;
}

export async function deleteNote(db: Db, id: string): Promise<void> {
  await db.delete(clientNotes).where(eq(clientNotes.id, id));
}

// ---- saved views -------------------------------------------------------------------------------

export async function viewsOf(db: Db, ownerId: string): Promise<ViewRow[]> {
  return db
    .select()
    .from(clientSavedViews)
    .where(eq(clientSavedViews.owner_id, ownerId))
    .orderBy(sql`lower(${clientSavedViews.name})`);
}

export async function countViews(db: Db, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(clientSavedViews)
    .where(eq(clientSavedViews.owner_id, ownerId));
  return row?.n ?? 0;
}

/** Inserts, or answers undefined when the owner already has a view of that name. */
export async function insertView(
  db: Db,
  row: { owner_id: string; name: string; filters: Record<string, string> },
): Promise<ViewRow | undefined> {
  const [view] = await db.insert(clientSavedViews).values(row).onConflictDoNothing().returning();
  return view;
}

export async function deleteView(db: Db, ownerId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(clientSavedViews)
    .where(and(eq(clientSavedViews.owner_id, ownerId), eq(clientSavedViews.id, id)))
    .returning({ id: clientSavedViews.id });
  return gone.length > 0;
}

/**
 * Clients whose summary is missing or older than their user row (a new invite, a renamed or
 * deactivated account, a sign-in): the list refreshes these before it answers.
 */
export async function staleClientIds(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(clientSummaries, eq(clientSummaries.user_id, users.id))
    .where(
      and(
        eq(users.role, 'client'),
        or(isNull(clientSummaries.user_id), gt(users.updated_at, clientSummaries.refreshed_at)),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}

// ---- workspace analytics (read through index.ts by workspace-analytics) -------------------------

/** The WHERE of the workspace numbers: a scope, and optionally the clients assigned to one staff member. */
export function numbersWhere(scope: Scope, assigneeId?: string): SQL | undefined {
  const s = clientSummaries;
  return and(
    scope.all ? undefined : scope.brandId ? eq(s.brand_id, scope.brandId) : isNull(s.brand_id),
    assigneeId ? sql`${s.assignee_ids} @> array[${assigneeId}]::uuid[]` : undefined,
  );
}

/** Clients per current step (only steps with clients). */
export async function clientsPerStep(db: Db, where: SQL | undefined) {
  const s = clientSummaries;
  return db
    .select({
      step_number: s.current_step,
      title: sql<string | null>`max(${s.current_step_title})`,
      clients: count(),
    })
    .from(s)
    .where(where)
    .groupBy(s.current_step)
    .orderBy(asc(s.current_step));
}

/** Clients waiting for a step approval, by how long they have waited (as of `now`). */
export async function waitingAges(db: Db, where: SQL | undefined, now: Date) {
  const s = clientSummaries;
  const age = sql`(${now.toISOString()}::timestamptz - ${s.pending_since})`;
  const [row] = await db
    .select({
      count: count(),
      oldest: sql<Date | string | null>`min(${s.pending_since})`,
      under_1d: sql<number>`count(*) filter (where ${age} < interval '24 hours')::int`,
      d1_3: sql<number>`count(*) filter (where ${age} >= interval '24 hours' and ${age} <= interval '72 hours')::int`,
      over_3d: sql<number>`count(*) filter (where ${age} > interval '72 hours')::int`,
    })
    .from(s)
    .where(and(where, isNotNull(s.pending_since)));
  return row!;
}

/** Ids of the clients assigned to a staff member, within a scope. */
export async function assignedIds(db: Db, scope: Scope, staffId: string): Promise<string[]> {
  const rows = await db
    .select({ id: clientSummaries.user_id })
    .from(clientSummaries)
    .where(numbersWhere(scope, staffId));
  return rows.map((r) => r.id);
}
