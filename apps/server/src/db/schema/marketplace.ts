import type {
  AvailabilityOverride,
  LocationMode,
  ServiceMode,
  SpecialistStatus,
  WeeklyHours,
} from '@fundpath/contracts/marketplace';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { signedContracts } from './contracts';
import { users } from './users';

/**
 * The wellness marketplace (issue 6/8, ADR 016): specialists' profiles, services and
 * availability, the platform's service categories and default hours, likes and profile views.
 * Bookings live in their own module's file (bookings.ts, migration 0027). Money is integer cents;
 * weekly hours are wall-clock `HH:MM` ranges in the specialist's own time zone.
 */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const specialistProfiles = pgTable(
  'specialist_profiles',
  {
    user_id: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    display_name: text('display_name').notNull(),
    photo_url: text('photo_url'),
    headline: text('headline').notNull().default(''),
    bio: text('bio').notNull().default(''),
    specialties: text('specialties').array().notNull().default(sql`'{}'::text[]`),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    /** IANA zone; weekly hours and overrides are read in it. */
    time_zone: text('time_zone').notNull(),
    location_mode: text('location_mode').$type<LocationMode>().notNull().default('online'),
    city: text('city').notNull().default(''),
    status: text('status').$type<SpecialistStatus>().notNull().default('pending_review'),
    /** The admin's reason for the last reject or suspend (shown to the specialist). */
    review_note: text('review_note').notNull().default(''),
    reviewed_by: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    approved_at: at('approved_at'),
    /** `/book/{link_code}`: letters and digits, random, unique. */
    link_code: text('link_code').notNull(),
    /** The signed specialist agreement (an immutable `signed_contracts` row, ADR 010). */
    agreement_record_id: uuid('agreement_record_id').references(() => signedContracts.id),
    profile_views: integer('profile_views').notNull().default(0),
    qr_scans: integer('qr_scans').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('specialist_profiles_link_code_key').on(t.link_code),
    index('specialist_profiles_status_idx').on(t.status, t.approved_at),
    check('specialist_profiles_counters', sql`${t.profile_views} >= 0 and ${t.qr_scans} >= 0`),
    check(
      'specialist_profiles_enums',
      sql`${t.status} in ('pending_review', 'approved', 'suspended', 'rejected') and ${t.location_mode} in ('online', 'in_person', 'both')`,
    ),
  ],
);

export const serviceCategories = pgTable(
  'service_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    /** The platform's share of a booking in this category, in basis points. */
    platform_fee_bps: integer('platform_fee_bps').notNull().default(1500),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('service_categories_slug_key').on(t.slug),
    check('service_categories_fee', sql`${t.platform_fee_bps} between 0 and 10000`),
  ],
);

export const specialistServices = pgTable(
  'specialist_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    specialist_id: uuid('specialist_id')
      .notNull()
      .references(() => specialistProfiles.user_id, { onDelete: 'cascade' }),
    category_id: uuid('category_id').references(() => serviceCategories.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    duration_minutes: integer('duration_minutes').notNull(),
    price_cents: integer('price_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    mode: text('mode').$type<ServiceMode>().notNull().default('online'),
    buffer_before_minutes: integer('buffer_before_minutes').notNull().default(0),
    buffer_after_minutes: integer('buffer_after_minutes').notNull().default(0),
    requires_confirmation: boolean('requires_confirmation').notNull().default(false),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('specialist_services_specialist_idx').on(t.specialist_id, t.sort),
    check('specialist_services_mode', sql`${t.mode} in ('online', 'in_person')`),
    check(
      'specialist_services_ranges',
      sql`${t.duration_minutes} between 5 and 720 and ${t.price_cents} >= 0 and ${t.buffer_before_minutes} between 0 and 240 and ${t.buffer_after_minutes} between 0 and 240`,
    ),
  ],
);

/** The platform's default weekly hours (`/admin/manila/default-hours`): one row, id 1. */
export const marketplaceDefaultHours = pgTable(
  'marketplace_default_hours',
  {
    id: integer('id').primaryKey().default(1),
    weekly: jsonb('weekly').$type<WeeklyHours>().notNull(),
    updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [check('marketplace_default_hours_one_row', sql`${t.id} = 1`)],
);

export const specialistAvailability = pgTable(
  'specialist_availability',
  {
    specialist_id: uuid('specialist_id')
      .primaryKey()
      .references(() => specialistProfiles.user_id, { onDelete: 'cascade' }),
    /** Null: the platform's default hours apply. */
    weekly: jsonb('weekly').$type<WeeklyHours>(),
    overrides: jsonb('overrides').$type<AvailabilityOverride[]>().notNull().default([]),
    minimum_notice_minutes: integer('minimum_notice_minutes').notNull().default(120),
    booking_horizon_days: integer('booking_horizon_days').notNull().default(60),
    /** Most bookings a day; null: no cap. */
    daily_cap: integer('daily_cap'),
    ...timestamps,
  },
  (t) => [
    check(
      'specialist_availability_ranges',
      sql`${t.minimum_notice_minutes} between 0 and 43200 and ${t.booking_horizon_days} between 1 and 365 and (${t.daily_cap} is null or ${t.daily_cap} between 1 and 100)`,
    ),
  ],
);

/** A member (or a specialist, from `/specialist/discover`) keeps a specialist in their likes. */
export const marketplaceLikes = pgTable(
  'marketplace_likes',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    specialist_id: uuid('specialist_id')
      .notNull()
      .references(() => specialistProfiles.user_id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.specialist_id] }),
    index('marketplace_likes_specialist_idx').on(t.specialist_id),
  ],
);

/**
 * One row per specialist, day (UTC) and viewer: `insert … on conflict do nothing` counts a
 * viewer once a day, and the daily series for analytics is a grouped count. `viewer` is the
 * viewer's user id or a keyed hash of an anonymous visitor's IP, never the IP itself.
 */
export const marketplaceProfileViews = pgTable(
  'marketplace_profile_views',
  {
    specialist_id: uuid('specialist_id')
      .notNull()
      .references(() => specialistProfiles.user_id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    viewer: text('viewer').notNull(),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.specialist_id, t.day, t.viewer] })],
);

/**
 * Visits of a specialist's booking link `/book/{link_code}`, by source (`qr` when the QR code's
 * URL carried `?src=qr`): one row per specialist, UTC day, visitor and source, like profile
 * views, so reloading does not inflate the count. `visitor` is a user id or a keyed IP hash.
 */
export const marketplaceLinkVisits = pgTable(
  'marketplace_link_visits',
  {
    specialist_id: uuid('specialist_id')
      .notNull()
      .references(() => specialistProfiles.user_id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
    source: text('source').$type<'qr' | 'link'>().notNull(),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.specialist_id, t.day, t.visitor, t.source] }),
    check('marketplace_link_visits_source', sql`${t.source} in ('qr', 'link')`),
  ],
);
