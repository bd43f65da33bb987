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
