import { sql } from 'drizzle-orm';
import {
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
import { users } from './users';

type Terms =
  | { kind: 'rate'; rate_bps: number }
  | { kind: 'flat'; flat_cents: number }
  | { kind: 'lines'; lines: Array<{ base_cents: number; rate_bps: number }> };

/**
 * The one commission ledger (issue 5/8, ADR 013). Entries are append-only: their money and
 * terms, frozen at the sale, never change (a trigger refuses it, and any DELETE); only the status
 * moves (`pending → approved → paid`, or `reversed`) and a payout batch is attached. A refund after
 * payout is a new, negative `adjustment` entry.
 */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const commissionPayouts = pgTable('commission_payouts', {
  id: uuid('id').primaryKey().defaultRandom(),
  status: text('status').$type<'open' | 'paid'>().notNull().default('open'),
  reference: text('reference'),
  minimum_cents: integer('minimum_cents').notNull(),
  created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: at('created_at').notNull().defaultNow(),
  paid_at: at('paid_at'),
});

export const commissionEntries = pgTable(
  'commission_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source')
      .$type<'store_order' | 'travel_booking' | 'marketplace_booking' | 'referral'>()
      .notNull(),
    source_id: text('source_id').notNull(),
    source_label: text('source_label').notNull(),
    kind: text('kind').$type<'commission' | 'adjustment'>().notNull().default('commission'),
    /** The commission an adjustment corrects. */
    parent_id: uuid('parent_id'),
    beneficiary_id: uuid('beneficiary_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    base_cents: integer('base_cents').notNull(),
    terms: jsonb('terms').$type<Terms>().notNull(),
    basis: text('basis').$type<'item' | 'tier' | 'default'>().notNull(),
    gross_cents: integer('gross_cents').notNull(),
    platform_fee_bps: integer('platform_fee_bps').notNull().default(0),
    platform_fee_cents: integer('platform_fee_cents').notNull().default(0),
    amount_cents: integer('amount_cents').notNull(),
    status: text('status').$type<'pending' | 'approved' | 'paid' | 'reversed'>().notNull().default('pending'),
    /** From when a pending entry may be approved (delivery + return window, trip end, session held). */
    approvable_at: at('approvable_at'),
    approved_at: at('approved_at'),
    reversed_at: at('reversed_at'),
    payout_id: uuid('payout_id').references(() => commissionPayouts.id, { onDelete: 'restrict' }),
    note: text('note').notNull().default(''),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    // One commission per sale and beneficiary: a redelivered event or a reconcile never doubles it.
    uniqueIndex('commission_entries_sale_key')
      .on(t.source, t.source_id, t.beneficiary_id)
      .where(sql`${t.kind} = 'commission'`),
    index('commission_entries_beneficiary_idx').on(t.beneficiary_id, t.created_at),
    index('commission_entries_status_idx').on(t.status, t.approvable_at),
    index('commission_entries_payout_idx').on(t.payout_id),
    check('commission_entries_status', sql`${t.status} in ('pending', 'approved', 'paid', 'reversed')`),
    check(
      'commission_entries_money',
      sql`${t.base_cents} >= 0 and ${t.gross_cents} = ${t.amount_cents} + ${t.platform_fee_cents} and ((${t.kind} = 'commission' and ${t.amount_cents} >= 0) or (${t.kind} = 'adjustment' and ${t.amount_cents} <= 0 and ${t.parent_id} is not null))`,
    ),
  ],
);
