import { and, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { coachingJourneys, creditRepairSubmissions } from '../../db/schema/coaching';
import { users } from '../../db/schema/users';
import type { Db } from '../../platform/db';

const assignees = alias(users, 'assignee');
const statusOf = sql<string>`coalesce(${creditRepairSubmissions.status}, 'new')`;

const columns = {
  user_id: users.id,
  client_name: users.display_name,
  client_email: users.email,
  routed_at: coachingJourneys.routed_at,
  status: statusOf,
  assigned_to: creditRepairSubmissions.assigned_to,
  assigned_to_name: assignees.display_name,
  updated_at: creditRepairSubmissions.updated_at,
};

/** Clients the journey routed to credit repair, with the desk's status (none yet: `new`). */
function base(db: Db) {
  return db
    .select(columns)
    .from(coachingJourneys)
    .innerJoin(users, eq(users.id, coachingJourneys.user_id))
    .leftJoin(creditRepairSubmissions, eq(creditRepairSubmissions.user_id, coachingJourneys.user_id))
    .leftJoin(assignees, eq(assignees.id, creditRepairSubmissions.assigned_to));
}

const routedToRepair = and(eq(coachingJourneys.route, 'credit_repair'), eq(users.role, 'client'))!;

export type SubmissionRow = Awaited<ReturnType<typeof findSubmission>> & object;

export async function listSubmissions(
  db: Db,
  filter: { status?: string; assignee?: string; q?: string; limit: number; offset: number },
) {
  const conditions: SQL[] = [routedToRepair];
  if (filter.status) conditions.push(sql`${statusOf} = ${filter.status}`);
  if (filter.assignee === 'unassigned') conditions.push(isNull(creditRepairSubmissions.assigned_to));
  else if (filter.assignee) conditions.push(eq(creditRepairSubmissions.assigned_to, filter.assignee));
  if (filter.q) {
    const like = `%${filter.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(users.email, like), ilike(users.display_name, like))!);
  }
  const where = and(...conditions);
  const rows = await base(db)
    .where(where)
    .orderBy(desc(sql`coalesce(${coachingJourneys.routed_at}, ${coachingJourneys.created_at})`), users.id)
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db
    .select({ n: count() })
    .from(coachingJourneys)
    .innerJoin(users, eq(users.id, coachingJourneys.user_id))
    .leftJoin(creditRepairSubmissions, eq(creditRepairSubmissions.user_id, coachingJourneys.user_id))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findSubmission(db: Db, userId: string) {
  const [row] = await base(db)
    .where(and(routedToRepair, eq(coachingJourneys.user_id, userId)))
    .limit(1);
  return row;
}

export async function findSubmissionRow(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(creditRepairSubmissions)
    .where(eq(creditRepairSubmissions.user_id, userId))
    .for('update')
    .limit(1);
  return row;
}

export async function upsertSubmission(
  db: Db,
  values: { user_id: string; status: string; assigned_to: string | null },
): Promise<void> {
  await db
    .insert(creditRepairSubmissions)
    .values(values)
    .onConflictDoUpdate({
      target: creditRepairSubmissions.user_id,
      set: { status: values.status, assigned_to: values.assigned_to, updated_at: new Date() },
    });
}

/** Active staff who may work a submission: the credit team and admins. */
export async function listAssignees(db: Db, ids?: readonly string[]) {
  const conditions = [inArray(users.role, ['credit_team', 'admin']), isNull(users.deactivated_at)];
  if (ids) conditions.push(inArray(users.id, [...ids]));
  return db
    .select({ id: users.id, display_name: users.display_name, role: users.role })
    .from(users)
    .where(and(...conditions))
    .orderBy(users.display_name, users.id);
}
