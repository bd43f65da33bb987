/**
 * The staff calendar (module `calendar`, issue 7/8): each staff member's working hours (the
 * marketplace's shapes, read by the one availability engine), their public booking links, the
 * appointments booked through them (by prospects, who become leads, or by clients), the
 * reminders of each appointment and the secret of each user's iCalendar feed. Secrets are stored
 * as SHA-256 hashes only. A per-owner advisory lock serialises the slot check with the insert,
 * and a partial unique index refuses a second confirmed appointment at the same start.
 */
import type { AvailabilityOverride, WeeklyHours } from '@fundpath/contracts/marketplace';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const calendarHours = pgTable('calendar_hours', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** IANA zone; weekly hours and overrides are read in it. */
  time_zone: text('time_zone').notNull(),
  weekly: jsonb('weekly').$type<WeeklyHours>().notNull(),
  overrides: jsonb('overrides').$type<AvailabilityOverride[]>().notNull().default([]),
  ...timestamps,
});

export const calendarBookingLinks = pgTable(
  'calendar_booking_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    owner_id: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `CAL` + 9 letters/digits: never the shape of a specialist's code (same `/book/{code}` space). */
    code: text('code').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    meeting_type: text('meeting_type').$type<'video' | 'phone' | 'in_person'>().notNull(),
    location: text('location').notNull().default(''),
    duration_minutes: integer('duration_minutes').notNull(),
    buffer_before_minutes: integer('buffer_before_minutes').notNull().default(0),
    buffer_after_minutes: integer('buffer_after_minutes').notNull().default(0),
    minimum_notice_minutes: integer('minimum_notice_minutes').notNull().default(240),
    horizon_days: integer('horizon_days').notNull().default(60),
    questions: jsonb('questions').$type<Array<{ label: string; required: boolean }>>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('calendar_booking_links_code_key').on(sql`upper(${t.code})`),
    index('calendar_booking_links_owner_idx').on(t.owner_id),
    check(
      'calendar_booking_links_ranges',
      sql`${t.duration_minutes} between 5 and 480 and ${t.buffer_before_minutes} between 0 and 240 and ${t.buffer_after_minutes} between 0 and 240 and ${t.minimum_notice_minutes} between 0 and 43200 and ${t.horizon_days} between 1 and 365`,
    ),
  ],
);

export const calendarAppointments = pgTable(
  'calendar_appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    owner_id: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    link_id: uuid('link_id').references(() => calendarBookingLinks.id, { onDelete: 'set null' }),
    /** Frozen at booking: the link may change later. */
    title: text('title').notNull(),
    meeting_type: text('meeting_type').$type<'video' | 'phone' | 'in_person'>().notNull(),
    location: text('location').notNull().default(''),
    buffer_before_minutes: integer('buffer_before_minutes').notNull().default(0),
    buffer_after_minutes: integer('buffer_after_minutes').notNull().default(0),
    start_at: at('start_at').notNull(),
    end_at: at('end_at').notNull(),
    status: text('status').$type<'confirmed' | 'cancelled'>().notNull().default('confirmed'),
    attendee_name: text('attendee_name').notNull(),
    attendee_email: text('attendee_email').notNull(),
    /** A client of the platform (signed in, or the e-mail matched); else the lead it made. */
    client_user_id: uuid('client_user_id').references(() => users.id, { onDelete: 'set null' }),
    lead_id: uuid('lead_id'),
    answers: jsonb('answers').$type<Array<{ label: string; answer: string }>>().notNull().default([]),
    /** SHA-256 of the visitor's reschedule/cancel secret. */
    manage_token_hash: text('manage_token_hash').notNull(),
    /** +1 per change of time (the invite's SEQUENCE). */
    sequence: integer('sequence').notNull().default(0),
    cancelled_at: at('cancelled_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('calendar_appointments_manage_key').on(t.manage_token_hash),
    uniqueIndex('calendar_appointments_slot_key')
      .on(t.owner_id, t.start_at)
      .where(sql`${t.status} = 'confirmed'`),
    index('calendar_appointments_owner_start_idx').on(t.owner_id, t.start_at),
    index('calendar_appointments_client_idx').on(t.client_user_id, t.start_at),
    check('calendar_appointments_status', sql`${t.status} in ('confirmed', 'cancelled')`),
    check('calendar_appointments_times', sql`${t.end_at} > ${t.start_at}`),
  ],
);

/** 24 h and 1 h before, claimed once by a conditional UPDATE (as the marketplace's reminders). */
export const calendarReminders = pgTable(
  'calendar_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointment_id: uuid('appointment_id')
      .notNull()
      .references(() => calendarAppointments.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'24h' | '1h'>().notNull(),
    start_at: at('start_at').notNull(),
    due_at: at('due_at').notNull(),
    sent_at: at('sent_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('calendar_reminders_key').on(t.appointment_id, t.kind, t.start_at),
    index('calendar_reminders_due_idx').on(t.due_at),
    check('calendar_reminders_kind', sql`${t.kind} in ('24h', '1h')`),
  ],
);

/** One feed secret per user (SHA-256); regenerating replaces it, revoking deletes it. */
export const calendarFeedTokens = pgTable(
  'calendar_feed_tokens',
  {
    user_id: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('calendar_feed_tokens_hash_key').on(t.token_hash)],
);
