/**
 * Staff follow-up tasks (module `staff-tasks`, issue 7/8): the team's to-dos on `/tasks`, with an
 * optional client, an assignee, a due date and comments. Not the client's step tasks (`tasks.ts`).
 */
import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const staffTasks = pgTable(
  'staff_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The team that sees it: the client's brand, else the creator's (null: admins and brandless staff). */
    brand_id: uuid('brand_id'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    client_id: uuid('client_id').references(() => users.id, { onDelete: 'set null' }),
    assignee_id: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** A calendar date; the reminder goes out once that date has begun (UTC). */
    due_date: date('due_date', { mode: 'string' }),
    priority: text('priority').notNull().default('medium'),
    status: text('status').notNull().default('open'),
    /** `manual`, or the event that created it (`step.submitted`). */
    source: text('source').notNull().default('manual'),
    /** What created it, e.g. `step:<client>:<n>`: at most one open task per key (idempotent events). */
    source_key: text('source_key'),
    completed_at: at('completed_at'),
    /** The due date the reminder was sent for (claimed with a conditional UPDATE: sent once). */
    reminded_for: date('reminded_for', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    index('staff_tasks_brand_status_idx').on(t.brand_id, t.status),
    index('staff_tasks_assignee_idx').on(t.assignee_id, t.status),
    index('staff_tasks_client_idx').on(t.client_id),
    index('staff_tasks_due_idx')
      .on(t.due_date)
      .where(sql`${t.status} in ('open', 'in_progress') and ${t.due_date} is not null`),
    uniqueIndex('staff_tasks_open_source_key_idx')
      .on(t.source_key)
      .where(sql`${t.source_key} is not null and ${t.status} in ('open', 'in_progress')`),
  ],
);

export const staffTaskComments = pgTable(
  'staff_task_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    task_id: uuid('task_id')
      .notNull()
      .references(() => staffTasks.id, { onDelete: 'cascade' }),
    author_id: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    ...timestamps,
  },
  (t) => [index('staff_task_comments_task_idx').on(t.task_id, t.created_at)],
);
