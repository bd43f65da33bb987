import type { CancellationTier, PaymentPlan, PriceLine } from '@fundpath/contracts/travel-pricing';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/**
 * The travel storefront (issue 5/8): packages and their departures, bookings with travellers,
 * payments and a timeline, and affiliates' travel sites. Money is integer cents; dates of trips
 * and births are calendar dates (`YYYY-MM-DD`), never instants.
 */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

export type ItineraryDay = { day: number; title: string; description: string };
export type TravelPackageStatus = 'draft' | 'published' | 'archived';
export type TravelBookingStatus = 'pending_payment' | 'confirmed' | 'completed' | 'cancelled';
export type TravelPaymentStatus =
  | 'pending'
  | 'requires_action'
  | 'paid'
  | 'failed'
  | 'refunded'
  | 'partially_refunded';

export const travelPackages = pgTable(
  'travel_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    destination: text('destination').notNull(),
    summary: text('summary').notNull().default(''),
    description: text('description').notNull().default(''),
    itinerary: jsonb('itinerary').$type<ItineraryDay[]>().notNull().default([]),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    inclusions: text('inclusions').array().notNull().default(sql`'{}'::text[]`),
    exclusions: text('exclusions').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').$type<TravelPackageStatus>().notNull().default('draft'),
    /** The package's own commission rate; null: the affiliate's tier or the default applies. */
    commission_rate_bps: integer('commission_rate_bps'),
    deposit_bps: integer('deposit_bps').notNull().default(2000),
    cancellation_policy: jsonb('cancellation_policy').$type<CancellationTier[]>().notNull(),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('travel_packages_status_idx').on(t.status, t.destination),
    check(
      'travel_packages_rates',
      sql`${t.deposit_bps} between 0 and 10000 and (${t.commission_rate_bps} is null or ${t.commission_rate_bps} between 0 and 10000)`,
    ),
  ],
);

export const travelDepartures = pgTable(
  'travel_departures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    package_id: uuid('package_id')
      .notNull()
      .references(() => travelPackages.id, { onDelete: 'cascade' }),
    starts_on: day('starts_on').notNull(),
    ends_on: day('ends_on').notNull(),
    capacity: integer('capacity').notNull(),
    /** Seats held by bookings that are not cancelled: changed in the booking's own transaction. */
    seats_taken: integer('seats_taken').notNull().default(0),
    price_cents: integer('price_cents').notNull(),
    single_supplement_cents: integer('single_supplement_cents').notNull().default(0),
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
    ...timestamps,
  },
  (t) => [
    index('travel_departures_package_idx').on(t.package_id, t.starts_on),
    index('travel_departures_starts_idx').on(t.starts_on),
    check('travel_departures_seats', sql`${t.seats_taken} >= 0 and ${t.seats_taken} <= ${t.capacity}`),
    check('travel_departures_dates', sql`${t.ends_on} >= ${t.starts_on}`),
    check('travel_departures_money', sql`${t.price_cents} >= 0 and ${t.single_supplement_cents} >= 0`),
  ],
);

export const travelBookings = pgTable(
  'travel_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `TRV-` + six random characters: what people quote; unguessable, never sequential. */
    booking_number: text('booking_number').notNull(),
    package_id: uuid('package_id')
      .notNull()
      .references(() => travelPackages.id, { onDelete: 'restrict' }),
    departure_id: uuid('departure_id')
      .notNull()
      .references(() => travelDepartures.id, { onDelete: 'restrict' }),
    /** The signed-in buyer, if any (guests prove the booking with the lead's e-mail). */
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The affiliate whose link brought the buyer (attribution cookie; ADR 013). */
    referrer_id: uuid('referrer_id').references(() => users.id, { onDelete: 'set null' }),
    lead_name: text('lead_name').notNull(),
    lead_email: text('lead_email').notNull(),
    lead_phone: text('lead_phone').notNull().default(''),
    payment_plan: text('payment_plan').$type<PaymentPlan>().notNull(),
    /** The price as it was at booking (frozen; what was charged adds up to these lines). */
    lines: jsonb('lines').$type<PriceLine[]>().notNull(),
    total_cents: integer('total_cents').notNull(),
    /** Charged at booking: the deposit or the total. */
    due_now_cents: integer('due_now_cents').notNull(),
    paid_cents: integer('paid_cents').notNull().default(0),
    refunded_cents: integer('refunded_cents').notNull().default(0),
    /** The policy in force when the booking was made (a later change of the package's does not apply). */
    cancellation_policy: jsonb('cancellation_policy').$type<CancellationTier[]>().notNull(),
    status: text('status').$type<TravelBookingStatus>().notNull().default('pending_payment'),
    payment_status: text('payment_status').$type<TravelPaymentStatus>().notNull().default('pending'),
    payment_provider: text('payment_provider').notNull(),
    card_brand: text('card_brand'),
    card_last4: text('card_last4'),
    payment_failure: text('payment_failure'),
    /** The client's Idempotency-Key (a retry after a lost answer finds its booking) and request hash. */
    request_key: text('request_key'),
    request_hash: text('request_hash'),
    cancel_reason: text('cancel_reason'),
    confirmed_at: at('confirmed_at'),
    completed_at: at('completed_at'),
    cancelled_at: at('cancelled_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('travel_bookings_number_key').on(t.booking_number),
    uniqueIndex('travel_bookings_request_key').on(t.request_key),
    index('travel_bookings_departure_idx').on(t.departure_id, t.status),
    index('travel_bookings_status_idx').on(t.status, t.created_at),
    index('travel_bookings_user_idx').on(t.user_id),
    index('travel_bookings_referrer_idx').on(t.referrer_id),
    index('travel_bookings_email_idx').on(sql`lower(${t.lead_email})`),
    check(
      'travel_bookings_money',
      sql`${t.total_cents} >= 0 and ${t.due_now_cents} between 0 and ${t.total_cents}
          and ${t.paid_cents} between 0 and ${t.total_cents} and ${t.refunded_cents} between 0 and ${t.paid_cents}`,
    ),
  ],
);

export const travelTravellers = pgTable(
  'travel_travellers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    booking_id: uuid('booking_id')
      .notNull()
      .references(() => travelBookings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    full_name: text('full_name').notNull(),
    date_of_birth: day('date_of_birth').notNull(),
    single_room: boolean('single_room').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('travel_travellers_booking_position_key').on(t.booking_id, t.position)],
);

/** Every charge and refund of a booking at the provider (a deposit booking has two charges). */
export const travelPayments = pgTable(
  'travel_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    booking_id: uuid('booking_id')
      .notNull()
      .references(() => travelBookings.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'charge' | 'refund'>().notNull(),
    /** `deposit`, `full`, `balance` for charges; the charge refunded for refunds. */
    purpose: text('purpose').notNull(),
    provider: text('provider').notNull(),
    /** The provider's id (`pi_…`/`tp_…` for charges, `re_…` for refunds); null until it answers. */
    provider_id: text('provider_id'),
    /** The charge a refund draws on. */
    charge_id: uuid('charge_id'),
    amount_cents: integer('amount_cents').notNull(),
    status: text('status').$type<'pending' | 'requires_action' | 'succeeded' | 'failed'>().notNull(),
    ...timestamps,
  },
  (t) => [
    index('travel_payments_booking_idx').on(t.booking_id, t.created_at),
    uniqueIndex('travel_payments_provider_key').on(t.provider, t.provider_id),
    check('travel_payments_amount', sql`${t.amount_cents} > 0`),
  ],
);

export const travelBookingEvents = pgTable(
  'travel_booking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    booking_id: uuid('booking_id')
      .notNull()
      .references(() => travelBookings.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    actor_id: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('travel_booking_events_booking_idx').on(t.booking_id, t.created_at)],
);

/** An affiliate's travel site (`/travel/{code}`, edited at `/my-travel-site`). */
export const travelSites = pgTable('travel_sites', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  display_name: text('display_name').notNull(),
  photo_url: text('photo_url').notNull().default(''),
  bio: text('bio').notNull().default(''),
  primary_color: text('primary_color').notNull().default('#0e7490'),
  accent_color: text('accent_color').notNull().default('#f59e0b'),
  featured_package_ids: uuid('featured_package_ids').array().notNull().default(sql`'{}'::uuid[]`),
  ...timestamps,
});
