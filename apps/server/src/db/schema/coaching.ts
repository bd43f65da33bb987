/** Journey progress: per-user journey state (route, activity) and step progress (module `coaching`). */
import type { JourneyRoute, StepStatus } from '@fundpath/contracts/coaching';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/** Per-user journey state: the route taken after qualification and the step it skipped. */
export const coachingJourneys = pgTable(
  'coaching_journeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    route: text('route').$type<JourneyRoute>(),
    routed_step: integer('routed_step'),
    skipped_step: integer('skipped_step'),
    routed_at: timestamp('routed_at', { withTimezone: true, mode: 'date' }),
    last_activity_at: timestamp('last_activity_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    ...timestamps,
  },
  (t) => [uniqueIndex('coaching_journeys_user_key').on(t.user_id)],
);

/** One row per user and step once the user starts it. */
export const coachingProgress = pgTable(
  'coaching_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    step_number: integer('step_number').notNull(),
    status: text('status').$type<StepStatus>().notNull(),
    started_at: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    submitted_at: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    completed_at: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    reviewed_at: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    reviewed_by: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    review_note: text('review_note'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('coaching_progress_user_step_key').on(t.user_id, t.step_number),
    index('coaching_progress_pending_idx').on(t.submitted_at).where(sql`${t.status} = 'pending_approval'`),
  ],
);

/**
 * The credit-repair desk's work on a client the journey routed to credit repair
 * (`/admin/credit-repair-submissions`). A client routed there with no row counts as `new`; the
 * row appears on the first status change or assignment.
 */
export const creditRepairSubmissions = pgTable(
  'credit_repair_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** new, in_progress, submitted, completed. */
    status: text('status').notNull().default('new'),
    assigned_to: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('credit_repair_submissions_user_key').on(t.user_id),
    index('credit_repair_submissions_assignee_idx').on(t.assigned_to),
  ],
);
