import type {
  MarketplaceBookingStatus,
  MarketplacePaymentStatus,
} from '@fundpath/contracts/marketplace-bookings';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { specialistProfiles, specialistServices } from './marketplace';
import { users } from './users';

/**
 * Marketplace bookings (issue 6/8, ADR 016 "Bookings"): what a member booked, frozen at the
 * request (service name, duration, buffers, price, the category's platform fee), the saved card
 * (an opaque reference of the payments adapter, never a number) and the charge. A booking in
 * `requested` or `confirmed` holds its slot; a per-specialist advisory lock serialises the check
 * of the slot with the insert, so two members can never take one slot.
 */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const marketplaceBookings = pgTable(
  'marketplace_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `MB-XXXXXX`: random, not sequential. */
    number: text('number').notNull(),
    member_id: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    specialist_id: uuid('specialist_id')
      .notNull()
      .references(() => specialistProfiles.user_id, { onDelete: 'cascade' }),
    service_id: uuid('service_id').references(() => specialistServices.id, { onDelete: 'set null' }),
    service_name: text('service_name').notNull(),
    service_mode: text('service_mode').notNull(),
    duration_minutes: integer('duration_minutes').notNull(),
    buffer_before_minutes: integer('buffer_before_minutes').notNull().default(0),
    buffer_after_minutes: integer('buffer_after_minutes').notNull().default(0),
    start_at: at('start_at').notNull(),
    end_at: at('end_at').notNull(),
    member_time_zone: text('member_time_zone').notNull(),
    note: text('note').notNull().default(''),
    price_cents: integer('price_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    platform_fee_bps: integer('platform_fee_bps').notNull(),
    platform_fee_cents: integer('platform_fee_cents').notNull(),
    requires_confirmation: boolean('requires_confirmation').notNull(),
    status: text('status').$type<MarketplaceBookingStatus>().notNull().default('requested'),
    /** The reason of a decline or cancel, or what failed. */
    reason: text('reason').notNull().default(''),
    cancelled_by: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    expires_at: at('expires_at'),
    payment_provider: text('payment_provider').notNull(),
    payment_status: text('payment_status')
      .$type<MarketplacePaymentStatus>()
      .notNull()
      .default('card_pending'),
    setup_id: text('setup_id'),
    saved_method_ref: text('saved_method_ref'),
    card_brand: text('card_brand'),
    card_last4: text('card_last4'),
    payment_id: text('payment_id'),
    charged_cents: integer('charged_cents').notNull().default(0),
    refunded_cents: integer('refunded_cents').notNull().default(0),
    failure_message: text('failure_message'),
    /** The affiliate whose link brought the member (attribution cookie, ADR 013). */
    referrer_id: uuid('referrer_id').references(() => users.id, { onDelete: 'set null' }),
    /** The member's Idempotency-Key and what it asked for (a reuse for something else is a 409). */
    request_key: text('request_key'),
    request_hash: text('request_hash'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('marketplace_bookings_number_key').on(t.number),
    uniqueIndex('marketplace_bookings_request_key').on(t.member_id, t.request_key),
    index('marketplace_bookings_specialist_start_idx').on(t.specialist_id, t.start_at),
    index('marketplace_bookings_member_start_idx').on(t.member_id, t.start_at),
    index('marketplace_bookings_expiry_idx').on(t.status, t.expires_at),
    check(
      'marketplace_bookings_status',
      sql`${t.status} in ('requested', 'confirmed', 'completed', 'no_show', 'declined', 'cancelled', 'expired')`,
    ),
    check(
      'marketplace_bookings_payment_status',
      sql`${t.payment_status} in ('card_pending', 'card_saved', 'charged', 'charge_failed', 'refunded', 'partially_refunded', 'released')`,
    ),
    check(
      'marketplace_bookings_money',
      sql`${t.price_cents} >= 0 and ${t.platform_fee_cents} between 0 and ${t.price_cents} and ${t.charged_cents} >= 0 and ${t.refunded_cents} between 0 and ${t.charged_cents}`,
    ),
    check('marketplace_bookings_times', sql`${t.end_at} > ${t.start_at}`),
  ],
);

/** The timeline of a booking: every move, who made it, and why. */
export const marketplaceBookingEvents = pgTable(
  'marketplace_booking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    booking_id: uuid('booking_id')
      .notNull()
      .references(() => marketplaceBookings.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    actor_id: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('marketplace_booking_events_booking_idx').on(t.booking_id, t.created_at)],
);

/**
 * The reminders of a confirmed booking, 24 h and 1 h before its start (issue 6/8). One row per
 * booking, kind and the start it was planned for: the job runner only triggers, and claiming the
 * row (`sent_at` set where still null) is what makes "one send each" hold across instances. A
 * reschedule plans new rows for the new start; the old ones are never sent.
 */
export const marketplaceBookingReminders = pgTable(
  'marketplace_booking_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    booking_id: uuid('booking_id')
      .notNull()
      .references(() => marketplaceBookings.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'24h' | '1h'>().notNull(),
    /** The booking's start this reminder was planned for. */
    start_at: at('start_at').notNull(),
    due_at: at('due_at').notNull(),
    sent_at: at('sent_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('marketplace_booking_reminders_key').on(t.booking_id, t.kind, t.start_at),
    index('marketplace_booking_reminders_due_idx').on(t.due_at),
    check('marketplace_booking_reminders_kind', sql`${t.kind} in ('24h', '1h')`),
  ],
);
