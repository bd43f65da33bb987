/** The funding application: its fields (content shown at steps) and users' answers (module `application`). */
import type { FieldType, ValidationRules } from '@fundpath/contracts/coaching';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

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
