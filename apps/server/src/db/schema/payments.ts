import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * The offline test provider's payments (adapters/payments/test-provider.ts): kept in the database
 * so a retry with the same idempotency key gets the same payment after a restart, as it would
 * from Stripe. Only brand and last four of a card are kept, never its number or security code.
 */
export const testPayments = pgTable(
  'test_payments',
  {
    /** `tp_…` */
    id: text('id').primaryKey(),
    idempotency_key: text('idempotency_key').notNull().unique(),
    /** SHA-256 of amount, currency and method: the same key with another request is refused. */
    request_hash: text('request_hash').notNull(),
    amount_cents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['succeeded', 'failed'] }).notNull(),
    card_brand: text('card_brand'),
    card_last4: text('card_last4'),
    failure_code: text('failure_code'),
    failure_message: text('failure_message'),
    description: text('description').notNull().default(''),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    refunded_cents: integer('refunded_cents').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('test_payments_amount_positive', sql`${t.amount_cents} > 0`),
    check('test_payments_status', sql`${t.status} in ('succeeded', 'failed')`),
    check(
      'test_payments_refunded_range',
      sql`${t.refunded_cents} >= 0 and ${t.refunded_cents} <= ${t.amount_cents}`,
    ),
    check('test_payments_last4', sql`${t.card_last4} is null or ${t.card_last4} ~ '^[0-9]{4}$'`),
  ],
);

/** Refunds of test payments: the same idempotency key returns the same refund. */
export const testPaymentRefunds = pgTable(
  'test_payment_refunds',
  {
    /** `tre_…` */
    id: text('id').primaryKey(),
    payment_id: text('payment_id')
      .notNull()
      .references(() => testPayments.id, { onDelete: 'cascade' }),
    idempotency_key: text('idempotency_key').notNull().unique(),
    amount_cents: integer('amount_cents').notNull(),
    reason: text('reason'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('test_payment_refunds_payment_idx').on(t.payment_id),
    check('test_payment_refunds_amount_positive', sql`${t.amount_cents} > 0`),
  ],
);

/**
 * Cards the offline test provider saved to charge later (its mirror of Stripe's SetupIntents, for
 * marketplace bookings). Kept in the database like its payments, so a retried setup after a
 * restart gets the card it saved. Brand, last four and expiry only, never the number or the
 * security code; `charge_decline_code` is how the card behaves when charged later, as the Stripe
 * test card it was (4000 0000 0000 0341 saves fine and is then declined).
 */
export const testPaymentSetups = pgTable(
  'test_payment_setups',
  {
    /** `ts_…` */
    id: text('id').primaryKey(),
    idempotency_key: text('idempotency_key').notNull().unique(),
    /** SHA-256 of the method (brand, last four, expiry): the same key with another card is refused. */
    request_hash: text('request_hash').notNull(),
    status: text('status', { enum: ['succeeded', 'requires_action', 'failed'] }).notNull(),
    /** `tpm_…`: what `chargeSaved` takes; set once the setup has succeeded. */
    saved_method_id: text('saved_method_id').unique(),
    card_brand: text('card_brand'),
    card_last4: text('card_last4'),
    exp_month: integer('exp_month'),
    exp_year: integer('exp_year'),
    charge_decline_code: text('charge_decline_code'),
    failure_code: text('failure_code'),
    failure_message: text('failure_message'),
    description: text('description').notNull().default(''),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    /** Set by `detachSaved`: the card can no longer be charged. */
    detached_at: timestamp('detached_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    check('test_payment_setups_status', sql`${t.status} in ('succeeded', 'requires_action', 'failed')`),
    check(
      'test_payment_setups_saved_method',
      sql`(${t.status} = 'succeeded') = (${t.saved_method_id} is not null)`,
    ),
    check('test_payment_setups_last4', sql`${t.card_last4} is null or ${t.card_last4} ~ '^[0-9]{4}$'`),
  ],
);
