/** Tasks: the default tasks of each step and users' own tasks with their files (module `tasks`). */
import type { TaskPriority, TaskType, TemplateConfig } from '@fundpath/contracts/coaching';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/** The tasks every user gets at a step (materialised per user into user_tasks). */
export const defaultTasks = pgTable(
  'default_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    step_number: integer('step_number').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    task_type: text('task_type').$type<TaskType>().notNull().default('checkbox'),
    is_required: boolean('is_required').notNull().default(false),
    order_position: integer('order_position').notNull().default(0),
    priority: text('priority').$type<TaskPriority>().notNull().default('medium'),
    link_url: text('link_url'),
    instructions: text('instructions'),
    template_config: jsonb('template_config').$type<TemplateConfig>().notNull().default({}),
    /** Application field ids a form_fields task collects, in order. */
    field_ids: jsonb('field_ids').$type<string[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [index('default_tasks_step_idx').on(t.step_number, t.order_position)],
);

/** A user's tasks: materialised default tasks (default_task_id set) and their own custom ones. */
export const userTasks = pgTable(
  'user_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    default_task_id: uuid('default_task_id').references(() => defaultTasks.id, { onDelete: 'set null' }),
    step_number: integer('step_number').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    task_type: text('task_type').$type<TaskType>().notNull().default('checkbox'),
    priority: text('priority').$type<TaskPriority>().notNull().default('medium'),
    due_date: text('due_date'),
    notes: text('notes'),
    link_url: text('link_url'),
    instructions: text('instructions'),
    template_config: jsonb('template_config').$type<TemplateConfig>().notNull().default({}),
    is_required: boolean('is_required').notNull().default(false),
    order_position: integer('order_position').notNull().default(0),
    is_completed: boolean('is_completed').notNull().default(false),
    completed_at: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    checked_items: jsonb('checked_items').$type<string[]>().notNull().default([]),
    form_data: jsonb('form_data').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('user_tasks_user_default_key').on(t.user_id, t.default_task_id),
    index('user_tasks_user_step_idx').on(t.user_id, t.step_number),
  ],
);

/** Files uploaded to a task; the bytes live in storage under a server-made key. */
export const taskAttachments = pgTable(
  'task_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    task_id: uuid('task_id')
      .notNull()
      .references(() => userTasks.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storage_key: text('storage_key').notNull(),
    file_name: text('file_name').notNull(),
    content_type: text('content_type').notNull(),
    file_ext: text('file_ext').notNull(),
    size_bytes: integer('size_bytes').notNull(),
    ...timestamps,
  },
  (t) => [
    index('task_attachments_task_idx').on(t.task_id),
    uniqueIndex('task_attachments_key').on(t.storage_key),
  ],
);
