/** Drizzle queries of the journey content: steps (with their scripts) and step functions. */
import type { StepFunctionName } from '@fundpath/contracts/coaching';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { coachingSteps, stepFunctions } from '../../db/schema/journey';
import type { Db } from '../../platform/db';

export type StepRow = typeof coachingSteps.$inferSelect;
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

/** Part of the AI coach's context fingerprint (ai/coach/context.ts): changes whenever steps, scripts or step functions change. */
export function contentFingerprint(): SQL {
  return sql`(select count(*) || '@' || coalesce(max(updated_at)::text, '') from ${coachingSteps}),
    (select count(*) || '@' || coalesce(max(updated_at)::text, '') from ${stepFunctions})`;
}
