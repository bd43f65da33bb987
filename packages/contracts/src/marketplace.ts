/**
 * The wellness marketplace (issue 6/8, ADR 016): specialists' profiles and agreement, their
 * services, availability and bookable slots, the platform's categories and default hours,
 * discovery and likes. Money is integer cents, fees basis points, instants ISO-8601, weekly hours
 * `HH:MM` wall-clock ranges in the specialist's own time zone, days of the week ISO (1 = Monday,
 * 7 = Sunday). Slots are computed on the server by `@fundpath/availability`.
 */
import { z } from 'zod';
import { timeZoneSchema } from './people';

export { timeZoneSchema };

const success = z.literal('success');

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(
      (s) => !/[\p{Cc}\p{Cs}]/u.test(s.replace(/[\t\n\r]/g, '')),
      `${label} cannot contain control characters`,
    );
const line = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((s) => !/\p{Cc}/u.test(s), `${label} cannot contain control characters`);
const required = (max: number, label: string) =>
  line(max, label).pipe(z.string().min(1, `${label} is required`));

const MAX_CENTS = 10_000_000; // $100,000 for one session: far above any, far below overflow
const centsField = (label: string) =>
  z
    .number({ error: `${label} must be a number of cents` })
    .int(`${label} must be whole cents`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_CENTS, `${label} is too large`);

const emailField = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(254)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Invalid email address');
/** Same rule as every other password of the platform (reset, invite, `/register`). */
const passwordField = z.string().min(10, 'Password must be at least 10 characters').max(1024);

export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2027-03-14')
  .refine(
    (s) =>
      !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    'Not a real date',
  );

export const specialistStatuses = ['pending_review', 'approved', 'suspended', 'rejected'] as const;
export type SpecialistStatus = (typeof specialistStatuses)[number];
/** Where a specialist works. */
export const locationModes = ['online', 'in_person', 'both'] as const;
export type LocationMode = (typeof locationModes)[number];
/** Where one service takes place. */
export const serviceModes = ['online', 'in_person'] as const;
export type ServiceMode = (typeof serviceModes)[number];

/** `/book/{link_code}`: 10 letters and digits, random. */
export const LINK_CODE_PATTERN = /^[A-Za-z0-9]{6,32}$/;
export const linkCodeSchema = z
  .string()
  .trim()
  .regex(LINK_CODE_PATTERN, 'Booking links use letters and digits only');

// ---- hours ------------------------------------------------------------------------------------

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Use a time like 09:30');
const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));

/** One range of a day, `end` after `start` (`24:00` closes the day). */
export const timeRangeSchema = z
  .object({ start: hhmm, end: hhmm })
  .refine((r) => minutesOf(r.end) > minutesOf(r.start), {
    message: 'A range ends after it starts',
    path: ['end'],
  });
export type TimeRange = z.infer<typeof timeRangeSchema>;

const dayRanges = z
  .array(timeRangeSchema)
  .max(8, 'At most 8 ranges a day')
  .refine((ranges) => {
    const sorted = [...ranges].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
    return sorted.every((r, i) => i === 0 || minutesOf(r.start) >= minutesOf(sorted[i - 1]!.end));
  }, 'Ranges of one day cannot overlap');

export const isoWeekdays = ['1', '2', '3', '4', '5', '6', '7'] as const;
/** ISO weekday (1 = Monday … 7 = Sunday) → ranges; a missing or empty day is closed. */
export const weeklyHoursSchema = z.strictObject({
  '1': dayRanges.optional(),
  '2': dayRanges.optional(),
  '3': dayRanges.optional(),
  '4': dayRanges.optional(),
  '5': dayRanges.optional(),
  '6': dayRanges.optional(),
  '7': dayRanges.optional(),
});
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

/** One date in the specialist's time zone: its ranges replace the weekday's (none: a day off). */
export const availabilityOverrideSchema = z.object({ date: isoDateSchema, ranges: dayRanges });
export type AvailabilityOverride = z.infer<typeof availabilityOverrideSchema>;

export const availabilityInputSchema = z.object({
  /** Null: follow the platform's default hours. */
  weekly: weeklyHoursSchema.nullable(),
  overrides: z
    .array(availabilityOverrideSchema)
    .max(366, 'At most 366 overrides')
    .refine((list) => new Set(list.map((o) => o.date)).size === list.length, 'One override per date')
    .default([]),
  minimum_notice_minutes: z.number().int().min(0).max(43_200, 'Minimum notice is at most 30 days'),
  booking_horizon_days: z.number().int().min(1).max(365, 'Booking horizon is at most 365 days'),
  daily_cap: z.number().int().min(1).max(100).nullable(),
});
export type AvailabilityInput = z.input<typeof availabilityInputSchema>;

export const availabilitySchema = z.object({
  time_zone: z.string(),
  weekly: weeklyHoursSchema.nullable(),
  /** The hours in force: own weekly hours, or the defaults when `weekly` is null. */
  effective_weekly: weeklyHoursSchema,
  uses_default_hours: z.boolean(),
  overrides: z.array(availabilityOverrideSchema),
  minimum_notice_minutes: z.number().int(),
  booking_horizon_days: z.number().int(),
  daily_cap: z.number().int().nullable(),
});
export type Availability = z.infer<typeof availabilitySchema>;
export const availabilityResponseSchema = z.object({ status: success, availability: availabilitySchema });

export const defaultHoursInputSchema = z.object({ weekly: weeklyHoursSchema });
export const defaultHoursResponseSchema = z.object({
  status: success,
  default_hours: z.object({ weekly: weeklyHoursSchema, updated_at: z.string().nullable() }),
});

// ---- slots ------------------------------------------------------------------------------------

export const slotSchema = z.object({ start: z.string(), end: z.string() });
export type Slot = z.infer<typeof slotSchema>;

/** `GET /api/marketplace/specialists/:id/slots`: default from now, 14 days; at most 62 days. */
export const slotsQuerySchema = z.object({
  service_id: z.uuid(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  /** The viewer's time zone, for grouping by day (defaults to the specialist's). */
  tz: timeZoneSchema.optional(),
});
export type SlotsQuery = z.input<typeof slotsQuerySchema>;

export const slotsResponseSchema = z.object({
  status: success,
  service_id: z.string(),
  /** The zone `days` are grouped in. */
  time_zone: z.string(),
  specialist_time_zone: z.string(),
  from: z.string(),
  to: z.string(),
  slots: z.array(slotSchema),
  days: z.array(z.object({ date: z.string(), slots: z.array(slotSchema) })),
});
export type SlotsResponse = z.infer<typeof slotsResponseSchema>;

// ---- categories and services ------------------------------------------------------------------

export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  platform_fee_bps: z.number().int(),
  active: z.boolean(),
  sort: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryInputSchema = z.object({
  name: required(80, 'Name'),
  slug: z
    .string()
    .trim()
    .min(1, 'Slug is required')
    .max(60)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Slugs use lower-case letters, digits and dashes'),
  description: text(500, 'Description').default(''),
  platform_fee_bps: z
    .number()
    .int('Fee must be whole basis points')
    .min(0)
    .max(10_000, 'Fee is at most 100 %'),
  active: z.boolean().default(true),
  sort: z.number().int().min(0).max(10_000).default(0),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;
export const categoryResponseSchema = z.object({ status: success, category: categorySchema });
export const categoryListResponseSchema = z.object({ status: success, categories: z.array(categorySchema) });

export const serviceSchema = z.object({
  id: z.string(),
  specialist_id: z.string(),
  category_id: z.string().nullable(),
  category_name: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  duration_minutes: z.number().int(),
  price_cents: z.number().int(),
  currency: z.string(),
  mode: z.enum(serviceModes),
  buffer_before_minutes: z.number().int(),
  buffer_after_minutes: z.number().int(),
  requires_confirmation: z.boolean(),
  active: z.boolean(),
  sort: z.number().int(),
});
export type Service = z.infer<typeof serviceSchema>;

export const serviceInputSchema = z.object({
  category_id: z.uuid().nullable().default(null),
  name: required(120, 'Name'),
  description: text(2000, 'Description').default(''),
  duration_minutes: z
    .number()
    .int('Duration is whole minutes')
    .min(5, 'A session lasts at least 5 minutes')
    .max(720, 'A session lasts at most 12 hours'),
  price_cents: centsField('Price'),
  currency: z.enum(['USD', 'PHP', 'EUR', 'GBP', 'AUD', 'CAD', 'SGD']).default('USD'),
  mode: z.enum(serviceModes).default('online'),
  buffer_before_minutes: z.number().int().min(0).max(240, 'Buffers are at most 4 hours').default(0),
  buffer_after_minutes: z.number().int().min(0).max(240, 'Buffers are at most 4 hours').default(0),
  requires_confirmation: z.boolean().default(false),
  active: z.boolean().default(true),
  sort: z.number().int().min(0).max(10_000).default(0),
});
export type ServiceInput = z.input<typeof serviceInputSchema>;
export const servicePatchSchema = serviceInputSchema.partial();
export type ServicePatch = z.input<typeof servicePatchSchema>;
export const serviceResponseSchema = z.object({ status: success, service: serviceSchema });
export const serviceListResponseSchema = z.object({ status: success, services: z.array(serviceSchema) });

// ---- profiles ---------------------------------------------------------------------------------

/** An uploaded file of the platform (`/api/files/…`) or an https address. */
export const photoUrlSchema = z
  .string()
  .trim()
  .max(1000)
  .refine(
    (s) => /^https:\/\/[^\s"'<>]+$/.test(s) || /^\/api\/files\/[A-Za-z0-9/_.-]+$/.test(s),
    'Photos are https addresses or uploaded files',
  );

const tagList = (label: string, max: number) =>
  z
    .array(required(40, label))
    .max(max, `At most ${max} ${label.toLowerCase()}s`)
    .transform((list) => [...new Map(list.map((t) => [t.toLowerCase(), t])).values()]);

export const specialistProfileInputSchema = z.object({
  display_name: required(80, 'Display name'),
  photo_url: photoUrlSchema.nullable().default(null),
  headline: line(140, 'Headline').default(''),
  bio: text(4000, 'Bio').default(''),
  specialties: tagList('Specialty', 12).default([]),
  languages: tagList('Language', 10).default([]),
  time_zone: timeZoneSchema,
  location_mode: z.enum(locationModes).default('online'),
  city: line(80, 'City').default(''),
});
export type SpecialistProfileInput = z.input<typeof specialistProfileInputSchema>;

/**
 * The affiliate code the visitor arrived with (`?ref=` on the sign-up page), optional. The server
 * checks it against the active affiliates and ignores an unknown one (falls back to the `fp_ref`
 * attribution cookie); it never fails a sign-up.
 */
export const signupRefField = z.string().trim().max(64).optional();

export const specialistSignupSchema = specialistProfileInputSchema.extend({
  email: emailField,
  password: passwordField,
  ref: signupRefField,
});
export type SpecialistSignup = z.input<typeof specialistSignupSchema>;

export const memberSignupSchema = z.object({
  full_name: required(120, 'Full name'),
  email: emailField,
  password: passwordField,
  ref: signupRefField,
});
export type MemberSignup = z.input<typeof memberSignupSchema>;

/** The agreement as the specialist's own profile shows it. */
export const agreementStateSchema = z.object({
  /** A signed record of the current version exists. */
  signed_current: z.boolean(),
  record_id: z.string().nullable(),
  signed_version: z.number().int().nullable(),
  signed_at: z.string().nullable(),
  current_version: z.number().int().nullable(),
});

/** What the public sees of an approved specialist (discovery cards, profile pages). */
export const publicSpecialistSchema = z.object({
  id: z.string(),
  display_name: z.string(),
  photo_url: z.string().nullable(),
  headline: z.string(),
  specialties: z.array(z.string()),
  languages: z.array(z.string()),
  time_zone: z.string(),
  location_mode: z.enum(locationModes),
  city: z.string(),
  link_code: z.string(),
  /** The cheapest active service, or null when none. */
  from_price_cents: z.number().int().nullable(),
  currency: z.string().nullable(),
  service_count: z.number().int(),
  /** The signed-in viewer keeps them in their likes (false when signed out). */
  liked: z.boolean(),
  approved_at: z.string().nullable(),
});
export type PublicSpecialist = z.infer<typeof publicSpecialistSchema>;

export const specialistDetailSchema = publicSpecialistSchema.extend({
  bio: z.string(),
  services: z.array(serviceSchema),
  like_count: z.number().int(),
});
export type SpecialistDetail = z.infer<typeof specialistDetailSchema>;
export const specialistDetailResponseSchema = z.object({
  status: success,
  specialist: specialistDetailSchema,
});

/** The specialist's own profile (`/api/marketplace/specialists/me`). */
export const ownSpecialistProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  display_name: z.string(),
  photo_url: z.string().nullable(),
  headline: z.string(),
  bio: z.string(),
  specialties: z.array(z.string()),
  languages: z.array(z.string()),
  time_zone: z.string(),
  location_mode: z.enum(locationModes),
  city: z.string(),
  status: z.enum(specialistStatuses),
  review_note: z.string(),
  approved_at: z.string().nullable(),
  link_code: z.string(),
  /** `/book/{link_code}`, relative to the site. */
  booking_path: z.string(),
  agreement: agreementStateSchema,
  profile_views: z.number().int(),
  qr_scans: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OwnSpecialistProfile = z.infer<typeof ownSpecialistProfileSchema>;
export const ownSpecialistProfileResponseSchema = z.object({
  status: success,
  specialist: ownSpecialistProfileSchema,
});
export const specialistSignedUpResponseSchema = z.object({
  status: success,
  specialist: ownSpecialistProfileSchema,
  message: z.string(),
});
export const memberSignedUpResponseSchema = z.object({
  status: success,
  member: z.object({
    id: z.string(),
    email: z.string(),
    display_name: z.string(),
    role: z.literal('member'),
  }),
  message: z.string(),
});

// ---- the specialist agreement -----------------------------------------------------------------

export const specialistContractSchema = z.object({
  title: z.string(),
  version: z.number().int(),
  /** The text as it will be signed (variables filled). */
  document_text: z.string(),
  signed_current: z.boolean(),
  record: z
    .object({ id: z.string(), version: z.number().int(), signed_at: z.string(), typed_name: z.string() })
    .nullable(),
});
export type SpecialistContract = z.infer<typeof specialistContractSchema>;
export const specialistContractResponseSchema = z.object({
  status: success,
  contract: specialistContractSchema,
});

export const signSpecialistContractSchema = z.object({
  signature_name: required(120, 'Signature name').pipe(z.string().min(2, 'Type your full name')),
  agree: z.literal(true, { error: 'Tick “I agree” to sign' }),
});
export type SignSpecialistContract = z.input<typeof signSpecialistContractSchema>;

// ---- discovery and likes ----------------------------------------------------------------------

export const discoverySorts = ['recommended', 'price_asc', 'price_desc', 'newest'] as const;
export type DiscoverySort = (typeof discoverySorts)[number];

export const discoveryQuerySchema = z.object({
  q: line(100, 'Search').optional(),
  specialty: line(40, 'Specialty').optional(),
  language: line(40, 'Language').optional(),
  category_id: z.uuid().optional(),
  min_price_cents: z.coerce.number().int().min(0).max(MAX_CENTS).optional(),
  max_price_cents: z.coerce.number().int().min(0).max(MAX_CENTS).optional(),
  mode: z.enum(serviceModes).optional(),
  /** At least one bookable slot in the next 7 days. */
  available_this_week: z.stringbool().optional(),
  sort: z.enum(discoverySorts).default('recommended'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(60).default(12),
});
export type DiscoveryQuery = z.input<typeof discoveryQuerySchema>;

export const discoveryResponseSchema = z.object({
  status: success,
  specialists: z.array(publicSpecialistSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  /** Every specialty and language of an approved specialist, for the filters. */
  facets: z.object({ specialties: z.array(z.string()), languages: z.array(z.string()) }),
});
export type DiscoveryResponse = z.infer<typeof discoveryResponseSchema>;

export const likeResponseSchema = z.object({
  status: success,
  liked: z.boolean(),
  specialist_id: z.string(),
});
export const likeListResponseSchema = z.object({
  status: success,
  likes: z.array(publicSpecialistSchema.extend({ liked_at: z.string() })),
});

/** `GET /api/marketplace/specialists/me/likers`: who keeps the specialist in their likes, latest first. */
export const likersQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type LikersQuery = z.input<typeof likersQuerySchema>;
/** One liker: the first name and last initial only ("Morgan M."), never the e-mail. */
export const likerSchema = z.object({ display_name: z.string(), liked_at: z.string() });
export type Liker = z.infer<typeof likerSchema>;
export const likersResponseSchema = z.object({
  status: success,
  total: z.number().int(),
  last_30_days: z.number().int(),
  likers: z.array(likerSchema),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type LikersResponse = z.infer<typeof likersResponseSchema>;

// ---- the service catalogue (`/manila/specialist/services`) -------------------------------------

export const serviceCatalogueSorts = ['price_asc', 'price_desc', 'duration', 'newest'] as const;
export type ServiceCatalogueSort = (typeof serviceCatalogueSorts)[number];

/** `GET /api/marketplace/services`: active services of listed specialists, filtered server-side. */
export const serviceCatalogueQuerySchema = z.object({
  q: line(100, 'Search').optional(),
  category_id: z.uuid().optional(),
  max_price_cents: z.coerce.number().int().min(0).max(MAX_CENTS).optional(),
  mode: z.enum(serviceModes).optional(),
  min_duration_minutes: z.coerce.number().int().min(0).max(720).optional(),
  max_duration_minutes: z.coerce.number().int().min(0).max(720).optional(),
  sort: z.enum(serviceCatalogueSorts).default('price_asc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(60).default(24),
});
export type ServiceCatalogueQuery = z.input<typeof serviceCatalogueQuerySchema>;

export const catalogueServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category_id: z.string().nullable(),
  category_name: z.string().nullable(),
  duration_minutes: z.number().int(),
  price_cents: z.number().int(),
  currency: z.string(),
  mode: z.enum(serviceModes),
  created_at: z.string(),
  specialist: z.object({ id: z.string(), display_name: z.string(), photo_url: z.string().nullable() }),
});
export type CatalogueService = z.infer<typeof catalogueServiceSchema>;
export const serviceCatalogueResponseSchema = z.object({
  status: success,
  services: z.array(catalogueServiceSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type ServiceCatalogueResponse = z.infer<typeof serviceCatalogueResponseSchema>;

/** `GET /api/marketplace/book/:link_code` (the public booking page of one specialist). */
export const bookingPageQuerySchema = z.object({ via: z.enum(['link', 'qr']).default('link') });
export const bookingPageResponseSchema = specialistDetailResponseSchema;

// ---- admin ------------------------------------------------------------------------------------

export const adminSpecialistSchema = ownSpecialistProfileSchema.extend({
  full_name: z.string(),
  service_count: z.number().int(),
});
export type AdminSpecialist = z.infer<typeof adminSpecialistSchema>;

export const adminSpecialistListQuerySchema = z.object({
  status: z.enum(specialistStatuses).optional(),
  q: line(100, 'Search').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export const adminSpecialistListResponseSchema = z.object({
  status: success,
  specialists: z.array(adminSpecialistSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  /** Counts by status over every specialist (for the tabs). */
  counts: z.record(z.enum(specialistStatuses), z.number().int()),
});
export const adminSpecialistResponseSchema = z.object({
  status: success,
  specialist: adminSpecialistSchema,
});
export const specialistReviewBodySchema = z.object({ reason: required(1000, 'Reason') });

/** A member's account state: `disabled` while the account is deactivated. */
export const memberStatuses = ['active', 'disabled'] as const;
export type MemberStatus = (typeof memberStatuses)[number];
export const memberSorts = ['joined_desc', 'joined_asc', 'name_asc', 'paid_desc', 'bookings_desc'] as const;
export type MemberSort = (typeof memberSorts)[number];

/** `GET /api/admin/marketplace/members`: a marketplace member with their bookings' totals. */
export const adminMemberSchema = z.object({
  id: z.string(),
  display_name: z.string(),
  email: z.string(),
  status: z.enum(memberStatuses),
  joined_at: z.string(),
  last_sign_in_at: z.string().nullable(),
  bookings_count: z.number().int(),
  completed_count: z.number().int(),
  /** Charged minus refunded over all the member's bookings, integer cents. */
  total_paid_cents: z.number().int(),
  likes_count: z.number().int(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

export const adminMemberListQuerySchema = z.object({
  /** Name or e-mail, case-insensitive. */
  q: line(100, 'Search').optional(),
  status: z.enum(memberStatuses).optional(),
  sort: z.enum(memberSorts).default('joined_desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminMemberListQuery = z.infer<typeof adminMemberListQuerySchema>;
export const adminMemberListResponseSchema = z.object({
  status: success,
  members: z.array(adminMemberSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type AdminMemberListResponse = z.infer<typeof adminMemberListResponseSchema>;
