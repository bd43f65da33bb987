import type {
  Faq,
  FieldType,
  IconType,
  JourneyRoute,
  StepFunctionName,
  StepStatus,
  TaskPriority,
  TaskType,
  TemplateConfig,
  ValidationRules,
} from '@fundpath/contracts/coaching';
import { sql } from 'drizzle-orm';
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

/**
 * The journey's steps, one row per step number, each with its coaching script. Step numbers are
 * identities (tasks, fields and progress refer to them); display_order is the journey's order.
 */
export const coachingSteps = pgTable(
  'coaching_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    step_number: integer('step_number').notNull(),
    step_title: text('step_title').notNull(),
    description: text('description').notNull().default(''),
    estimated_duration: text('estimated_duration').notNull().default(''),
    icon_type: text('icon_type').$type<IconType>().notNull().default('HelpCircle'),
    display_order: integer('display_order').notNull(),
    locked: boolean('locked').notNull().default(false),
    requires_approval: boolean('requires_approval').notNull().default(false),
    greeting_message: text('greeting_message').notNull().default(''),
    talking_points: jsonb('talking_points').$type<string[]>().notNull().default([]),
    faqs: jsonb('faqs').$type<Faq[]>().notNull().default([]),
    completion_criteria: text('completion_criteria').notNull().default(''),
    ...timestamps,
  },
  (t) => [uniqueIndex('coaching_steps_step_number_key').on(t.step_number)],
);

/** Admin assignment of a step role (qualification, route steps) to a step number. */
export const stepFunctions = pgTable(
  'step_functions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    function_name: text('function_name').$type<StepFunctionName>().notNull(),
    assigned_step: integer('assigned_step').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('step_functions_name_key').on(t.function_name)],
);

/** Questions of the funding application, each shown at a step. */
export const applicationFields = pgTable(
  'application_fields',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    field_name: text('field_name').notNull(),
    field_label: text('field_label').notNull(),
    field_type: text('field_type').$type<FieldType>().notNull().default('text'),
    required: boolean('required').notNull().default(false),
    validation_rules: jsonb('validation_rules').$type<ValidationRules>().notNull().default({}),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    placeholder: text('placeholder'),
    help_text: text('help_text'),
    step_number: integer('step_number').notNull(),
    display_order: integer('display_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('application_fields_name_key').on(t.field_name),
    index('application_fields_step_idx').on(t.step_number, t.display_order),
  ],
);

/** A user's answers, one per field name (answers outlive a deleted field). */
export const applicationData = pgTable(
  'application_data',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    field_name: text('field_name').notNull(),
    field_value: text('field_value').notNull(),
    step_number: integer('step_number'),
    ...timestamps,
  },
  (t) => [uniqueIndex('application_data_user_field_key').on(t.user_id, t.field_name)],
);

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
