/**
 * The travel storefront (issue 5/8): packages with departures, bookings paid through the one
 * payments adapter, affiliates' travel sites. Money is integer cents, rates basis points, dates
 * `YYYY-MM-DD`. Prices and refunds are computed by `./travel-pricing` (server and checkout alike).
 */
import { z } from 'zod';
import { paymentInputSchema } from './ecommerce';
import { paymentPlans } from './travel-pricing';

export * from './travel-pricing';

const success = z.literal('success');

/** Control characters other than tab and line breaks (which multi-line text keeps). */
const hasControl = (s: string) =>
  [...s].some((c) => {
    const n = c.charCodeAt(0);
    return (n < 32 && n !== 9 && n !== 10 && n !== 13) || n === 127;
  });

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((s) => !hasControl(s), `${label} cannot contain control characters`);
const required = (max: number, label: string) =>
  text(max, label).pipe(z.string().min(1, `${label} is required`));
const line = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((s) => !/\p{Cc}/u.test(s), `${label} cannot contain control characters`);

const MAX_CENTS = 100_000_000; // $1,000,000: far above any trip, far below integer overflow
const centsField = (label: string) =>
  z
    .number({ error: `${label} must be a number of cents` })
    .int(`${label} must be whole cents`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_CENTS, `${label} is too large`);
const bpsField = (label: string) =>
  z.number().int(`${label} must be whole basis points`).min(0).max(10_000, `${label} is at most 100 %`);

export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2027-03-14')
  .refine(
    (s) =>
      !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    'Not a real date',
  );

export const travelPackageStatuses = ['draft', 'published', 'archived'] as const;
export type TravelPackageStatus = (typeof travelPackageStatuses)[number];
export const departureStatuses = ['open', 'closed'] as const;
export const travelBookingStatuses = ['pending_payment', 'confirmed', 'completed', 'cancelled'] as const;
export type TravelBookingStatus = (typeof travelBookingStatuses)[number];

/** `TRV-` and six characters of an alphabet without look-alikes (0/O, 1/I/L): drawn at random. */
export const BOOKING_NUMBER_PATTERN = /^TRV-[2-9A-HJ-NP-Z]{6}$/;
export const bookingNumberSchema = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(BOOKING_NUMBER_PATTERN, 'Booking numbers look like TRV-7K3M9Q'));

/** The most travellers one booking holds. */
export const MAX_TRAVELLERS = 12;

// ---- packages -------------------------------------------------------------------------------

export const itineraryDaySchema = z.object({
  day: z.number().int().min(1).max(60),
  title: required(120, 'Day title'),
  description: text(2000, 'Day description').default(''),
});

export const cancellationTierSchema = z.object({
  days_before: z.number().int().min(0).max(365),
  refund_bps: bpsField('Refund'),
});

/** An image: an uploaded file of the platform (`/api/files/…`), the built-in art (`/travel-bali.svg`) or an https address. */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(1000)
  .refine(
    (s) =>
      /^https:\/\/[^\s"'<>]+$/.test(s) ||
      /^\/api\/files\/[A-Za-z0-9/_.-]+$/.test(s) ||
      /^\/api\/travel\/media\/sites\/[0-9a-f-]{36}\.webp$/.test(s) ||
      /^\/travel-[a-z0-9-]+\.svg$/.test(s),
    'Images are https addresses or uploaded files',
  );

export const departureInputSchema = z
  .object({
    /** Present when editing a departure that exists. */
    id: z.uuid().optional(),
    starts_on: isoDateSchema,
    ends_on: isoDateSchema,
    capacity: z.number().int().min(1, 'Capacity is at least 1').max(1000, 'Capacity is at most 1000'),
    price_cents: centsField('Price'),
    single_supplement_cents: centsField('Single supplement').default(0),
    status: z.enum(departureStatuses).default('open'),
  })
  .refine((d) => d.ends_on >= d.starts_on, {
    message: 'The trip ends on or after it starts',
    path: ['ends_on'],
  });
export type DepartureInput = z.input<typeof departureInputSchema>;

export const travelPackageInputSchema = z.object({
  title: required(140, 'Title'),
  destination: required(120, 'Destination'),
  summary: text(300, 'Summary').default(''),
  description: text(8000, 'Description').default(''),
  itinerary: z.array(itineraryDaySchema).max(60).default([]),
  images: z.array(imageUrlSchema).max(12, 'At most 12 images').default([]),
  inclusions: z
    .array(line(200, 'Inclusion').pipe(z.string().min(1)))
    .max(40)
    .default([]),
  exclusions: z
    .array(line(200, 'Exclusion').pipe(z.string().min(1)))
    .max(40)
    .default([]),
  status: z.enum(travelPackageStatuses).default('draft'),
  /** The package's own commission rate (null: the affiliate's tier or the default applies). */
  commission_rate_bps: bpsField('Commission rate').nullable().default(null),
  /** The share of the total due at booking with the deposit plan (0: full payment only). */
  deposit_bps: bpsField('Deposit').default(2_000),
  cancellation_policy: z
    .array(cancellationTierSchema)
    .min(1)
    .max(10)
    .default([
      { days_before: 60, refund_bps: 10_000 },
      { days_before: 30, refund_bps: 5_000 },
      { days_before: 0, refund_bps: 0 },
    ]),
  departures: z.array(departureInputSchema).max(100, 'At most 100 departures').default([]),
});
export type TravelPackageInput = z.input<typeof travelPackageInputSchema>;

export const departureSchema = z.object({
  id: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  capacity: z.number().int(),
  seats_taken: z.number().int(),
  seats_left: z.number().int(),
  price_cents: z.number().int(),
  single_supplement_cents: z.number().int(),
  status: z.enum(departureStatuses),
});
export type Departure = z.infer<typeof departureSchema>;

export const travelPackageSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  destination: z.string(),
  summary: z.string(),
  image: z.string().nullable(),
  duration_days: z.number().int(),
  /** The lowest price per traveller over bookable departures (null: none bookable). */
  from_price_cents: z.number().int().nullable(),
  next_departure: z.string().nullable(),
  status: z.enum(travelPackageStatuses),
});
export type TravelPackageSummary = z.infer<typeof travelPackageSummarySchema>;

export const travelPackageSchema = travelPackageSummarySchema.extend({
  description: z.string(),
  itinerary: z.array(itineraryDaySchema),
  images: z.array(z.string()),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
  commission_rate_bps: z.number().int().nullable(),
  deposit_bps: z.number().int(),
  cancellation_policy: z.array(cancellationTierSchema),
  /** Public reads: bookable departures only (future, open, seats left); admin reads: all. */
  departures: z.array(departureSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TravelPackage = z.infer<typeof travelPackageSchema>;

export const packageSorts = ['departure', 'price_asc', 'price_desc', 'title'] as const;

export const packageListQuerySchema = z.object({
  q: text(100, 'Search').optional(),
  destination: text(120, 'Destination').optional(),
  /** Packages with a bookable departure starting in this month. */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month like 2027-03')
    .optional(),
  min_price_cents: z.coerce.number().int().min(0).max(MAX_CENTS).optional(),
  max_price_cents: z.coerce.number().int().min(0).max(MAX_CENTS).optional(),
  sort: z.enum(packageSorts).default('departure'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(60).default(12),
});
export type PackageListQuery = z.input<typeof packageListQuerySchema>;

export const adminPackageListQuerySchema = packageListQuerySchema.extend({
  status: z.enum(travelPackageStatuses).optional(),
});

export const packageListResponseSchema = z.object({
  status: success,
  packages: z.array(travelPackageSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  /** Every destination with a published package, for the filter. */
  destinations: z.array(z.string()),
});
export type PackageListResponse = z.infer<typeof packageListResponseSchema>;

/**
 * A row of the staff list (`GET /api/admin/travel/packages`): the summary plus what staff plan
 * with. Optional, so a server answering with {@link packageListResponseSchema} still parses.
 */
export const adminPackageSummarySchema = travelPackageSummarySchema.extend({
  commission_rate_bps: z.number().int().nullable().optional(),
  /** Every departure of the package, past and closed ones included. */
  departures_count: z.number().int().optional(),
  /** Over the departures that have not started: seats held by bookings and seats offered. */
  seats_taken: z.number().int().optional(),
  capacity: z.number().int().optional(),
});
export type AdminPackageSummary = z.infer<typeof adminPackageSummarySchema>;
export const adminPackageListResponseSchema = packageListResponseSchema.extend({
  packages: z.array(adminPackageSummarySchema),
});

export const packageResponseSchema = z.object({ status: success, package: travelPackageSchema });
export const packageSavedResponseSchema = packageResponseSchema.extend({ message: z.string() });
export const packageIdParamsSchema = z.object({ id: z.uuid('Package not found') });
export const checkoutPackageParamsSchema = z.object({ package_id: z.uuid('Package not found') });

// ---- bookings -------------------------------------------------------------------------------

const email = z.email('Enter a valid e-mail address').max(254);
const phone = z
  .string()
  .trim()
  .max(40)
  .refine((v) => v === '' || /^[0-9+\-(). ]{7,40}$/.test(v), 'Enter a valid phone number');

export const travellerInputSchema = z.object({
  full_name: required(120, 'Full name'),
  date_of_birth: isoDateSchema
    .refine((d) => d <= new Date().toISOString().slice(0, 10), 'A date of birth is in the past')
    .refine((d) => d >= '1900-01-01', 'Check the date of birth'),
  single_room: z.boolean().default(false),
});
export type TravellerInput = z.input<typeof travellerInputSchema>;

export const leadTravellerSchema = z.object({
  full_name: required(120, 'Full name'),
  email,
  phone: phone.default(''),
});

export const travelBookingBodySchema = z.object({
  package_id: z.uuid('Package not found'),
  departure_id: z.uuid('Choose a departure'),
  lead: leadTravellerSchema,
  travellers: z
    .array(travellerInputSchema)
    .min(1, 'Add at least one traveller')
    .max(MAX_TRAVELLERS, `At most ${MAX_TRAVELLERS} travellers per booking`),
  payment_plan: z.enum(paymentPlans).default('full'),
  accept_terms: z.literal(true, { error: 'Accept the booking terms to continue' }),
  payment: paymentInputSchema,
  /** The total the buyer saw; a changed price answers 409 with the new figure. */
  expected_total_cents: z.number().int().min(0).max(2_147_483_647).optional(),
});
export type TravelBookingBody = z.input<typeof travelBookingBodySchema>;

export const bookingEventSchema = z.object({
  at: z.string(),
  kind: z.string(),
  message: z.string(),
});

export const travelBookingSchema = z.object({
  id: z.string(),
  booking_number: z.string(),
  status: z.enum(travelBookingStatuses),
  package: z.object({
    id: z.string(),
    title: z.string(),
    destination: z.string(),
    image: z.string().nullable(),
  }),
  departure: z.object({ id: z.string(), starts_on: z.string(), ends_on: z.string() }),
  lead: z.object({ full_name: z.string(), email: z.string(), phone: z.string() }),
  travellers: z.array(
    z.object({ id: z.string(), full_name: z.string(), date_of_birth: z.string(), single_room: z.boolean() }),
  ),
  payment_plan: z.enum(paymentPlans),
  lines: z.array(
    z.object({
      label: z.string(),
      quantity: z.number().int(),
      unit_cents: z.number().int(),
      total_cents: z.number().int(),
    }),
  ),
  total_cents: z.number().int(),
  paid_cents: z.number().int(),
  refunded_cents: z.number().int(),
  /** total − paid (0 once paid in full or cancelled). */
  balance_cents: z.number().int(),
  balance_due_on: z.string().nullable(),
  cancellation_policy: z.array(cancellationTierSchema),
  /** What cancelling today would refund under the policy (null once cancelled or completed). */
  refund_if_cancelled_cents: z.number().int().nullable(),
  payment: z.object({
    status: z.enum(['pending', 'requires_action', 'paid', 'failed', 'refunded', 'partially_refunded']),
    card_brand: z.string().nullable(),
    card_last4: z.string().nullable(),
    failure_message: z.string().nullable(),
    /** Stripe only, while `requires_action`: the browser confirms with it. */
    client_secret: z.string().nullable(),
  }),
  /** The affiliate the booking is credited to (staff reads only; null for others). */
  affiliate: z.object({ code: z.string(), display_name: z.string() }).nullable(),
  timeline: z.array(bookingEventSchema),
  created_at: z.string(),
});
export type TravelBooking = z.infer<typeof travelBookingSchema>;

export const bookingResponseSchema = z.object({
  status: success,
  booking: travelBookingSchema,
  message: z.string(),
});
export type BookingResponse = z.infer<typeof bookingResponseSchema>;

export const bookingNumberParamsSchema = z.object({ booking_number: bookingNumberSchema });
/** A guest proves they hold a booking with its lead traveller's e-mail. */
export const bookingLookupQuerySchema = z.object({ email: email.optional() });

export const payBalanceBodySchema = z.object({
  email: email.optional(),
  payment: paymentInputSchema,
});

export const holderCancelBodySchema = z.object({
  email: email.optional(),
  reason: text(500, 'Reason').default(''),
});

// ---- admin bookings -------------------------------------------------------------------------

export const adminBookingListQuerySchema = z.object({
  q: text(100, 'Search').optional(),
  status: z.enum(travelBookingStatuses).optional(),
  package_id: z.uuid().optional(),
  departure_id: z.uuid().optional(),
  affiliate: text(32, 'Affiliate code').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});

export const adminBookingRowSchema = z.object({
  id: z.string(),
  booking_number: z.string(),
  status: z.enum(travelBookingStatuses),
  package_title: z.string(),
  departure: z.object({ id: z.string(), starts_on: z.string() }),
  lead_name: z.string(),
  lead_email: z.string(),
  travellers: z.number().int(),
  total_cents: z.number().int(),
  paid_cents: z.number().int(),
  refunded_cents: z.number().int(),
  affiliate_code: z.string().nullable(),
  created_at: z.string(),
});
export type AdminBookingRow = z.infer<typeof adminBookingRowSchema>;

export const adminBookingListResponseSchema = z.object({
  status: success,
  bookings: z.array(adminBookingRowSchema),
  total: z.number().int(),
  /** Over every booking matching the filters (not only this page). */
  sums: z.object({
    total_cents: z.number().int(),
    paid_cents: z.number().int(),
    refunded_cents: z.number().int(),
    travellers: z.number().int(),
  }),
  /** Departures of the filtered package (or all upcoming), for the filter and the manifest. */
  departures: z.array(
    z.object({
      id: z.string(),
      package_title: z.string(),
      starts_on: z.string(),
      seats_taken: z.number().int(),
      capacity: z.number().int(),
    }),
  ),
});

export const adminBookingIdParamsSchema = z.object({ id: z.uuid('Booking not found') });
export const departureIdParamsSchema = z.object({ id: z.uuid('Departure not found') });

export const adminCancelBodySchema = z.object({
  /** `policy`: the package's cancellation policy; `full`: everything paid; `none`: nothing. */
  refund: z.enum(['policy', 'full', 'none']).default('policy'),
  reason: text(500, 'Reason').default(''),
});

export const changeTravellersBodySchema = z.object({
  travellers: z
    .array(travellerInputSchema.omit({ single_room: true }))
    .min(1)
    .max(MAX_TRAVELLERS),
});

// ---- affiliates' travel sites ---------------------------------------------------------------

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colours look like #0f766e');

export const travelSiteInputSchema = z.object({
  display_name: required(80, 'Display name'),
  photo_url: z.union([z.literal(''), imageUrlSchema]).default(''),
  bio: text(1000, 'Bio').default(''),
  primary_color: hexColor.default('#0e7490'),
  accent_color: hexColor.default('#f59e0b'),
  featured_package_ids: z.array(z.uuid()).max(6, 'Feature at most 6 packages').default([]),
});
export type TravelSiteInput = z.input<typeof travelSiteInputSchema>;

export const travelSiteSchema = z.object({
  code: z.string(),
  display_name: z.string(),
  photo_url: z.string(),
  bio: z.string(),
  primary_color: z.string(),
  accent_color: z.string(),
  featured_package_ids: z.array(z.string()),
  /** Relative links: `/travel/{code}` and `/ref/{code}`. */
  links: z.object({ travel: z.string(), referral: z.string() }),
});
export type TravelSite = z.infer<typeof travelSiteSchema>;

export const mySiteResponseSchema = z.object({ status: success, site: travelSiteSchema });
export const mySiteSavedResponseSchema = mySiteResponseSchema.extend({ message: z.string() });

/** `GET /api/travel/sites/{code}`: the public site; unknown or suspended codes are 404. */
export const publicSiteResponseSchema = z.object({
  status: success,
  site: travelSiteSchema.omit({ featured_package_ids: true }).extend({
    featured: z.array(travelPackageSummarySchema),
  }),
});
export type PublicTravelSite = z.infer<typeof publicSiteResponseSchema>['site'];
export const siteCodeParamsSchema = z.object({
  code: z
    .string()
    .min(1)
    .max(32)
    .regex(/^[A-Za-z0-9]+$/, 'Travel site not found')
    .transform((s) => s.toUpperCase()),
});

// ---- the affiliate's dashboard --------------------------------------------------------------

export const affiliateStatsQuerySchema = z.object({
  days: z.coerce.number().int().min(7).max(365).default(30),
});

export const affiliateStatsResponseSchema = z.object({
  status: success,
  days: z.number().int(),
  code: z.string().nullable(),
  totals: z.object({
    clicks: z.number().int(),
    /** Referred sales recorded in the ledger in the period (travel bookings, store orders, …). */
    sales: z.number().int(),
    /** sales / clicks in basis points (0 without clicks). */
    conversion_bps: z.number().int(),
    pending_cents: z.number().int(),
    approved_cents: z.number().int(),
    paid_cents: z.number().int(),
    reversed_cents: z.number().int(),
  }),
  /** One row per day of the period, oldest first. */
  series: z.array(
    z.object({
      date: z.string(),
      clicks: z.number().int(),
      sales: z.number().int(),
      commission_cents: z.number().int(),
    }),
  ),
  by_source: z.array(
    z.object({ source: z.string(), sales: z.number().int(), amount_cents: z.number().int() }),
  ),
});
export type AffiliateStats = z.infer<typeof affiliateStatsResponseSchema>;
