import { staffRoles } from '@fundpath/contracts/roles';
import type { StaffTaskSort } from '@fundpath/contracts/staff-tasks';
import { and, asc, count, desc, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { staffTaskComments, staffTasks } from '../../db/schema/staff-tasks';
import { users } from '../../db/schema/users';
import type { Db } from '../../platform/db';

export type TaskRow = typeof staffTasks.$inferSelect;
export type TaskInsert = typeof staffTasks.$inferInsert;
export type CommentRow = typeof staffTaskComments.$inferSelect;

/** Every task, or those of one brand (null: tasks without a brand). */
export interface Scope {
  all: boolean;
  brandId: string | null;
}

const OPEN = ['open', 'in_progress'];
const escapeLike = (s: string) => s.replace(/[%_\\]/g, (c) => `\\${c}`);

export function scopeWhere(scope: Scope): SQL | undefined {
  if (scope.all) return undefined;
  return scope.brandId ? eq(staffTasks.brand_id, scope.brandId) : isNull(staffTasks.brand_id);
}

export interface ListFilter {
  scope: Scope;
  assigneeId?: string;
  /** Open and due before this date. */
  overdueBefore?: string;
  status?: string;
  clientId?: string;
  q?: string;
}

export function listWhere(f: ListFilter): SQL | undefined {
  const t = staffTasks;
  const where: (SQL | undefined)[] = [scopeWhere(f.scope)];
  if (f.assigneeId) where.push(eq(t.assignee_id, f.assigneeId));
  if (f.overdueBefore) where.push(inArray(t.status, OPEN), sql`${t.due_date} < ${f.overdueBefore}`);
  if (f.status === 'active') where.push(inArray(t.status, OPEN));
  else if (f.status) where.push(eq(t.status, f.status));
  if (f.clientId) where.push(eq(t.client_id, f.clientId));
  if (f.q) {
    const like = `%${escapeLike(f.q)}%`;
    where.push(sql`(${t.title} ilike ${like} or ${t.description} ilike ${like})`);
  }
  return and(...where);
}

const priorityRank = sql`case ${staffTasks.priority} when 'urgent' then 4 when 'high' then 3 when 'medium' then 2 else 1 end`;

function orderOf(sort: StaffTaskSort) {
  const t = staffTasks;
  switch (sort) {
    case 'due_desc':
      return [sql`${t.due_date} desc nulls last`, desc(priorityRank), desc(t.created_at)];
    case 'priority_desc':
      return [desc(priorityRank), sql`${t.due_date} asc nulls last`, desc(t.created_at)];
    case 'created_desc':
      return [desc(t.created_at), desc(t.id)];
    case 'updated_desc':
      return [desc(t.updated_at), desc(t.id)];
    default:
      return [sql`${t.due_date} asc nulls last`, desc(priorityRank), desc(t.created_at)];
  }
}

export async function listTasks(
  db: Db,
  where: SQL | undefined,
  sort: StaffTaskSort,
  page: { limit: number; offset: number },
): Promise<{ rows: TaskRow[]; total: number }> {
  const rows = await db
    .select()
    .from(staffTasks)
    .where(where)
    .orderBy(...orderOf(sort))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(staffTasks).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findTask(db: Db, id: string): Promise<TaskRow | undefined> {
  const [row] = await db.select().from(staffTasks).where(eq(staffTasks.id, id)).limit(1);
  return row;
}

export async function insertTask(db: Db, values: TaskInsert): Promise<TaskRow> {
  const [row] = await db.insert(staffTasks).values(values).returning();
  return row!;
}

/** Inserts unless an open task has the same `source_key`; undefined then (idempotent events). */
export async function insertTaskOnce(db: Db, values: TaskInsert): Promise<TaskRow | undefined> {
  const [row] = await db
    .insert(staffTasks)
    .values(values)
    .onConflictDoNothing({
      target: staffTasks.source_key,
      where: sql`${staffTasks.source_key} is not null and ${staffTasks.status} in ('open', 'in_progress')`,
    })
    .returning();
  return row;
}

export async function updateTask(db: Db, id: string, set: Partial<TaskInsert>): Promise<TaskRow | undefined> {
  const [row] = await db
    .update(staffTasks)
    .set({ ...set, updated_at: new Date() })
    .where(eq(staffTasks.id, id))
    .returning();
  return row;
}

export async function deleteTask(db: Db, id: string): Promise<void> {
  await db.delete(staffTasks).where(eq(staffTasks.id, id));
}

/** Marks the open tasks of a source key done; the ids closed. */
export async function closeBySource(db: Db, sourceKey: string, at: Date): Promise<string[]> {
  const rows = await db
    .update(staffTasks)
    .set({ status: 'done', completed_at: at, updated_at: at })
    .where(and(eq(staffTasks.source_key, sourceKey), inArray(staffTasks.status, OPEN)))
    .returning({ id: staffTasks.id });
  return rows.map((r) => r.id);
}

/**
 * Claims the due reminders: open tasks due on or before `today` whose reminder for their current
 * due date has not gone out. One conditional UPDATE: a concurrent sweep re-checks the condition
 * on the locked rows and finds them claimed, so each reminder is sent once.
 */
export async function claimDueReminders(
  db: Db,
  today: string,
): Promise<Array<Pick<TaskRow, 'id' | 'assignee_id' | 'created_by' | 'due_date'>>> {
  const t = staffTasks;
  return db
    .update(t)
    .set({ reminded_for: sql`${t.due_date}` })
    .where(
      and(
        inArray(t.status, OPEN),
        lte(t.due_date, today),
        sql`(${t.reminded_for} is null or ${t.reminded_for} <> ${t.due_date})`,
      ),
    )
    .returning({ id: t.id, assignee_id: t.assignee_id, created_by: t.created_by, due_date: t.due_date });
}

// ---- comments ---------------------------------------------------------------------------------

export async function commentsOf(db: Db, taskId: string): Promise<CommentRow[]> {
  return db
    .select()
    .from(staffTaskComments)
    .where(eq(staffTaskComments.task_id, taskId))
    .orderBy(asc(staffTaskComments.created_at), asc(staffTaskComments.id));
}

export async function insertComment(
  db: Db,
  values: { task_id: string; author_id: string; body: string },
): Promise<CommentRow> {
  const [row] = await db.insert(staffTaskComments).values(values).returning();
  return row!;
}

export async function commentCounts(db: Db, taskIds: string[]): Promise<Map<string, number>> {
  if (!taskIds.length) return new Map();
  const rows = await db
    .select({ task_id: staffTaskComments.task_id, n: count() })
    .from(staffTaskComments)
    .where(inArray(staffTaskComments.task_id, taskIds))
    .groupBy(staffTaskComments.task_id);
  return new Map(rows.map((r) => [r.task_id, r.n]));
}

// ---- people (the shared users table: names, staff of a team) --------------------------------------

export async function namesOf(
  db: Db,
  ids: Iterable<string | null | undefined>,
): Promise<Map<string, string>> {
  const wanted = [...new Set([...ids].filter((id): id is string => typeof id === 'string'))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: users.id, display_name: users.display_name })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.display_name]));
}

/** Active staff of a scope, by name. */
export async function activeStaff(
  db: Db,
  scope: Scope,
): Promise<Array<{ id: string; display_name: string }>> {
  return db
    .select({ id: users.id, display_name: users.display_name })
    .from(users)
    .where(
      and(
        inArray(users.role, [...staffRoles]),
        isNull(users.deactivated_at),
        scope.all ? undefined : scope.brandId ? eq(users.brand_id, scope.brandId) : isNull(users.brand_id),
      ),
    )
    .orderBy(asc(users.display_name));
}
