import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

export type ConsentKindValue = 'credit_pull' | 'terms_of_service' | 'croa_disclosure';
export type ComplianceStatusValue = 'requested' | 'processing' | 'completed' | 'failed';

/**
 * What a client agreed to, which version, when and from where. Legal records: append-only (a
 * trigger refuses UPDATE and DELETE) and kept when the user is anonymised.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<ConsentKindValue>().notNull(),
    version: text('version').notNull(),
    /** The text (or summary) the client agreed to, as shown. */
    statement: text('statement').notNull(),
    agreed_at: timestamp('agreed_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** CROA: the client may cancel until this instant (3 business days after agreeing). */
    cancel_until: timestamp('cancel_until', { withTimezone: true, mode: 'date' }),
    ip: text('ip'),
    user_agent: text('user_agent'),
    recorded_by: uuid('recorded_by').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('consent_records_user_idx').on(t.user_id, t.agreed_at)],
);

/** A user's data export (a ZIP built by the `compliance.export` job, downloadable for 7 days). */
export const dataExportRequests = pgTable(
  'data_export_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id),
    requested_by: uuid('requested_by').references(() => users.id),
    status: text('status').$type<ComplianceStatusValue>().notNull().default('requested'),
    file_key: text('file_key'),
    file_size: integer('file_size'),
    file_sha256: text('file_sha256'),
    error: text('error'),
    completed_at: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [index('data_export_requests_created_idx').on(t.created_at)],
);

/** A user's anonymisation; `summary` lists what was removed and what the law made us keep. */
export const deletionRequests = pgTable(
  'deletion_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id),
    requested_by: uuid('requested_by').references(() => users.id),
    reason: text('reason'),
    status: text('status').$type<ComplianceStatusValue>().notNull().default('requested'),
    summary: jsonb('summary').$type<{ removed: string[]; kept: string[] }>(),
    error: text('error'),
    completed_at: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [index('deletion_requests_created_idx').on(t.created_at)],
);
