import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { coachingJourneys, coachingProgress } from '../../db/schema/coaching';
import { users } from '../../db/schema/users';
import type { Db } from '../../platform/db';

export type ProgressRow = typeof coachingProgress.$inferSelect;
export type JourneyRow = typeof coachingJourneys.$inferSelect;

// ---- journeys and progress ------------------------------------------------------------------------

export async function findJourney(db: Db, userId: string): Promise<JourneyRow | undefined> {
  const [row] = await db.select().from(coachingJourneys).where(eq(coachingJourneys.user_id, userId)).limit(1);
  return row;
}

/**
 * The user's journey row, created if missing, locked FOR UPDATE: every change to one user's
 * progress holds this lock, so concurrent requests for the same user apply one after another.
 */
export async function lockJourney(db: Db, userId: string): Promise<JourneyRow> {
  await db
    .insert(coachingJourneys)
    .values({ user_id: userId })
    .onConflictDoNothing({ target: coachingJourneys.user_id });
  const [row] = await db
    .select()
    .from(coachingJourneys)
    .where(eq(coachingJourneys.user_id, userId))
    .for('update')
    .limit(1);
  return row!;
}

export async function touchJourney(db: Db, userId: string): Promise<void> {
  const now = new Date();
  await db
    .insert(coachingJourneys)
    .values({ user_id: userId, last_activity_at: now })
    .onConflictDoUpdate({ target: coachingJourneys.user_id, set: { last_activity_at: now } });
}

export async function updateJourney(
  db: Db,
  userId: string,
  patch: Partial<typeof coachingJourneys.$inferInsert>,
): Promise<void> {
  await db.update(coachingJourneys).set(patch).where(eq(coachingJourneys.user_id, userId));
}

export async function listProgress(db: Db, userId: string): Promise<ProgressRow[]> {
  return db.select().from(coachingProgress).where(eq(coachingProgress.user_id, userId));
}

export async function upsertProgress(
  db: Db,
  userId: string,
  stepNumber: number,
  values: Omit<Partial<typeof coachingProgress.$inferInsert>, 'user_id' | 'step_number'> & {
    status: ProgressRow['status'];
  },
): Promise<ProgressRow> {
  const [row] = await db
    .insert(coachingProgress)
    .values({ user_id: userId, step_number: stepNumber, ...values })
    .onConflictDoUpdate({
      target: [coachingProgress.user_id, coachingProgress.step_number],
      set: { ...values, updated_at: new Date() },
    })
    .returning();
  return row!;
}

export async function listPendingApprovals(db: Db) {
  return db
    .select({
      user_id: coachingProgress.user_id,
      email: users.email,
      display_name: users.display_name,
      step_number: coachingProgress.step_number,
      submitted_at: coachingProgress.submitted_at,
    })
    .from(coachingProgress)
    .innerJoin(users, eq(users.id, coachingProgress.user_id))
    .where(eq(coachingProgress.status, 'pending_approval'))
    .orderBy(asc(coachingProgress.submitted_at));
}

/** One page of clients with their journey row and progress rows. */
export async function listClientsWithProgress(db: Db, filter: { q?: string; limit: number; offset: number }) {
  const conditions = [eq(users.role, 'client')];
  if (filter.q) {
    const like = `%${filter.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(users.email, like), ilike(users.display_name, like))!);
  }
  const where = and(...conditions);
  const lastActivity = sql`coalesce(${coachingJourneys.last_activity_at}, ${users.created_at})`;
  const clients = await db
    .select({
      id: users.id,
      email: users.email,
      display_name: users.display_name,
      created_at: users.created_at,
      journey: coachingJourneys,
    })
    .from(users)
    .leftJoin(coachingJourneys, eq(coachingJourneys.user_id, users.id))
    .where(where)
    .orderBy(desc(lastActivity), asc(users.email))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const ids = clients.map((c) => c.id);
  const progress = ids.length
    ? await db.select().from(coachingProgress).where(inArray(coachingProgress.user_id, ids))
    : [];
  return { clients, progress, total: total?.n ?? 0 };
}

/** Part of the AI coach's context fingerprint (ai/coach/context.ts): changes whenever the user's progress or journey row change. */
export function progressFingerprint(userId: string): SQL {
  return sql`(select count(*) || '@' || coalesce(max(updated_at)::text, '') from ${coachingProgress} where user_id = ${userId}),
    (select coalesce(max(updated_at)::text, '') from ${coachingJourneys} where user_id = ${userId})`;
}
