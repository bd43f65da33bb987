/** What the AI coach's queries share: row types, qualified column references, date helpers. */
import { type AnyColumn, sql } from 'drizzle-orm';
import {
  type aiConversations,
  type aiFeedback,
  type aiKnowledge,
  aiMessages,
  type aiPreferences,
  type aiUnansweredQuestions,
} from '../../../db/schema/ai';

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
export const CONVERSATION_ID = sql.raw('"ai_conversations"."id"');
export const MESSAGE = {
  id: sql.raw('"ai_messages"."id"'),
  session_id: sql.raw('"ai_messages"."session_id"'),
  turn_number: sql.raw('"ai_messages"."turn_number"'),
};

/** Within a turn: the client's message, then the reply, then any system note. */
export const ROLE_ORDER = sql`case ${aiMessages.role} when 'user' then 0 when 'assistant' then 1 else 2 end`;

export const since = (days: number) => new Date(Date.now() - days * 86_400_000);
export const day = (col: AnyColumn) =>
  sql<string>`to_char(date_trunc('day', ${col} at time zone 'UTC'), 'YYYY-MM-DD')`;
export { isUniqueViolation } from '../../../platform/db';

/** A LIKE pattern's literal text: backslash, % and _ escaped. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
