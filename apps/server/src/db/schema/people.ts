import type { Role } from '@fundpath/contracts/roles';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { timestamps } from './columns';
import { users } from './users';

/**
 * An invitation to create an account (`/admin/users`, issue 3/8): single use, 72 hours. Only the
 * SHA-256 of the link's token is stored. At most one live invite per e-mail address.
 */
export const userInvites = pgTable(
  'user_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    display_name: text('display_name').notNull(),
    role: text('role').$type<Role>().notNull(),
    brand_id: uuid('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    token_hash: text('token_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    accepted_at: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    revoked_at: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /** The account the invite became. */
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    invited_by: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('user_invites_token_hash_key').on(t.token_hash),
    uniqueIndex('user_invites_live_email_key')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.accepted_at} is null and ${t.revoked_at} is null`),
  ],
);

/** Weekly working hours, by ISO weekday 1 (Monday) … 7; a missing day is a day off. */
export type WorkingHours = Partial<
  Record<'1' | '2' | '3' | '4' | '5' | '6' | '7', { start: string; end: string }>
>;

/** A staff member's directory entry (`/admin/employees`): one row per staff user, made on first edit. */
export const staffProfiles = pgTable(
  'staff_profiles',
  {
    user_id: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    team: text('team'),
    title: text('title'),
    phone: text('phone'),
    time_zone: text('time_zone').notNull().default('America/New_York'),
    working_hours: jsonb('working_hours').$type<WorkingHours>().notNull().default({}),
    availability: text('availability').$type<'active' | 'away'>().notNull().default('active'),
    away_until: timestamp('away_until', { withTimezone: true, mode: 'date' }),
    /** Most clients this person should carry at once (assignment reads it); null: no limit. */
    max_clients: integer('max_clients'),
    ...timestamps,
  },
  (t) => [index('staff_profiles_team_idx').on(t.team)],
);
