/**
 * Drizzle queries of the AI coach, one file per seam; this file keeps the one import path
 * (`import * as repo from './repo'`).
 *   repo/chat.ts      users it talks to, the context fingerprint, sessions and messages, preferences, feedback
 *   repo/learning.ts  the learning queue and the knowledge base
 *   repo/insights.ts  the review list, stats and quality control
 */
export * from './repo/chat';
export {
  type ConversationRow,
  type FeedbackRow,
  isUniqueViolation,
  type KnowledgeRow,
  type MessageRow,
  type NewKnowledge,
  type NewMessage,
  type PreferencesRow,
  type QuestionRow,
} from './repo/common';
export * from './repo/insights';
export * from './repo/learning';
