import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/**
 * Affiliates (issue 5/8, ADR 013): one code per person (an affiliate, or a client who refers),
 * used by `/ref/{code}`, `/travel/{code}` and every sale it brings, across the platform.
 */
export const affiliateCodes = pgTable(
  'affiliate_codes',
  {
    user_id: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Upper-case letters, digits and dashes; unique. */
    code: text('code').notNull(),
    business_name: text('business_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    status: text('status').$type<'active' | 'suspended'>().notNull().default('active'),
    ...timestamps,
  },
  (t) => [uniqueIndex('affiliate_codes_code_key').on(t.code)],
);

/** A visit through an affiliate link (for click counts and conversion); never a person's identity. */
export const referralClicks = pgTable(
  'referral_clicks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    affiliate_id: uuid('affiliate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    path: text('path').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('referral_clicks_affiliate_idx').on(t.affiliate_id, t.created_at),
    index('referral_clicks_created_idx').on(sql`${t.created_at}`),
  ],
);

/**
 * Who brought a marketplace member or specialist (issue 6/8): written once at sign-up from the
 * affiliate code the visitor arrived with (the signup body's `ref`, else the `fp_ref` cookie), only
 * for an active affiliate other than the new account's own session. One row per referred account.
 */
export const referralSignups = pgTable(
  'referral_signups',
  {
    user_id: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    affiliate_id: uuid('affiliate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'member' | 'specialist'>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('referral_signups_affiliate_idx').on(t.affiliate_id, t.created_at)],
);
