/** Runs of the platform's syncs (`/admin/sync`, module `sync`): each one a background job. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/**
 * One row per run, newest first in the history. `processed`/`total` is the progress the job
 * writes as it goes (its `updated_at` doubles as a heartbeat); `changed` counts what it actually
 * changed (tasks created, entries indexed). At most one run per kind is queued or running: the
 * partial unique index refuses a second, whatever the instance count.
 */
export const syncRuns = pgTable(
  'sync_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `knowledge_index`, `default_tasks`. */
    kind: text('kind').notNull(),
    /** `queued`, `running`, `completed`, `failed`. */
    status: text('status').notNull().default('queued'),
    processed: integer('processed').notNull().default(0),
    total: integer('total'),
    changed: integer('changed').notNull().default(0),
    error: text('error'),
    requested_by: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** Copied in, so the history keeps a name when the account goes. */
    requested_by_name: text('requested_by_name'),
    started_at: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    finished_at: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sync_runs_one_active_key').on(t.kind).where(sql`${t.status} in ('queued', 'running')`),
    index('sync_runs_created_idx').on(t.created_at.desc()),
  ],
);
