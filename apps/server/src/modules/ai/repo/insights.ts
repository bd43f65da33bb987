/** Queries staff read: the conversation review list, daily stats and quality control. */
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import { aiConversations, aiFeedback, aiMessages, aiQualityReviews } from '../../../db/schema/ai';
import { users } from '../../../db/schema/users';
import type { Db } from '../../../platform/db';
import { CONVERSATION_ID, day, escapeLike, MESSAGE, since } from './common';

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
