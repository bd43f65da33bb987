import type { EvaluationResult, ImprovementSimulation } from '@fundpath/credit-engine';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/** Per-bureau VantageScore of a stored report (null when the bureau reported none). */
export interface CreditScoresByBureau {
  TransUnion: number | null;
  Experian: number | null;
  Equifax: number | null;
}

/**
 * Every credit report pulled, imported or saved for a user, kept as numbered versions (1, 2, 3…
 * per user). The raw report is kept as delivered (JSON text), with the evaluation made when it
 * was stored; the summary columns let lists and the staff directory skip the multi-MB text.
 */
export const creditReports = pgTable(
  'credit_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** `sandbox` / `http` (provider pulls), `import`, `manual` (save-report). */
    source: text('source').notNull(),
    raw_report: text('raw_report').notNull(),
    /** The engine's answer when the report was stored (credit-decision-rules.md). */
    evaluation: jsonb('evaluation').$type<EvaluationResult>().notNull(),
    /** The engine's shortest improvement plan per non-approving bureau. */
    improvements: jsonb('improvements').$type<ImprovementSimulation>().notNull(),
    /** The evaluation date (YYYY-MM-DD) every window was measured from. */
    as_of: text('as_of').notNull(),
    overall_decision: text('overall_decision').notNull(),
    funding_strategy: text('funding_strategy'),
    scores: jsonb('scores').$type<CreditScoresByBureau>().notNull(),
    /** Who stored it (the client, or the staff member acting for them). */
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('credit_reports_user_version_key').on(t.user_id, t.version)],
);

/** Credit-monitoring logins, one per user; `secret` is AES-256-GCM ciphertext of `{email, password}`. */
export const creditCredentials = pgTable(
  'credit_credentials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    /** The platform customer the login belongs to, as given with save_credentials (not a secret). */
    customer_email: text('customer_email'),
    ...timestamps,
  },
  (t) => [uniqueIndex('credit_credentials_user_key').on(t.user_id)],
);

/** Staff access to a client's credit data: who, whose, what, from where. */
export const creditAuditLog = pgTable(
  'credit_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actor_id: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Null for accesses that span clients (the staff directory). */
    subject_user_id: uuid('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    report_id: uuid('report_id'),
    ip: text('ip'),
    user_agent: text('user_agent'),
    ...timestamps,
  },
  (t) => [
    index('credit_audit_log_created_idx').on(sql`${t.created_at} desc`),
    index('credit_audit_log_subject_idx').on(t.subject_user_id),
  ],
);

/**
 * One row per call to the credit provider, successful or not, by the person who asked (an
 * admin impersonating counts as the admin). It backs the per-person pull limit
 * (modules/credit/pull-limit.ts) and shows how much each person uses the provider.
 */
export const creditPulls = pgTable(
  'credit_pulls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    person_id: uuid('person_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject_user_id: uuid('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    /** `pending` while the provider is called, then `ok`, `bad_credentials` or `failed`. */
    outcome: text('outcome').notNull().default('pending'),
    ...timestamps,
  },
  (t) => [index('credit_pulls_person_created_idx').on(t.person_id, t.created_at)],
);

/**
 * Lenders the funding team works with (`/admin/banks`). A client's per-bureau result is matched
 * against their minimums (modules/credit/matching.ts). Scores are VantageScore 300–850, null = the
 * bank does not pull that bureau (none on any bureau: any bureau); utilization is a whole percent.
 */
export const fundingBanks = pgTable(
  'funding_banks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    products: jsonb('products').$type<string[]>().notNull().default([]),
    min_score_equifax: integer('min_score_equifax'),
    min_score_experian: integer('min_score_experian'),
    min_score_transunion: integer('min_score_transunion'),
    max_inquiries: integer('max_inquiries'),
    utilization_ceiling: integer('utilization_ceiling'),
    all_states: boolean('all_states').notNull().default(true),
    /** Two-letter codes served when `all_states` is false. */
    states: jsonb('states').$type<string[]>().notNull().default([]),
    notes: text('notes').notNull().default(''),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('funding_banks_name_idx').on(sql`lower(${t.name})`)],
);

/**
 * Admin edits of the texts clients see per funding outcome (`/admin/qualification-messages`).
 * Only edited keys have a row; the defaults live in `@fundpath/contracts/funding`, and a reset
 * deletes the row.
 */
export const qualificationMessages = pgTable('qualification_messages', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});
