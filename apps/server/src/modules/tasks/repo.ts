import { and, asc, count, eq, inArray, isNull, notExists, type SQL, sql } from 'drizzle-orm';
import { defaultTasks, taskAttachments, userTasks } from '../../db/schema/tasks';
import type { Db } from '../../platform/db';

export type DefaultTaskRow = typeof defaultTasks.$inferSelect;
export type UserTaskRow = typeof userTasks.$inferSelect;
export type AttachmentRow = typeof taskAttachments.$inferSelect;

// ---- default tasks ----------------------------------------------------------------------------

export async function listDefaultTasks(db: Db, stepNumber?: number): Promise<DefaultTaskRow[]> {
  return db
    .select()
    .from(defaultTasks)
    .where(stepNumber === undefined ? undefined : eq(defaultTasks.step_number, stepNumber))
    .orderBy(asc(defaultTasks.step_number), asc(defaultTasks.order_position), asc(defaultTasks.created_at));
}

export async function findDefaultTask(db: Db, id: string): Promise<DefaultTaskRow | undefined> {
  const [row] = await db.select().from(defaultTasks).where(eq(defaultTasks.id, id)).limit(1);
  return row;
}

export async function findDefaultTasksByIds(db: Db, ids: readonly string[]): Promise<DefaultTaskRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(defaultTasks)
    .where(inArray(defaultTasks.id, [...ids]));
}

export async function insertDefaultTask(
  db: Db,
  values: typeof defaultTasks.$inferInsert,
): Promise<DefaultTaskRow> {
  const [row] = await db.insert(defaultTasks).values(values).returning();
  return row!;
}

export async function updateDefaultTask(
  db: Db,
  id: string,
  patch: Partial<typeof defaultTasks.$inferInsert>,
): Promise<DefaultTaskRow | undefined> {
  const [row] = await db.update(defaultTasks).set(patch).where(eq(defaultTasks.id, id)).returning();
  return row;
}

export async function deleteDefaultTask(db: Db, id: string): Promise<DefaultTaskRow | undefined> {
  const [row] = await db.delete(defaultTasks).where(eq(defaultTasks.id, id)).returning();
  return row;
}

export async function maxDefaultTaskOrder(db: Db, stepNumber: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${defaultTasks.order_position}), 0)::int` })
    .from(defaultTasks)
    .where(eq(defaultTasks.step_number, stepNumber));
  return row?.n ?? 0;
}

// ---- user tasks -------------------------------------------------------------------------------

export async function listUserTasks(db: Db, userId: string, stepNumber?: number): Promise<UserTaskRow[]> {
  const where =
    stepNumber === undefined
      ? eq(userTasks.user_id, userId)
      : and(eq(userTasks.user_id, userId), eq(userTasks.step_number, stepNumber));
  return db
    .select()
    .from(userTasks)
    .where(where)
    .orderBy(asc(userTasks.step_number), asc(userTasks.order_position), asc(userTasks.created_at));
}

export async function findUserTask(db: Db, id: string): Promise<UserTaskRow | undefined> {
  const [row] = await db.select().from(userTasks).where(eq(userTasks.id, id)).limit(1);
  return row;
}

/** The task locked FOR UPDATE: completion, uploads and deletes of one task apply one at a time. */
export async function lockUserTask(db: Db, id: string): Promise<UserTaskRow | undefined> {
  const [row] = await db.select().from(userTasks).where(eq(userTasks.id, id)).for('update').limit(1);
  return row;
}

export async function findUserTaskForDefault(
  db: Db,
  userId: string,
  defaultTaskId: string,
): Promise<UserTaskRow | undefined> {
  const [row] = await db
    .select()
    .from(userTasks)
    .where(and(eq(userTasks.user_id, userId), eq(userTasks.default_task_id, defaultTaskId)))
    .limit(1);
  return row;
}

/** Materialises default tasks for a user; existing ones are left alone (returns the new rows). */
export async function insertTasksFromDefaults(
  db: Db,
  userId: string,
  defaults: readonly DefaultTaskRow[],
): Promise<UserTaskRow[]> {
  if (defaults.length === 0) return [];
  return db
    .insert(userTasks)
    .values(
      defaults.map((d) => ({
        user_id: userId,
        default_task_id: d.id,
        step_number: d.step_number,
        title: d.title,
        description: d.description,
        task_type: d.task_type,
        priority: d.priority,
        link_url: d.link_url,
        instructions: d.instructions,
        template_config: d.template_config,
        is_required: d.is_required,
        order_position: d.order_position,
      })),
    )
    .onConflictDoNothing({ target: [userTasks.user_id, userTasks.default_task_id] })
    .returning();
}

export async function insertUserTask(db: Db, values: typeof userTasks.$inferInsert): Promise<UserTaskRow> {
  const [row] = await db.insert(userTasks).values(values).returning();
  return row!;
}

export async function updateUserTask(
  db: Db,
  id: string,
  patch: Partial<typeof userTasks.$inferInsert>,
): Promise<UserTaskRow> {
  const [row] = await db.update(userTasks).set(patch).where(eq(userTasks.id, id)).returning();
  return row!;
}

export async function deleteUserTask(db: Db, id: string): Promise<void> {
  await db.delete(userTasks).where(eq(userTasks.id, id));
}

/** When a default task goes: untouched copies go with it; worked-on ones stay, no longer required. */
export async function detachTasksOfDefault(db: Db, defaultTaskId: string): Promise<void> {
  await db
    .delete(userTasks)
    .where(
      and(
        eq(userTasks.default_task_id, defaultTaskId),
        eq(userTasks.is_completed, false),
        notExists(
          db.select({ x: sql`1` }).from(taskAttachments).where(eq(taskAttachments.task_id, userTasks.id)),
        ),
      ),
    );
  await db.update(userTasks).set({ is_required: false }).where(eq(userTasks.default_task_id, defaultTaskId));
}

export async function completedDefaultTaskIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: userTasks.default_task_id })
    .from(userTasks)
    .where(and(eq(userTasks.user_id, userId), eq(userTasks.is_completed, true)));
  return rows.flatMap((r) => (r.id ? [r.id] : []));
}

/** Required tasks of a step the user has not completed: the step's required defaults and own required tasks. */
export async function openRequiredTasks(
  db: Db,
  userId: string,
  stepNumber: number,
): Promise<Array<{ id: string; title: string }>> {
  const defaults = await db
    .select({ id: defaultTasks.id, title: defaultTasks.title, done: userTasks.is_completed })
    .from(defaultTasks)
    .leftJoin(userTasks, and(eq(userTasks.default_task_id, defaultTasks.id), eq(userTasks.user_id, userId)))
    .where(and(eq(defaultTasks.step_number, stepNumber), eq(defaultTasks.is_required, true)))
    .orderBy(asc(defaultTasks.order_position));
  const own = await db
    .select({ id: userTasks.id, title: userTasks.title })
    .from(userTasks)
    .where(
      and(
        eq(userTasks.user_id, userId),
        eq(userTasks.step_number, stepNumber),
        isNull(userTasks.default_task_id),
        eq(userTasks.is_required, true),
        eq(userTasks.is_completed, false),
      ),
    );
  return [...defaults.filter((d) => d.done !== true).map(({ id, title }) => ({ id, title })), ...own];
}

// ---- attachments ------------------------------------------------------------------------------

export async function listAttachments(db: Db, taskIds: readonly string[]): Promise<AttachmentRow[]> {
  if (taskIds.length === 0) return [];
  return db
    .select()
    .from(taskAttachments)
    .where(inArray(taskAttachments.task_id, [...taskIds]))
    .orderBy(asc(taskAttachments.created_at));
}

export async function countAttachments(db: Db, taskId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(taskAttachments)
    .where(eq(taskAttachments.task_id, taskId));
  return row?.n ?? 0;
}

export async function insertAttachments(
  db: Db,
  values: Array<typeof taskAttachments.$inferInsert>,
): Promise<AttachmentRow[]> {
  if (values.length === 0) return [];
  return db.insert(taskAttachments).values(values).returning();
}

export async function findAttachment(db: Db, id: string): Promise<AttachmentRow | undefined> {
  const [row] = await db.select().from(taskAttachments).where(eq(taskAttachments.id, id)).limit(1);
  return row;
}

export async function deleteAttachment(db: Db, id: string): Promise<void> {
  await db.delete(taskAttachments).where(eq(taskAttachments.id, id));
}

/** Part of the AI coach's context fingerprint (ai/coach/context.ts): changes whenever the user's tasks or the default tasks change. */
export function tasksFingerprint(userId: string): SQL {
  return sql`(select count(*) || '@' || coalesce(max(updated_at)::text, '') from ${userTasks} where user_id = ${userId}),
    (select count(*) || '@' || coalesce(max(updated_at)::text, '') from ${defaultTasks})`;
}
