/** Journey content: the steps with their coaching scripts, and the step functions (module `journey`). */
import type { Faq, IconType, StepFunctionName } from '@fundpath/contracts/coaching';
import { boolean, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

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
