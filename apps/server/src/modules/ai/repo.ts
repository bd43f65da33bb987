/** Drizzle queries of the AI coach: conversations, feedback, the learning queue, knowledge, stats. */
import { type AnyColumn, and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, sql } from 'drizzle-orm';
import {
  aiConversations,
  aiFeedback,
  aiKnowledge,
  aiKnowledgeState,
  aiMessages,
  aiPreferences,
  aiQualityReviews,
  aiUnansweredQuestions,
  creditReports,
  users,
} from '../../db/schema';
import type { Db } from '../../platform/db';

export type ConversationRow = typeof aiConversations.$inferSelect;
export type MessageRow = typeof aiMessages.$inferSelect;
export type NewMessage = typeof aiMessages.$inferInsert;
export type FeedbackRow = typeof aiFeedback.$inferSelect;
export type KnowledgeRow = typeof aiKnowledge.$inferSelect;
export type NewKnowledge = typeof aiKnowledge.$inferInsert;
export type QuestionRow = typeof aiUnansweredQuestions.$inferSelect;
export type PreferencesRow = typeof aiPreferences.$inferSelect;

/**
 * Outer-row references for correlated subqueries, always table-qualified: Drizzle leaves a column
 * unqualified in a single-table select, which inside a subquery would bind to the inner table.
 */
const CONVERSATION_ID = sql.raw('"ai_conversations"."id"');
const MESSAGE = {
  id: sql.raw('"ai_messages"."id"'),
  session_id: sql.raw('"ai_messages"."session_id"'),
  turn_number: sql.raw('"ai_messages"."turn_number"'),
};

/** Within a turn: the client's message, then the reply, then any system note. */
const ROLE_ORDER = sql`case ${aiMessages.role} when 'user' then 0 when 'assistant' then 1 else 2 end`;

const since = (days: number) => new Date(Date.now() - days * 86_400_000);
const day = (col: AnyColumn) =>
  sql<string>`to_char(date_trunc('day', ${col} at time zone 'UTC'), 'YYYY-MM-DD')`;
/** PostgreSQL reports a unique violation with this SQLSTATE (both drivers put it on `code`). */
export const isUniqueViolation = (err: unknown) =>
  (err as { code?: string })?.code === '23505' ||
  (err as { cause?: { code?: string } })?.cause?.code === '23505';

// ---- users and credit (read-only views of other domains' tables) -------------------------------

export async function findUser(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return row;
}

/** The latest stored report's evaluation and plan, without the multi-megabyte raw text. */
export async function latestCreditReport(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: creditReports.id,
      version: creditReports.version,
      as_of: creditReports.as_of,
      created_at: creditReports.created_at,
      evaluation: creditReports.evaluation,
      improvements: creditReports.improvements,
    })
    .from(creditReports)
    .where(eq(creditReports.user_id, userId))
    .orderBy(desc(creditReports.version))
    .limit(1);
  return row;
}

/**
 * A fingerprint of everything a coach context is built from: the user's journey, tasks, answers,
 * credit reports and preferences, the journey content, and the knowledge base version. Counts
 * catch deletions, max(updated_at) catches edits. One round trip; equal fingerprints mean the
 * context built last time is still exact.
 */
export async function contextFingerprint(
  db: Db,
  userId: string,
): Promise<{ key: string; kbVersion: number }> {
  const result = await db.execute<{ key: string; kb_version: string | number | null }>(sql`
    select concat_ws('|',
      (select count(*) || '@' || coalesce(max(updated_at)::text, '') from coaching_progress where user_id = ${userId}),
      (select coalesce(max(updated_at)::text, '') from coaching_journeys where user_id = ${userId}),
      (select count(*) || '@' || coalesce(max(updated_at)::text, '') from user_tasks where user_id = ${userId}),
      (select count(*) || '@' || coalesce(max(updated_at)::text, '') from application_data where user_id = ${userId}),
      (select coalesce(max(version), 0)::text from credit_reports where user_id = ${userId}),
      (select coalesce(max(updated_at)::text, '') from ai_preferences where user_id = ${userId}),
      (select display_name from users where id = ${userId}),
      (select count(*) || '@' || coalesce(max(updated_at)::text, '') from coaching_steps),
      (select count(*) || '@' || coalesce(max(updated_at)::text, '') from step_functions),
      (select count(*) || '@' || coalesce(max(updated_at)::text, '') from default_tasks),
      (select count(*) || '@' || coalesce(max(updated_at)::text, '') from application_fields)
    ) as key,
    (select version from ai_knowledge_state where id = 1) as kb_version`);
  const row = (result as unknown as { rows: Array<{ key: string; kb_version: string | number | null }> })
    .rows[0]!;
  return { key: row.key, kbVersion: Number(row.kb_version ?? 0) };
}

// ---- conversations and messages ------------------------------------------------------------------

export async function findActiveSession(db: Db, userId: string, step: number) {
  const [row] = await db
    .select()
    .from(aiConversations)
    .where(
      and(
        eq(aiConversations.user_id, userId),
        eq(aiConversations.step_number, step),
        eq(aiConversations.status, 'active'),
      ),
    )
    .limit(1);
  return row;
}

/** The active session of a user's step with its last turn number (0 when it has no messages). */
export async function findActiveSessionWithTurn(db: Db, userId: string, step: number) {
  const [row] = await db
    .select({
      session: aiConversations,
      last_turn:
        sql<number>`(select coalesce(max(m.turn_number), 0) from ai_messages m where m.session_id = ${CONVERSATION_ID})`.mapWith(
          Number,
        ),
    })
    .from(aiConversations)
    .where(
      and(
        eq(aiConversations.user_id, userId),
        eq(aiConversations.step_number, step),
        eq(aiConversations.status, 'active'),
      ),
    )
    .limit(1);
  return row;
}

export async function lastTurn(db: Db, sessionId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${aiMessages.turn_number}), 0)`.mapWith(Number) })
    .from(aiMessages)
    .where(eq(aiMessages.session_id, sessionId));
  return row?.n ?? 0;
}

/** The active session, created when there is none (a concurrent creator wins; its row is returned). */
export async function activeSession(
  db: Db,
  userId: string,
  step: number,
  channel: 'text' | 'voice',
): Promise<ConversationRow> {
  const existing = await findActiveSession(db, userId, step);
  if (existing) return existing;
  const [created] = await db
    .insert(aiConversations)
    .values({ user_id: userId, step_number: step, channel })
    .onConflictDoNothing()
    .returning();
  return created ?? (await findActiveSession(db, userId, step))!;
}

export async function findSession(db: Db, id: string) {
  const [row] = await db.select().from(aiConversations).where(eq(aiConversations.id, id)).limit(1);
  return row;
}

export async function closeActiveSession(db: Db, userId: string, step: number): Promise<string | null> {
  const [row] = await db
    .update(aiConversations)
    .set({ status: 'reset', reset_at: new Date() })
    .where(
      and(
        eq(aiConversations.user_id, userId),
        eq(aiConversations.step_number, step),
        eq(aiConversations.status, 'active'),
      ),
    )
    .returning({ id: aiConversations.id });
  return row?.id ?? null;
}

export async function insertMessage(db: Db, values: NewMessage): Promise<MessageRow> {
  const [row] = await db.insert(aiMessages).values(values).returning();
  return row!;
}

export async function touchSession(
  db: Db,
  id: string,
  patch: { added: number; last_user_message?: string; channel?: 'text' | 'voice' },
): Promise<void> {
  await db
    .update(aiConversations)
    .set({
      message_count: sql`${aiConversations.message_count} + ${patch.added}`,
      last_message_at: new Date(),
      ...(patch.last_user_message ? { last_user_message: patch.last_user_message.slice(0, 300) } : {}),
      ...(patch.channel ? { channel: patch.channel } : {}),
    })
    .where(eq(aiConversations.id, id));
}

export async function listSessionMessages(db: Db, sessionId: string, includeSystem: boolean) {
  return db
    .select()
    .from(aiMessages)
    .where(
      and(
        eq(aiMessages.session_id, sessionId),
        includeSystem ? undefined : inArray(aiMessages.role, ['user', 'assistant']),
      ),
    )
    .orderBy(asc(aiMessages.turn_number), ROLE_ORDER, asc(aiMessages.created_at));
}

/** The last `limit` user/assistant messages of a session before a turn, oldest first. */
export async function recentHistory(db: Db, sessionId: string, beforeTurn: number, limit: number) {
  const rows = await db
    .select({ role: aiMessages.role, content: aiMessages.content })
    .from(aiMessages)
    .where(
      and(
        eq(aiMessages.session_id, sessionId),
        lt(aiMessages.turn_number, beforeTurn),
        inArray(aiMessages.role, ['user', 'assistant']),
      ),
    )
    .orderBy(desc(aiMessages.turn_number), sql`${ROLE_ORDER} desc`)
    .limit(limit);
  return rows.reverse() as Array<{ role: 'user' | 'assistant'; content: string }>;
}

export async function findTurn(db: Db, sessionId: string, turn: number) {
  const rows = await db
    .select()
    .from(aiMessages)
    .where(and(eq(aiMessages.session_id, sessionId), eq(aiMessages.turn_number, turn)));
  return { user: rows.find((r) => r.role === 'user'), assistant: rows.find((r) => r.role === 'assistant') };
}

export async function findMessage(db: Db, id: string) {
  const [row] = await db.select().from(aiMessages).where(eq(aiMessages.id, id)).limit(1);
  return row;
}

// ---- preferences ---------------------------------------------------------------------------------

export async function findPreferences(db: Db, userId: string) {
  const [row] = await db.select().from(aiPreferences).where(eq(aiPreferences.user_id, userId)).limit(1);
  return row;
}

export async function upsertPreferences(
  db: Db,
  userId: string,
  values: Pick<PreferencesRow, 'tone' | 'voice' | 'language' | 'default_mode'>,
) {
  const [row] = await db
    .insert(aiPreferences)
    .values({ user_id: userId, ...values })
    .onConflictDoUpdate({ target: aiPreferences.user_id, set: values })
    .returning();
  return row!;
}

// ---- feedback ------------------------------------------------------------------------------------

export async function upsertFeedback(db: Db, values: typeof aiFeedback.$inferInsert): Promise<FeedbackRow> {
  const { session_id, turn_number, signal_type, ...rest } = values;
  const [row] = await db
    .insert(aiFeedback)
    .values(values)
    .onConflictDoUpdate({
      target: [aiFeedback.session_id, aiFeedback.turn_number, aiFeedback.signal_type],
      set: { ...rest, created_at: new Date() },
    })
    .returning();
  return row!;
}

export async function deleteFeedback(
  db: Db,
  sessionId: string,
  turn: number,
  signal: FeedbackRow['signal_type'],
) {
  await db
    .delete(aiFeedback)
    .where(
      and(
        eq(aiFeedback.session_id, sessionId),
        eq(aiFeedback.turn_number, turn),
        eq(aiFeedback.signal_type, signal),
      ),
    );
}

export async function listSessionFeedback(db: Db, sessionId: string) {
  return db
    .select()
    .from(aiFeedback)
    .where(eq(aiFeedback.session_id, sessionId))
    .orderBy(asc(aiFeedback.turn_number), asc(aiFeedback.created_at));
}

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

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

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

// ---- review --------------------------------------------------------------------------------------

/** Per-session feedback counts and mean reply confidence, as correlated subqueries of the review list. */
function sessionAggregates() {
  return {
    up: sql<number>`(select count(*) from ai_feedback f where f.session_id = ${CONVERSATION_ID} and f.signal_type = 'thumbs_up')`.mapWith(
      Number,
    ),
    down: sql<number>`(select count(*) from ai_feedback f where f.session_id = ${CONVERSATION_ID} and f.signal_type = 'thumbs_down')`.mapWith(
      Number,
    ),
    issues:
      sql<number>`(select count(*) from ai_feedback f where f.session_id = ${CONVERSATION_ID} and f.signal_type in ('report_issue', 'correction'))`.mapWith(
        Number,
      ),
    avg_confidence: sql<
      number | null
    >`(select avg(m.confidence) from ai_messages m where m.session_id = ${CONVERSATION_ID} and m.role = 'assistant')`.mapWith(
      (v) => (v === null ? null : Number(v)),
    ),
  };
}

const summaryColumns = {
  c: aiConversations,
  user_email: users.email,
  user_name: users.display_name,
  ...sessionAggregates(),
};

export async function listConversations(
  db: Db,
  filter: {
    q?: string;
    step?: number;
    rating?: 'up' | 'down' | 'issue' | 'any' | 'none';
    flagged?: boolean;
    user_id?: string;
    limit: number;
    offset: number;
  },
) {
  const pattern = filter.q ? `%${escapeLike(filter.q)}%` : null;
  const has = (types: string) =>
    sql.raw(
      `exists (select 1 from ai_feedback f where f.session_id = "ai_conversations"."id" and f.signal_type in (${types}))`,
    );
  const rating =
    filter.rating === 'up'
      ? has(`'thumbs_up'`)
      : filter.rating === 'down'
        ? has(`'thumbs_down'`)
        : filter.rating === 'issue'
          ? has(`'report_issue', 'correction'`)
          : filter.rating === 'any'
            ? has(`'thumbs_up', 'thumbs_down', 'report_issue', 'correction'`)
            : filter.rating === 'none'
              ? sql`not ${has(`'thumbs_up', 'thumbs_down', 'report_issue', 'correction'`)}`
              : undefined;
  const where = and(
    sql`${aiConversations.message_count} > 0`,
    filter.step ? eq(aiConversations.step_number, filter.step) : undefined,
    filter.flagged !== undefined ? eq(aiConversations.flagged, filter.flagged) : undefined,
    filter.user_id ? eq(aiConversations.user_id, filter.user_id) : undefined,
    rating,
    pattern
      ? sql`(${users.email} ilike ${pattern} or ${users.display_name} ilike ${pattern} or exists (select 1 from ai_messages m where m.session_id = ${CONVERSATION_ID} and m.content ilike ${pattern}))`
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(aiConversations)
      .leftJoin(users, eq(users.id, aiConversations.user_id))
      .where(where)
      .orderBy(sql`${aiConversations.last_message_at} desc nulls last`)
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ n: count() })
      .from(aiConversations)
      .leftJoin(users, eq(users.id, aiConversations.user_id))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type ConversationSummaryRow = Awaited<ReturnType<typeof listConversations>>['rows'][number];

export async function findConversationSummary(db: Db, id: string) {
  const [row] = await db
    .select(summaryColumns)
    .from(aiConversations)
    .leftJoin(users, eq(users.id, aiConversations.user_id))
    .where(eq(aiConversations.id, id))
    .limit(1);
  return row;
}

export async function flagConversation(
  db: Db,
  id: string,
  patch: { flagged: boolean; reason: string | null; by: string },
) {
  const [row] = await db
    .update(aiConversations)
    .set({
      flagged: patch.flagged,
      flag_reason: patch.flagged ? patch.reason : null,
      flagged_by: patch.flagged ? patch.by : null,
      flagged_at: patch.flagged ? new Date() : null,
    })
    .where(eq(aiConversations.id, id))
    .returning({ id: aiConversations.id });
  return row;
}

// ---- stats ---------------------------------------------------------------------------------------

export async function feedbackDaily(db: Db, days: number, step?: number) {
  return db
    .select({
      date: day(aiFeedback.created_at),
      step_number: aiFeedback.step_number,
      up: sql<number>`count(*) filter (where ${aiFeedback.signal_type} = 'thumbs_up')`.mapWith(Number),
      down: sql<number>`count(*) filter (where ${aiFeedback.signal_type} = 'thumbs_down')`.mapWith(Number),
      corrections: sql<number>`count(*) filter (where ${aiFeedback.signal_type} = 'correction')`.mapWith(
        Number,
      ),
      issues: sql<number>`count(*) filter (where ${aiFeedback.signal_type} = 'report_issue')`.mapWith(Number),
      reward: sql<number>`coalesce(sum(${aiFeedback.reward_value}), 0)`.mapWith(Number),
      weighted:
        sql<number>`coalesce(sum(${aiFeedback.reward_value} * ${aiFeedback.training_weight}), 0)`.mapWith(
          Number,
        ),
    })
    .from(aiFeedback)
    .where(and(gte(aiFeedback.created_at, since(days)), step ? eq(aiFeedback.step_number, step) : undefined))
    .groupBy(sql`1`, aiFeedback.step_number)
    .orderBy(sql`1`, aiFeedback.step_number);
}

export async function messageVolumeDaily(db: Db, days: number) {
  return db
    .select({
      date: day(aiMessages.created_at),
      user_messages: sql<number>`count(*) filter (where ${aiMessages.role} = 'user')`.mapWith(Number),
      assistant_messages: sql<number>`count(*) filter (where ${aiMessages.role} = 'assistant')`.mapWith(
        Number,
      ),
      conversations: sql<number>`count(distinct ${aiMessages.session_id})`.mapWith(Number),
    })
    .from(aiMessages)
    .where(gte(aiMessages.created_at, since(days)))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}

export async function assistantStats(db: Db, days: number, threshold: number) {
  const where = and(eq(aiMessages.role, 'assistant'), gte(aiMessages.created_at, since(days)));
  const [buckets, [totals], intents] = await Promise.all([
    db
      .select({
        bucket: sql<number>`least(floor(coalesce(${aiMessages.confidence}, 0) * 10), 9)::int`.mapWith(Number),
        n: count(),
      })
      .from(aiMessages)
      .where(where)
      .groupBy(sql`1`),
    db
      .select({
        avg: sql<number | null>`avg(${aiMessages.confidence})`.mapWith((v) =>
          v === null ? null : Number(v),
        ),
        low: sql<number>`count(*) filter (where ${aiMessages.confidence} < ${threshold})`.mapWith(Number),
        fallback: sql<number>`count(*) filter (where ${aiMessages.fallback})`.mapWith(Number),
        conversations: sql<number>`count(distinct ${aiMessages.session_id})`.mapWith(Number),
      })
      .from(aiMessages)
      .where(where),
    db
      .select({ intent: aiMessages.intent, n: count() })
      .from(aiMessages)
      .where(where)
      .groupBy(aiMessages.intent)
      .orderBy(desc(count())),
  ]);
  return { buckets, totals, intents };
}

export async function satisfaction(db: Db, days: number) {
  const [row] = await db
    .select({
      up: sql<number>`count(*) filter (where ${aiFeedback.signal_type} = 'thumbs_up')`.mapWith(Number),
      down: sql<number>`count(*) filter (where ${aiFeedback.signal_type} = 'thumbs_down')`.mapWith(Number),
    })
    .from(aiFeedback)
    .where(gte(aiFeedback.created_at, since(days)));
  return row ?? { up: 0, down: 0 };
}

// ---- quality control -----------------------------------------------------------------------------

export async function sampleAssistantMessages(
  db: Db,
  opts: { n: number; step?: number; days: number; unreviewed: boolean },
) {
  return db
    .select({
      m: aiMessages,
      question: sql<
        string | null
      >`(select u.content from ai_messages u where u.session_id = ${MESSAGE.session_id} and u.turn_number = ${MESSAGE.turn_number} and u.role = 'user' limit 1)`,
      review_count:
        sql<number>`(select count(*) from ai_quality_reviews r where r.message_id = ${MESSAGE.id})`.mapWith(
          Number,
        ),
    })
    .from(aiMessages)
    .where(
      and(
        eq(aiMessages.role, 'assistant'),
        gte(aiMessages.created_at, since(opts.days)),
        opts.step ? eq(aiMessages.step_number, opts.step) : undefined,
        opts.unreviewed
          ? sql`not exists (select 1 from ai_quality_reviews r where r.message_id = ${MESSAGE.id})`
          : undefined,
      ),
    )
    .orderBy(sql`random()`)
    .limit(opts.n);
}

export async function upsertQualityReview(
  db: Db,
  values: { message_id: string; reviewer_id: string; score: number; notes: string | null },
) {
  const [row] = await db
    .insert(aiQualityReviews)
    .values(values)
    .onConflictDoUpdate({
      target: [aiQualityReviews.message_id, aiQualityReviews.reviewer_id],
      set: { score: values.score, notes: values.notes },
    })
    .returning();
  return row!;
}

export async function listQualityReviews(db: Db, limit: number) {
  return db
    .select({
      r: aiQualityReviews,
      reviewer_name: users.display_name,
      reply: aiMessages.content,
      step_number: aiMessages.step_number,
    })
    .from(aiQualityReviews)
    .innerJoin(aiMessages, eq(aiMessages.id, aiQualityReviews.message_id))
    .leftJoin(users, eq(users.id, aiQualityReviews.reviewer_id))
    .orderBy(desc(aiQualityReviews.created_at))
    .limit(limit);
}

export async function averageQualityScore(db: Db) {
  const [row] = await db
    .select({
      avg: sql<number | null>`avg(${aiQualityReviews.score})`.mapWith((v) => (v === null ? null : Number(v))),
    })
    .from(aiQualityReviews);
  return row?.avg ?? null;
}
