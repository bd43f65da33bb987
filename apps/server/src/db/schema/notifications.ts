import { sql } from 'drizzle-orm';
import {
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

/**
 * Announcements admins sent (`/admin/notifications`): one row per send, fanned out into one
 * `notifications` row per recipient (`announcement_id`), so "read" counts come from those rows.
 * `audience` is a role or `all`. A scheduled one (`send_at`) is delivered by the
 * `notifications.announcement` job, once, whatever the number of instances.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sender_id: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    audience: text('audience').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    recipients: integer('recipients').notNull().default(0),
    /** When it is due; null = sent at once. */
    send_at: timestamp('send_at', { withTimezone: true, mode: 'date' }),
    /** Delivery began (a scheduled one is claimed by its job; cancelling is refused from then on). */
    sent_at: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** Every recipient has their row. A job that died between sent_at and this one resumes. */
    delivered_at: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    canceled_at: timestamp('canceled_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [index('announcements_created_idx').on(t.created_at.desc())],
);

/**
 * In-app notifications (ADR 007): one row per recipient. `type` is an event type of
 * `@fundpath/contracts/notifications`; `link` is an in-app path; `data` small ids for the web.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    announcement_id: uuid('announcement_id').references(() => announcements.id, { onDelete: 'cascade' }),
    /** True when the user's preferences keep it out of the in-app list (stored only for e-mail). */
    in_app: boolean('in_app').notNull().default(true),
    read_at: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('notifications_user_created_idx').on(t.user_id, t.created_at.desc()),
    index('notifications_user_unread_idx').on(t.user_id).where(sql`${t.read_at} IS NULL AND ${t.in_app}`),
    // One row per recipient and announcement: a delivery that is retried cannot notify twice.
    uniqueIndex('notifications_announcement_user_idx')
      .on(t.announcement_id, t.user_id)
      .where(sql`${t.announcement_id} IS NOT NULL`),
  ],
);

/** A user's choice per event type; no row means the type's defaults from the catalogue. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    in_app: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.user_id, t.type] })],
);
