import type { LatestCreditReport } from '@fundpath/contracts/auth';
import type { Role } from '@fundpath/contracts/roles';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { timestamps } from './columns';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored as typed; unique case-insensitively through the lower() index. */
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    role: text('role').$type<Role>().notNull(),
    display_name: text('display_name').notNull(),
    permissions: jsonb('permissions').$type<Record<string, boolean>>().notNull().default({}),
    brand_id: uuid('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    latest_credit_report_json: jsonb('latest_credit_report_json').$type<LatestCreditReport>(),
    /** Set while the account is deactivated: it cannot sign in and its sessions were ended. */
    deactivated_at: timestamp('deactivated_at', { withTimezone: true, mode: 'date' }),
    last_sign_in_at: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
  ],
);

/** Server-side sessions: only the SHA-256 of the cookie token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token_hash: text('token_hash').notNull(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** While an admin impersonates, the client the session acts as. */
    impersonated_user_id: uuid('impersonated_user_id').references(() => users.id, { onDelete: 'set null' }),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Absolute cap: rolling renewal never extends past this. */
    max_expires_at: timestamp('max_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    ip: text('ip'),
    user_agent: text('user_agent'),
    ...timestamps,
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.token_hash), index('sessions_user_idx').on(t.user_id)],
);

/** Failed-login counters per account+IP key, shared by every instance through the database. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  locked_until: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
  ...timestamps,
});

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_key').on(t.token_hash)],
);

export const impersonationLogs = pgTable(
  'impersonation_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    admin_id: uuid('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    target_user_id: uuid('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').$type<'start' | 'stop'>().notNull(),
    ip: text('ip'),
    user_agent: text('user_agent'),
    ...timestamps,
  },
  (t) => [index('impersonation_logs_created_idx').on(t.created_at)],
);
