import type { OrderAddress, OrderStatus, PaymentStatus } from '@fundpath/contracts/ecommerce';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products, productVariants, stores } from './catalog';
import { timestamps } from './columns';
import { users } from './users';

/**
 * Commerce orders (issue 4/8): orders with lines frozen at purchase, refunds, a
 * timeline, handled payment webhooks and customers' addresses. Money is integer cents.
 */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Order numbers FP-10001, FP-10002, … (readable on a phone call; the id is what is secret). */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 10001 });

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'restrict' }),
    /** The signed-in buyer, if any (guests are found by number + e-mail, or the access key). */
    customer_id: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    customer_name: text('customer_name').notNull(),
    /** The affiliate whose link brought the buyer (attribution cookie at checkout; ADR 013). */
    referrer_id: uuid('referrer_id').references(() => users.id, { onDelete: 'set null' }),
    phone: text('phone'),
    shipping_address: jsonb('shipping_address').$type<OrderAddress>().notNull(),
    currency: text('currency').notNull().default('USD'),
    subtotal_cents: integer('subtotal_cents').notNull(),
    shipping_cents: integer('shipping_cents').notNull(),
    tax_cents: integer('tax_cents').notNull(),
    total_cents: integer('total_cents').notNull(),
    refunded_cents: integer('refunded_cents').notNull().default(0),
    tax_rate_bps: integer('tax_rate_bps').notNull(),
    /** The platform's fee, frozen at purchase (issue 5/8's ledger reads it). */
    platform_fee_bps: integer('platform_fee_bps').notNull().default(0),
    platform_fee_cents: integer('platform_fee_cents').notNull().default(0),
    status: text('status').$type<OrderStatus>().notNull().default('pending_payment'),
    payment_status: text('payment_status').$type<PaymentStatus>().notNull().default('pending'),
    payment_provider: text('payment_provider').notNull(),
    /** The provider's payment id (Stripe PaymentIntent `pi_…`, test provider `tp_…`). */
    payment_id: text('payment_id'),
    card_brand: text('card_brand'),
    card_last4: text('card_last4'),
    payment_failure: text('payment_failure'),
    carrier: text('carrier'),
    tracking_number: text('tracking_number'),
    /** SHA-256 of the key in the confirmation link; the order id alone reveals nothing. */
    access_key_hash: text('access_key_hash').notNull(),
    paid_at: at('paid_at'),
    fulfilled_at: at('fulfilled_at'),
    delivered_at: at('delivered_at'),
    cancelled_at: at('cancelled_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.number),
    uniqueIndex('orders_payment_key').on(t.payment_provider, t.payment_id),
    index('orders_store_created_idx').on(t.store_id, t.created_at),
    index('orders_store_status_idx').on(t.store_id, t.status),
    index('orders_customer_idx').on(t.customer_id, t.created_at),
    index('orders_email_idx').on(sql`lower(${t.email})`),
    index('orders_created_idx').on(t.created_at),
    check(
      'orders_totals',
      sql`${t.total_cents} = ${t.subtotal_cents} + ${t.shipping_cents} + ${t.tax_cents} and ${t.refunded_cents} between 0 and ${t.total_cents}`,
    ),
  ],
);

/** Lines frozen at purchase: a later price or title change never rewrites an order. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    product_id: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    variant_id: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    variant_title: text('variant_title'),
    sku: text('sku'),
    image_key: text('image_key'),
    unit_price_cents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    line_total_cents: integer('line_total_cents').notNull(),
    restocked_quantity: integer('restocked_quantity').notNull().default(0),
    /** The product's own commission rate at the sale (null: the tier or default rate applied). */
    commission_rate_bps: integer('commission_rate_bps'),
    position: integer('position').notNull().default(0),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.order_id, t.position),
    index('order_lines_product_idx').on(t.product_id),
    check('order_lines_total', sql`${t.line_total_cents} = ${t.unit_price_cents} * ${t.quantity}`),
    check('order_lines_restocked', sql`${t.restocked_quantity} between 0 and ${t.quantity}`),
  ],
);

/** The order's timeline: placed, paid, payment failed, fulfilled, delivered, refunded, cancelled, notes. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    message: text('message').notNull(),
    actor_id: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.order_id, t.id)],
);

export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount_cents: integer('amount_cents').notNull(),
    reason: text('reason').notNull().default(''),
    restock: boolean('restock').notNull().default(false),
    provider_refund_id: text('provider_refund_id'),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.order_id),
    check('order_refunds_positive', sql`${t.amount_cents} > 0`),
  ],
);

/** Webhook events already handled, so a redelivery changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  provider: text('provider').notNull(),
  event_id: text('event_id').primaryKey(),
  type: text('type').notNull(),
  received_at: at('received_at').notNull().defaultNow(),
});

/** A customer's saved addresses (`/customer/profile`). */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull().default(''),
    address: jsonb('address').$type<OrderAddress>().notNull(),
    is_default: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('customer_addresses_user_idx').on(t.user_id)],
);
