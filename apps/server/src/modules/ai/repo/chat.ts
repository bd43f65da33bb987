/** Queries of the coach's conversations: who is talking, sessions and messages, preferences, ratings. */
import { and, asc, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import {
  aiConversations,
  aiFeedback,
  aiKnowledgeState,
  aiMessages,
  aiPreferences,
} from '../../../db/schema/ai';
import { users } from '../../../db/schema/users';
import type { Db } from '../../../platform/db';
import {
  CONVERSATION_ID,
  type ConversationRow,
  type FeedbackRow,
  type MessageRow,
  type NewMessage,
  type PreferencesRow,
  ROLE_ORDER,
} from './common';

// ---- users (identity: the one shared table, read-only here) ----------------------------------------

export async function findUser(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
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
  /** The other domains' parts, each built by the module owning the tables (ADR 003). */
  parts: readonly SQL[],
): Promise<{ key: string; kbVersion: number }> {
  const result = await db.execute<{ key: string; kb_version: string | number | null }>(sql`
    select concat_ws('|',
      ${sql.join([...parts, sql`(select coalesce(max(updated_at)::text, '') from ${aiPreferences} where user_id = ${userId})`], sql`, `)}
    ) as key,
    (select version from ${aiKnowledgeState} where id = 1) as kb_version`);
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
