/** Queries of what the coach learns: the queue of questions it could not answer, and the knowledge base. */
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, sql } from 'drizzle-orm';
import { aiKnowledge, aiKnowledgeState, aiUnansweredQuestions } from '../../../db/schema/ai';
import { users } from '../../../db/schema/users';
import type { Db } from '../../../platform/db';
import { escapeLike, type KnowledgeRow, type NewKnowledge, type QuestionRow, since } from './common';

// ---- learning queue ------------------------------------------------------------------------------

/**
 * Adds a question to the queue, or counts a repeat of the same open/answered question at the same
 * step (and records the new reason). Returns the row's id.
 */
export async function enqueueQuestion(
  db: Db,
  q: {
    question: string;
    normalized: string;
    step_number: number | null;
    user_id: string | null;
    session_id: string | null;
    message_id: string | null;
    reply_given: string | null;
    reply_confidence: number | null;
    reason: QuestionRow['reason'];
  },
): Promise<string> {
  const result = await db.execute<{ id: string }>(sql`
    insert into ai_unanswered_questions
      (question, normalized, step_number, user_id, session_id, message_id, reply_given, reply_confidence, reason, reasons)
    values (${q.question}, ${q.normalized}, ${q.step_number}, ${q.user_id}, ${q.session_id}, ${q.message_id},
      ${q.reply_given}, ${q.reply_confidence}, ${q.reason}, ${JSON.stringify([q.reason])}::jsonb)
    on conflict (normalized, coalesce(step_number, 0)) where status in ('open', 'answered')
    do update set
      repeat_count = ai_unanswered_questions.repeat_count
        + case when ai_unanswered_questions.message_id is distinct from excluded.message_id then 1 else 0 end,
      reasons = case when ai_unanswered_questions.reasons ? ${q.reason}
        then ai_unanswered_questions.reasons
        else ai_unanswered_questions.reasons || excluded.reasons end,
      reason = case when excluded.reason = 'low_confidence' then ai_unanswered_questions.reason else excluded.reason end,
      message_id = excluded.message_id,
      session_id = excluded.session_id,
      reply_given = excluded.reply_given,
      reply_confidence = excluded.reply_confidence,
      updated_at = now()
    returning id`);
  return (result as unknown as { rows: Array<{ id: string }> }).rows[0]!.id;
}

export async function listQuestions(
  db: Db,
  filter: {
    status?: QuestionRow['status'];
    reason?: QuestionRow['reason'];
    step?: number;
    q?: string;
    limit: number;
    offset: number;
  },
) {
  const where = and(
    filter.status ? eq(aiUnansweredQuestions.status, filter.status) : undefined,
    filter.reason ? sql`${aiUnansweredQuestions.reasons} ? ${filter.reason}` : undefined,
    filter.step ? eq(aiUnansweredQuestions.step_number, filter.step) : undefined,
    filter.q ? ilike(aiUnansweredQuestions.question, `%${escapeLike(filter.q)}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ q: aiUnansweredQuestions, user_name: users.display_name })
      .from(aiUnansweredQuestions)
      .leftJoin(users, eq(users.id, aiUnansweredQuestions.user_id))
      .where(where)
      .orderBy(desc(aiUnansweredQuestions.repeat_count), desc(aiUnansweredQuestions.updated_at))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(aiUnansweredQuestions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findQuestion(db: Db, id: string) {
  const [row] = await db
    .select({ q: aiUnansweredQuestions, user_name: users.display_name })
    .from(aiUnansweredQuestions)
    .leftJoin(users, eq(users.id, aiUnansweredQuestions.user_id))
    .where(eq(aiUnansweredQuestions.id, id))
    .limit(1);
  return row;
}

export async function lockQuestion(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(aiUnansweredQuestions)
    .where(eq(aiUnansweredQuestions.id, id))
    .for('update')
    .limit(1);
  return row;
}

export async function updateQuestion(
  db: Db,
  id: string,
  patch: Partial<typeof aiUnansweredQuestions.$inferInsert>,
) {
  await db
    .update(aiUnansweredQuestions)
    .set({ ...patch, updated_at: new Date() })
    .where(eq(aiUnansweredQuestions.id, id));
}

export async function questionCounts(db: Db) {
  const rows = await db
    .select({ status: aiUnansweredQuestions.status, n: count() })
    .from(aiUnansweredQuestions)
    .groupBy(aiUnansweredQuestions.status);
  const reasons = await db.execute<{ reason: string; n: number }>(
    sql`select r as reason, count(*)::int as n from ai_unanswered_questions, jsonb_array_elements_text(reasons) r group by r`,
  );
  return {
    byStatus: Object.fromEntries(rows.map((r) => [r.status, r.n])) as Record<string, number>,
    byReason: Object.fromEntries(
      (reasons as unknown as { rows: Array<{ reason: string; n: number }> }).rows.map((r) => [
        r.reason,
        Number(r.n),
      ]),
    ) as Record<string, number>,
  };
}

export async function openQuestionTexts(db: Db, days: number, limit: number) {
  return db
    .select({ question: aiUnansweredQuestions.question, repeat_count: aiUnansweredQuestions.repeat_count })
    .from(aiUnansweredQuestions)
    .where(
      and(
        inArray(aiUnansweredQuestions.status, ['open', 'answered']),
        gte(aiUnansweredQuestions.updated_at, since(days)),
      ),
    )
    .orderBy(desc(aiUnansweredQuestions.updated_at))
    .limit(limit);
}

// ---- knowledge -----------------------------------------------------------------------------------

export async function knowledgeVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: aiKnowledgeState.version })
    .from(aiKnowledgeState)
    .where(eq(aiKnowledgeState.id, 1))
    .limit(1);
  return row?.version ?? 0;
}

/** Marks the base changed; call inside the transaction that changed it. */
export async function bumpKnowledgeVersion(db: Db): Promise<number> {
  const [row] = await db
    .insert(aiKnowledgeState)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: aiKnowledgeState.id,
      set: { version: sql`${aiKnowledgeState.version} + 1` },
    })
    .returning({ version: aiKnowledgeState.version });
  return row!.version;
}

export async function listActiveKnowledge(db: Db) {
  return db
    .select()
    .from(aiKnowledge)
    .where(eq(aiKnowledge.is_active, true))
    .orderBy(asc(aiKnowledge.created_at));
}

export async function listKnowledge(
  db: Db,
  filter: {
    q?: string;
    step?: number;
    general?: boolean;
    source?: KnowledgeRow['source'];
    limit: number;
    offset: number;
  },
) {
  const pattern = filter.q ? `%${escapeLike(filter.q)}%` : null;
  const where = and(
    filter.step ? eq(aiKnowledge.step_number, filter.step) : undefined,
    filter.general === true ? isNull(aiKnowledge.step_number) : undefined,
    filter.general === false ? sql`${aiKnowledge.step_number} is not null` : undefined,
    filter.source ? eq(aiKnowledge.source, filter.source) : undefined,
    pattern
      ? sql`(${aiKnowledge.title} ilike ${pattern} or ${aiKnowledge.content} ilike ${pattern} or coalesce(${aiKnowledge.question}, '') ilike ${pattern})`
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(aiKnowledge)
      .where(where)
      .orderBy(sql`${aiKnowledge.step_number} asc nulls first`, asc(aiKnowledge.title))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(aiKnowledge).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findKnowledge(db: Db, id: string) {
  const [row] = await db.select().from(aiKnowledge).where(eq(aiKnowledge.id, id)).limit(1);
  return row;
}

export async function insertKnowledge(db: Db, values: NewKnowledge): Promise<KnowledgeRow> {
  const [row] = await db.insert(aiKnowledge).values(values).returning();
  return row!;
}

/** Seeds an entry once (by seed_key); true when it was inserted. */
export async function insertSeedKnowledge(db: Db, values: NewKnowledge): Promise<boolean> {
  const rows = await db
    .insert(aiKnowledge)
    .values(values)
    .onConflictDoNothing({ target: aiKnowledge.seed_key })
    .returning({ id: aiKnowledge.id });
  return rows.length > 0;
}

export async function updateKnowledge(db: Db, id: string, patch: Partial<NewKnowledge>) {
  const [row] = await db.update(aiKnowledge).set(patch).where(eq(aiKnowledge.id, id)).returning();
  return row;
}

export async function deleteKnowledge(db: Db, id: string) {
  const [row] = await db.delete(aiKnowledge).where(eq(aiKnowledge.id, id)).returning({ id: aiKnowledge.id });
  return row;
}

export async function knowledgeCounts(db: Db) {
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${aiKnowledge.is_active})`.mapWith(Number),
      experts: sql<number>`count(*) filter (where ${aiKnowledge.source} = 'expert')`.mapWith(Number),
    })
    .from(aiKnowledge);
  return row ?? { total: 0, active: 0, experts: 0 };
}
