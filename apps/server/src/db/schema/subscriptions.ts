import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/**
 * Client plans (`/admin/subscription-settings`). Prices are integer cents. Archived plans stay
 * on the clients who have them but cannot be given to anyone new. Nothing here charges anyone:
 * billing arrives with the payments adapter of the commerce issue.
 */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    price_cents: integer('price_cents').notNull(),
    interval: text('interval').$type<'month' | 'year'>().notNull(),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    trial_days: integer('trial_days').notNull().default(0),
    status: text('status').$type<'active' | 'archived'>().notNull().default('active'),
    ...timestamps,
  },
  (t) => [uniqueIndex('subscription_plans_name_key').on(sql`lower(${t.name})`)],
);

/** The plan a client is on: one row per client (its changes are in the audit log). */
export const clientSubscriptions = pgTable(
  'client_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan_id: uuid('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'restrict' }),
    status: text('status').$type<'trialing' | 'active' | 'canceled' | 'past_due'>().notNull(),
    started_on: date('started_on', { mode: 'string' }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('client_subscriptions_user_key').on(t.user_id),
    index('client_subscriptions_plan_status_idx').on(t.plan_id, t.status),
  ],
);
