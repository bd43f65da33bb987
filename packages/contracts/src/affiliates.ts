/**
 * Affiliates, referral attribution and the one commission ledger (issue 5/8, ADR 013). Money is
 * integer cents, rates basis points. The rules themselves are `@fundpath/commissions`.
 */
import { z } from 'zod';
import { formatCents } from './ecommerce-core';

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((s) => !/\p{Cc}/u.test(s), `${label} cannot contain control characters`);

// ---- registration (`/register`) and attribution ---------------------------------------------

export const affiliateRegistrationSchema = z.object({
  full_name: text(120, 'Full name').pipe(z.string().min(1, 'Full name is required')),
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .max(254)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Invalid email address'),
  phone: z
    .string()
    .trim()
    .max(40)
    .refine((v) => v === '' || /^[0-9+\-() ]+$/.test(v), 'Invalid phone number'),
  business_name: text(120, 'Business name'),
  password: z.string().min(10, 'Password must be at least 10 characters').max(1024),
});
export type AffiliateRegistration = z.infer<typeof affiliateRegistrationSchema>;

/**
 * Affiliate codes: 4–32 letters and digits (spec §2 `/ref/{code}`: letters and digits only),
 * case-insensitive, stored upper-case.
 */
export const affiliateCodeSchema = z
  .string()
  .trim()
  .min(4, 'Affiliate codes have 4 to 32 characters')
  .max(32, 'Affiliate codes have 4 to 32 characters')
  .regex(/^[A-Za-z0-9]+$/, 'Affiliate codes use letters and digits only')
  .transform((s) => s.toUpperCase());

export const affiliateSchema = z.object({
  code: z.string(),
  display_name: z.string(),
  status: z.enum(['active', 'suspended']),
  /** The affiliate's links, relative to the site: `/ref/{code}` and `/travel/{code}`. */
  links: z.object({ referral: z.string(), travel: z.string() }),
  clicks: z.number().int(),
  created_at: z.string(),
});
export type Affiliate = z.infer<typeof affiliateSchema>;

export const affiliateRegisteredResponseSchema = z.object({
  status: z.literal('success'),
  affiliate: affiliateSchema,
  message: z.string(),
});

export const trackReferralBodySchema = z.object({
  code: affiliateCodeSchema,
  /** Where the visitor landed (for click reports), e.g. `/travel/ABCD`. */
  path: text(300, 'Path').default(''),
});

export const trackReferralResponseSchema = z.object({
  status: z.literal('success'),
  affiliate: z.object({ code: z.string(), display_name: z.string() }),
  /** Days the attribution lasts (last click wins). */
  attribution_days: z.number().int(),
});

export const myAffiliateResponseSchema = z.object({
  status: z.literal('success'),
  affiliate: affiliateSchema.nullable(),
});

// ---- the ledger ------------------------------------------------------------------------------

export const commissionSourceValues = [
  'store_order',
  'travel_booking',
  'marketplace_booking',
  'referral',
] as const;
export const commissionStatusValues = ['pending', 'approved', 'paid', 'reversed'] as const;

export const commissionTermsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('rate'), rate_bps: z.number().int() }),
  z.object({ kind: z.literal('flat'), flat_cents: z.number().int() }),
  /** A sale whose lines earned different rates (a product with its own rate beside others). */
  z.object({
    kind: z.literal('lines'),
    lines: z.array(z.object({ base_cents: z.number().int(), rate_bps: z.number().int() })),
  }),
]);
export type CommissionTerms = z.infer<typeof commissionTermsSchema>;

const usd = (cents: number) => formatCents(cents, 'USD');
const pct = (bps: number) => `${(bps / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

/** The terms of an entry for people: `10% of $50.00`, `$25.00 flat`, `12% of $30.00 + 10% of $20.00`. */
export function termsLabel(terms: CommissionTerms, base_cents: number): string {
  if (terms.kind === 'rate') return `${pct(terms.rate_bps)} of ${usd(base_cents)}`;
  if (terms.kind === 'flat') return `${usd(terms.flat_cents)} flat`;
  return terms.lines.map((l) => `${pct(l.rate_bps)} of ${usd(l.base_cents)}`).join(' + ');
}

export const commissionEntrySchema = z.object({
  id: z.string(),
  source: z.enum(commissionSourceValues),
  source_id: z.string(),
  /** What the sale was, for people: `Order FP-10042`. */
  source_label: z.string(),
  kind: z.enum(['commission', 'adjustment']),
  beneficiary: z.object({ id: z.string(), display_name: z.string() }),
  base_cents: z.number().int(),
  terms: commissionTermsSchema,
  basis: z.enum(['item', 'tier', 'default']),
  gross_cents: z.number().int(),
  platform_fee_cents: z.number().int(),
  /** Negative for an adjustment (a refund after the sale). */
  amount_cents: z.number().int(),
  status: z.enum(commissionStatusValues),
  approvable_at: z.string().nullable(),
  payout_id: z.string().nullable(),
  note: z.string(),
  created_at: z.string(),
});
export type CommissionEntry = z.infer<typeof commissionEntrySchema>;

export const commissionSummarySchema = z.object({
  pending_cents: z.number().int(),
  approved_cents: z.number().int(),
  paid_cents: z.number().int(),
  reversed_cents: z.number().int(),
  earned_cents: z.number().int(),
  entries: z.number().int(),
});
export type CommissionSummary = z.infer<typeof commissionSummarySchema>;

export const payoutSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'paid']),
  reference: z.string().nullable(),
  minimum_cents: z.number().int(),
  total_cents: z.number().int(),
  beneficiaries: z.number().int(),
  entries: z.number().int(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const commissionListQuerySchema = z.object({
  source: z.enum(commissionSourceValues).optional(),
  status: z.enum(commissionStatusValues).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});

export const myCommissionsResponseSchema = z.object({
  status: z.literal('success'),
  entries: z.array(commissionEntrySchema),
  total: z.number().int(),
  /** Over every entry of the beneficiary matching the filters (not only this page). */
  summary: commissionSummarySchema,
  payouts: z.array(payoutSchema.extend({ my_total_cents: z.number().int() })),
});

export const adminCommissionQuerySchema = commissionListQuerySchema.extend({
  beneficiary_id: z.uuid().optional(),
});

export const adminCommissionsResponseSchema = z.object({
  status: z.literal('success'),
  entries: z.array(commissionEntrySchema),
  total: z.number().int(),
  summary: commissionSummarySchema,
});

export const createPayoutBodySchema = z.object({
  /** Beneficiaries below this total wait for the next batch. */
  minimum_cents: z.number().int().min(0).max(100_000_000).default(5_000),
});

export const markPayoutPaidBodySchema = z.object({
  reference: text(120, 'Reference').pipe(z.string().min(1, 'Enter the payment reference')),
});

export const payoutResponseSchema = z.object({
  status: z.literal('success'),
  payout: payoutSchema,
  message: z.string(),
});

export const payoutsResponseSchema = z.object({
  status: z.literal('success'),
  payouts: z.array(payoutSchema),
});

// ---- referred accounts and the programme (issue 6/8) ----------------------------------------

export const referralKindValues = ['member', 'specialist'] as const;
export type ReferralKind = (typeof referralKindValues)[number];

/** `GET /api/affiliates/me/referrals`. */
export const myReferralsQuerySchema = z.object({
  kind: z.enum([...referralKindValues, 'all']).default('all'),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type MyReferralsQuery = z.input<typeof myReferralsQuerySchema>;

/** A member or specialist who signed up through the affiliate's link. */
export const referralRowSchema = z.object({
  /** First name and last initial only (`Jane D.`). */
  display_name: z.string(),
  kind: z.enum(referralKindValues),
  joined_at: z.string(),
  /** Sessions completed (as the member, or as the specialist). */
  bookings_completed: z.number().int(),
  /**
   * The affiliate's ledger amount (not reversed) on marketplace bookings of this referral: a
   * member's own bookings; for a specialist, bookings of members who are not also the affiliate's
   * referrals (each entry counts once).
   */
  commission_cents: z.number().int(),
});
export type ReferralRow = z.infer<typeof referralRowSchema>;

export const referralTotalsSchema = z.object({
  referrals: z.number().int(),
  bookings_completed: z.number().int(),
  commission_cents: z.number().int(),
});

export const myReferralsResponseSchema = z.object({
  status: z.literal('success'),
  referrals: z.array(referralRowSchema),
  /** Rows matching `kind` (the table's page count). */
  total: z.number().int(),
  /** Sums over every row matching `kind`, not only this page. */
  totals: referralTotalsSchema,
  /** Referred accounts by kind (the tabs' counts). */
  counts: z.object({ all: z.number().int(), member: z.number().int(), specialist: z.number().int() }),
});
export type MyReferrals = z.infer<typeof myReferralsResponseSchema>;

/** `GET /api/referrals/programme` (public): the rates the ledger applies today. */
export const referralProgrammeResponseSchema = z.object({
  status: z.literal('success'),
  programme: z.object({
    /** The rate of a sale when no tier or item rate applies. */
    default_rate_bps: z.number().int(),
    /** Higher rates from a number of sales in the calendar month (the highest reached applies). */
    tiers: z.array(z.object({ min_monthly_sales: z.number().int(), rate_bps: z.number().int() })),
    /** The platform's share of each commission. */
    platform_fee_bps: z.number().int(),
    /** How long a visit through a link is remembered. */
    attribution_days: z.number().int(),
  }),
});
export type ReferralProgramme = z.infer<typeof referralProgrammeResponseSchema>['programme'];
