import type {
  ChatRole,
  CoachAction,
  CoachCreditReport,
  CoachIntent,
  MessageSource,
  SignalType,
  Tone,
} from '@fundpath/contracts/ai';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One coaching conversation: a user, a step, a run of turns. A reset closes the active session
 * (status `reset`) and the next message opens a new one, so old turns stay for staff review but
 * leave the client's history. At most one active session per user and step.
 */
export const aiConversations = pgTable(
  'ai_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    step_number: integer('step_number').notNull(),
    status: text('status').$type<'active' | 'reset'>().notNull().default('active'),
    channel: text('channel').$type<'text' | 'voice'>().notNull().default('text'),
    message_count: integer('message_count').notNull().default(0),
    last_message_at: at('last_message_at'),
    /** The latest question (first 300 characters), for the review list. */
    last_user_message: text('last_user_message'),
    reset_at: at('reset_at'),
    flagged: boolean('flagged').notNull().default(false),
    flag_reason: text('flag_reason'),
    flagged_by: uuid('flagged_by').references(() => users.id, { onDelete: 'set null' }),
    flagged_at: at('flagged_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('ai_conversations_active_key')
      .on(t.user_id, t.step_number)
      .where(sql`${t.status} = 'active'`),
    index('ai_conversations_last_idx').on(sql`${t.last_message_at} desc nulls last`),
    index('ai_conversations_user_idx').on(t.user_id, t.step_number),
  ],
);

/**
 * Each turn is a user message and the coach's reply with the same turn number. The reply keeps
 * its provenance (intent, sources, provider, fallback) so review and learning can explain it.
 */
export const aiMessages = pgTable(
  'ai_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    session_id: uuid('session_id')
      .notNull()
      .references(() => aiConversations.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    step_number: integer('step_number').notNull(),
    turn_number: integer('turn_number').notNull(),
    role: text('role').$type<ChatRole>().notNull(),
    content: text('content').notNull(),
    action: text('action').$type<CoachAction>(),
    confidence: real('confidence'),
    type: text('type').$type<'text' | 'credit_report'>().notNull().default('text'),
    credit_report: jsonb('credit_report').$type<CoachCreditReport>(),
    intent: text('intent').$type<CoachIntent>(),
    sources: jsonb('sources').$type<MessageSource[]>().notNull().default([]),
    provider: text('provider'),
    fallback: boolean('fallback').notNull().default(false),
    /** Time from request to the first streamed byte of the reply, for the dashboard. */
    first_byte_ms: integer('first_byte_ms'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('ai_messages_turn_key').on(t.session_id, t.turn_number, t.role),
    index('ai_messages_created_idx').on(t.created_at),
    index('ai_messages_user_idx').on(t.user_id, t.step_number),
  ],
);

/** Spec §3 feedback signal. reward_value and training_weight come from the server's table (§9). */
export const aiFeedback = pgTable(
  'ai_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    session_id: uuid('session_id')
      .notNull()
      .references(() => aiConversations.id, { onDelete: 'cascade' }),
    message_id: uuid('message_id').references(() => aiMessages.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    step_number: integer('step_number').notNull(),
    turn_number: integer('turn_number').notNull(),
    signal_type: text('signal_type').$type<SignalType>().notNull(),
    helped: boolean('helped'),
    user_satisfied: boolean('user_satisfied'),
    reward_value: real('reward_value').notNull(),
    training_weight: real('training_weight').notNull(),
    user_feedback_text: text('user_feedback_text'),
    context_features: jsonb('context_features').$type<Record<string, unknown>>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('ai_feedback_turn_signal_key').on(t.session_id, t.turn_number, t.signal_type),
    index('ai_feedback_created_idx').on(t.created_at),
  ],
);

/** Approved answers the coach searches (BM25). Seeded entries carry a seed_key for idempotent seeding. */
export const aiKnowledge = pgTable(
  'ai_knowledge',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seed_key: text('seed_key'),
    /** Null: a general entry, searched on every step. */
    step_number: integer('step_number'),
    title: text('title').notNull(),
    question: text('question'),
    content: text('content').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    source: text('source').$type<'seed' | 'expert' | 'staff'>().notNull().default('staff'),
    source_question_id: uuid('source_question_id'),
    is_active: boolean('is_active').notNull().default(true),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('ai_knowledge_seed_key').on(t.seed_key),
    index('ai_knowledge_step_idx').on(t.step_number),
  ],
);

/**
 * One row: the knowledge base's version, bumped in the same transaction as every change, so each
 * instance can tell (one cheap read per chat) that its in-memory search index is stale.
 */
export const aiKnowledgeState = pgTable('ai_knowledge_state', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  ...timestamps,
});

/**
 * The human-in-the-loop queue: questions the coach answered poorly (low confidence, thumbs-down,
 * reported). A repeat of an open question on the same step increments repeat_count.
 */
export const aiUnansweredQuestions = pgTable(
  'ai_unanswered_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    question: text('question').notNull(),
    /** Lower-cased, punctuation-free form used to fold repeats together. */
    normalized: text('normalized').notNull(),
    step_number: integer('step_number'),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    session_id: uuid('session_id').references(() => aiConversations.id, { onDelete: 'set null' }),
    message_id: uuid('message_id').references(() => aiMessages.id, { onDelete: 'set null' }),
    reply_given: text('reply_given'),
    reply_confidence: real('reply_confidence'),
    reason: text('reason')
      .$type<'low_confidence' | 'thumbs_down' | 'report_issue' | 'correction'>()
      .notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    status: text('status').$type<'open' | 'answered' | 'approved' | 'dismissed'>().notNull().default('open'),
    repeat_count: integer('repeat_count').notNull().default(1),
    answer: text('answer'),
    answered_by: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answered_at: at('answered_at'),
    approved_by: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approved_at: at('approved_at'),
    dismissed_by: uuid('dismissed_by').references(() => users.id, { onDelete: 'set null' }),
    dismissed_at: at('dismissed_at'),
    knowledge_id: uuid('knowledge_id').references(() => aiKnowledge.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('ai_unanswered_pending_key')
      .on(t.normalized, sql`coalesce(${t.step_number}, 0)`)
      .where(sql`${t.status} in ('open', 'answered')`),
    index('ai_unanswered_status_idx').on(t.status, t.updated_at),
  ],
);

/** Staff quality-control scores of sampled replies. */
export const aiQualityReviews = pgTable(
  'ai_quality_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    message_id: uuid('message_id')
      .notNull()
      .references(() => aiMessages.id, { onDelete: 'cascade' }),
    reviewer_id: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    score: smallint('score').notNull(),
    notes: text('notes'),
    ...timestamps,
  },
  (t) => [uniqueIndex('ai_quality_reviews_key').on(t.message_id, t.reviewer_id)],
);

/** Per-user coach preferences (/settings/ai-preferences). */
export const aiPreferences = pgTable(
  'ai_preferences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tone: text('tone').$type<Tone>().notNull().default('friendly'),
    voice: text('voice').notNull().default('default'),
    language: text('language').$type<'en' | 'es'>().notNull().default('en'),
    default_mode: text('default_mode').$type<'text' | 'voice'>().notNull().default('text'),
    ...timestamps,
  },
  (t) => [uniqueIndex('ai_preferences_user_key').on(t.user_id)],
);
