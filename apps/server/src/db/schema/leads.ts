/**
 * The lead pipeline (module `leads`, issue 7/8, ADR 017): prospects on a board of ordered stages,
 * each lead's stage history and staff notes. Money is integer cents.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { timestamps } from './columns';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The board's columns, ordered by `position`. `kind` says what a lead in it is: still open, won
 * or lost. The defaults (New … Lost) are made on first use, keyed by `key` so that is idempotent.
 */
export const leadStages = pgTable(
  'lead_stages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable name of a default stage (`new`, `won`…); null for stages added later. */
    key: text('key'),
    name: text('name').notNull(),
    kind: text('kind').$type<'open' | 'won' | 'lost'>().notNull(),
    position: integer('position').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('lead_stages_key_key').on(t.key), index('lead_stages_position_idx').on(t.position)],
);

export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand_id: uuid('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    /** The coach (client account) whose website or booking link captured the lead; null for the platform's. */
    client_id: uuid('client_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** landing_form | booking_link | website | manual | referral | import */
    source: text('source').notNull(),
    value_cents: bigint('value_cents', { mode: 'number' }).notNull().default(0),
    owner_id: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    next_action_on: date('next_action_on', { mode: 'string' }),
    notes: text('notes'),
    stage_id: uuid('stage_id')
      .notNull()
      .references(() => leadStages.id),
    /** Order within the stage: 0, 1, 2… without gaps (a move renumbers the stages it touches). */
    position: integer('position').notNull().default(0),
    lost_reason: text('lost_reason'),
    closed_at: at('closed_at'),
    /** The invite `convert` made (people module) and, once accepted, the account. */
    converted_invite_id: uuid('converted_invite_id'),
    converted_user_id: uuid('converted_user_id').references(() => users.id, { onDelete: 'set null' }),
    converted_at: at('converted_at'),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('leads_stage_position_idx').on(t.stage_id, t.position),
    index('leads_brand_idx').on(t.brand_id),
    index('leads_owner_idx').on(t.owner_id),
    index('leads_client_idx').on(t.client_id, t.created_at),
    index('leads_email_idx').on(sql`lower(${t.email})`),
  ],
);

/** Every stage change of a lead, oldest first; `from_stage_id` null when the lead was created. */
export const leadStageHistory = pgTable(
  'lead_stage_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lead_id: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    from_stage_id: uuid('from_stage_id').references(() => leadStages.id, { onDelete: 'set null' }),
    to_stage_id: uuid('to_stage_id').references(() => leadStages.id, { onDelete: 'set null' }),
    changed_by: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changed_at: at('changed_at').notNull().defaultNow(),
  },
  (t) => [index('lead_stage_history_lead_idx').on(t.lead_id, t.changed_at)],
);

export const leadNotes = pgTable(
  'lead_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lead_id: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** null: written by the system (a repeated form submission, a booking). */
    author_id: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    ...timestamps,
  },
  (t) => [index('lead_notes_lead_idx').on(t.lead_id, t.created_at)],
);
