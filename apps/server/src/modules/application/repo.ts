import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { applicationData, applicationFields } from '../../db/schema/application';
import type { Db } from '../../platform/db';

export type FieldRow = typeof applicationFields.$inferSelect;
export type AnswerRow = typeof applicationData.$inferSelect;

export async function listFields(db: Db, stepNumber?: number): Promise<FieldRow[]> {
  return db
    .select()
    .from(applicationFields)
    .where(stepNumber === undefined ? undefined : eq(applicationFields.step_number, stepNumber))
    .orderBy(
      asc(applicationFields.step_number),
      asc(applicationFields.display_order),
      asc(applicationFields.field_label),
    );
}

export async function findFieldsByIds(db: Db, ids: readonly string[]): Promise<FieldRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(applicationFields)
    .where(inArray(applicationFields.id, [...ids]));
}

export async function findField(db: Db, id: string): Promise<FieldRow | undefined> {
  const [row] = await db.select().from(applicationFields).where(eq(applicationFields.id, id)).limit(1);
  return row;
}

export async function findFieldByName(db: Db, name: string): Promise<FieldRow | undefined> {
  const [row] = await db
    .select()
    .from(applicationFields)
    .where(eq(applicationFields.field_name, name))
    .limit(1);
  return row;
}

export async function insertField(
  db: Db,
  values: typeof applicationFields.$inferInsert,
): Promise<FieldRow | undefined> {
  const [row] = await db
    .insert(applicationFields)
    .values(values)
    .onConflictDoNothing({ target: applicationFields.field_name })
    .returning();
  return row;
}

export async function updateField(
  db: Db,
  id: string,
  patch: Partial<typeof applicationFields.$inferInsert>,
): Promise<FieldRow | undefined> {
  const [row] = await db.update(applicationFields).set(patch).where(eq(applicationFields.id, id)).returning();
  return row;
}

export async function deleteField(db: Db, id: string): Promise<FieldRow | undefined> {
  const [row] = await db.delete(applicationFields).where(eq(applicationFields.id, id)).returning();
  return row;
}

export async function maxFieldOrder(db: Db, stepNumber: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${applicationFields.display_order}), 0)::int` })
    .from(applicationFields)
    .where(eq(applicationFields.step_number, stepNumber));
  return row?.n ?? 0;
}

export async function listAnswers(db: Db, userId: string): Promise<AnswerRow[]> {
  return db.select().from(applicationData).where(eq(applicationData.user_id, userId));
}

export async function upsertAnswer(
  db: Db,
  userId: string,
  fieldName: string,
  value: string,
  stepNumber: number | null,
): Promise<void> {
  await db
    .insert(applicationData)
    .values({ user_id: userId, field_name: fieldName, field_value: value, step_number: stepNumber })
    .onConflictDoUpdate({
      target: [applicationData.user_id, applicationData.field_name],
      set: { field_value: value, step_number: stepNumber, updated_at: new Date() },
      // A replay of the same answer writes nothing (updated_at keeps meaning "last changed").
      setWhere: sql`${applicationData.field_value} is distinct from excluded.field_value`,
    });
}

export async function deleteAnswer(db: Db, userId: string, fieldName: string): Promise<void> {
  await db
    .delete(applicationData)
    .where(and(eq(applicationData.user_id, userId), eq(applicationData.field_name, fieldName)));
}

/** Keeps answers attached when a field is renamed. */
export async function renameAnswers(db: Db, from: string, to: string): Promise<void> {
  // Answers left under the new name by a field deleted earlier give way to the live field's.
  await db.delete(applicationData).where(eq(applicationData.field_name, to));
  await db.update(applicationData).set({ field_name: to }).where(eq(applicationData.field_name, from));
}

/** Part of the AI coach's context fingerprint (ai/coach/context.ts): changes whenever the user's answers or the fields change. */
export function applicationFingerprint(userId: string): SQL {
  return sql`(select count(*) || '@' || coalesce(max(updated_at)::text, '') from ${applicationData} where user_id = ${userId}),
    (select count(*) || '@' || coalesce(max(updated_at)::text, '') from ${applicationFields})`;
}
