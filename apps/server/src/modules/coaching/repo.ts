import type { StepFunctionName } from '@fundpath/contracts/coaching';
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { coachingJourneys, coachingProgress, coachingSteps, stepFunctions, users } from '../../db/schema';
import type { Db } from '../../platform/db';

export type StepRow = typeof coachingSteps.$inferSelect;
export type ProgressRow = typeof coachingProgress.$inferSelect;
export type JourneyRow = typeof coachingJourneys.$inferSelect;
export type StepFunctionRow = typeof stepFunctions.$inferSelect;

// ---- steps --------------------------------------------------------------------------------------

export async function listSteps(db: Db): Promise<StepRow[]> {
  return db
    .select()
    .from(coachingSteps)
    .orderBy(asc(coachingSteps.display_order), asc(coachingSteps.step_number));
}

export async function findStep(db: Db, stepNumber: number): Promise<StepRow | undefined> {
  const [row] = await db
    .select()
    .from(coachingSteps)
    .where(eq(coachingSteps.step_number, stepNumber))
    .limit(1);
  return row;
}

export async function insertStep(db: Db, values: typeof coachingSteps.$inferInsert): Promise<StepRow> {
  const [row] = await db.insert(coachingSteps).values(values).returning();
  return row!;
}

/** Inserts when the step number is new; undefined when it already existed. */
export async function insertStepIfMissing(
  db: Db,
  values: typeof coachingSteps.$inferInsert,
): Promise<StepRow | undefined> {
  const [row] = await db
    .insert(coachingSteps)
    .values(values)
    .onConflictDoNothing({ target: coachingSteps.step_number })
    .returning();
  return row;
}

export async function updateStep(
  db: Db,
  stepNumber: number,
  patch: Partial<typeof coachingSteps.$inferInsert>,
): Promise<StepRow | undefined> {
  const [row] = await db
    .update(coachingSteps)
    .set(patch)
    .where(eq(coachingSteps.step_number, stepNumber))
    .returning();
  return row;
}

export async function maxDisplayOrder(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${coachingSteps.display_order}), 0)::int` })
    .from(coachingSteps);
  return row?.n ?? 0;
}

// ---- step functions -------------------------------------------------------------------------------

export async function listStepFunctions(db: Db): Promise<StepFunctionRow[]> {
  return db.select().from(stepFunctions);
}

export async function upsertStepFunction(db: Db, name: StepFunctionName, step: number): Promise<void> {
  await db
    .insert(stepFunctions)
    .values({ function_name: name, assigned_step: step })
    .onConflictDoUpdate({
      target: stepFunctions.function_name,
      set: { assigned_step: step, updated_at: new Date() },
    });
}

export async function insertStepFunctionIfMissing(
  db: Db,
  name: StepFunctionName,
  step: number,
): Promise<void> {
  await db
    .insert(stepFunctions)
    .values({ function_name: name, assigned_step: step })
    .onConflictDoNothing({ target: stepFunctions.function_name });
}

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

export async function findUserForJourney(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      display_name: users.display_name,
      role: users.role,
      latest_credit_report_json: users.latest_credit_report_json,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function listPendingApprovals(db: Db) {
  return db
    .select({
      user_id: coachingProgress.user_id,
      email: users.email,
      display_name: users.display_name,
      step_number: coachingProgress.step_number,
      step_title: coachingSteps.step_title,
      submitted_at: coachingProgress.submitted_at,
    })
    .from(coachingProgress)
    .innerJoin(users, eq(users.id, coachingProgress.user_id))
    .leftJoin(coachingSteps, eq(coachingSteps.step_number, coachingProgress.step_number))
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
