/**
 * The staff client record (module `clients`, ADR 017): a read model of every client for the list,
 * and the record's own facts (tags, assigned staff, notes, the activity timeline, saved views).
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One row per client, rebuilt by `refreshClient` from the owning modules' exports: the columns the
 * list filters and sorts by. Never written by hand; a rebuild repairs a missed event.
 */
export const clientSummaries = pgTable(
  'client_summaries',
  {
    user_id: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    brand_id: uuid('brand_id'),
    display_name: text('display_name').notNull(),
    email: text('email').notNull(),
    deactivated: boolean('deactivated').notNull().default(false),
    current_step: integer('current_step').notNull().default(1),
    current_step_title: text('current_step_title'),
    current_status: text('current_status').notNull().default('not-started'),
    completed_steps: integer('completed_steps').notNull().default(0),
    total_steps: integer('total_steps').notNull().default(0),
    pending_steps: integer('pending_steps').array().notNull().default(sql`'{}'::integer[]`),
    pending_since: at('pending_since'),
    route: text('route'),
    /** The latest report's tier per bureau (`approve | borderline | decline`), null without data. */
    transunion: text('transunion'),
    experian: text('experian'),
    equifax: text('equifax'),
    overall_decision: text('overall_decision'),
    credit_report_at: at('credit_report_at'),
    open_tickets: integer('open_tickets').notNull().default(0),
    /** The earliest SLA due time among open tickets: breached once the clock passes it. */
    next_sla_due: at('next_sla_due'),
    open_required_tasks: integer('open_required_tasks').notNull().default(0),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    assignee_ids: uuid('assignee_ids').array().notNull().default(sql`'{}'::uuid[]`),
    client_since: at('client_since').notNull(),
    last_activity_at: at('last_activity_at').notNull(),
    refreshed_at: at('refreshed_at').notNull().defaultNow(),
  },
  (t) => [
    index('client_summaries_brand_idx').on(t.brand_id),
    index('client_summaries_activity_idx').on(t.last_activity_at.desc()),
    index('client_summaries_pending_idx').on(t.pending_since).where(sql`${t.pending_since} is not null`),
    index('client_summaries_tags_idx').using('gin', t.tags),
    index('client_summaries_assignees_idx').using('gin', t.assignee_ids),
  ],
);

/** A staff tag on a client (lower-case, trimmed). */
export const clientTags = pgTable(
  'client_tags',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.tag] })],
);

/** A staff member assigned to a client. */
export const clientAssignments = pgTable(
  'client_assignments',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    staff_id: uuid('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assigned_by: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.staff_id] }),
    index('client_assignments_staff_idx').on(t.staff_id),
  ],
);

/** A staff note on a client; `mentions` are the staff notified. Clients never see notes. */
export const clientNotes = pgTable(
  'client_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    author_id: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    mentions: uuid('mentions').array().notNull().default(sql`'{}'::uuid[]`),
    ...timestamps,
  },
  (t) => [index('client_notes_user_idx').on(t.user_id, t.created_at.desc())],
);

/** The client's timeline: one row per event heard from any module, newest first. */
export const clientActivity = pgTable(
  'client_activity',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    summary: text('summary').notNull(),
    actor_id: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Ids to link to (ticket, report, task, step), plain data. */
    ref: jsonb('ref').$type<Record<string, string | number>>().notNull().default({}),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('client_activity_user_idx').on(t.user_id, t.at.desc(), t.id.desc())],
);

/** A staff member's named filter of the client list. */
export const clientSavedViews = pgTable(
  'client_saved_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    owner_id: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, string>>().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('client_saved_views_owner_name_key').on(t.owner_id, sql`lower(${t.name})`)],
);
