import { z } from 'zod';
import { analyticsQuerySchema } from './analytics';

/**
 * The specialist's own numbers (issue 6/8): `/specialist/dashboard` (today, requests waiting,
 * earnings this month), `/specialist/analytics` (daily and weekly series over a range) and the
 * booking link of `/specialist/qr-marketing`. Days are UTC days except the dashboard's "today",
 * which is the specialist's own time zone. Money is integer cents; every total is the sum of the
 * rows it sums (days, weeks or statuses).
 */

const success = z.literal('success');

export const linkVisitSources = ['qr', 'link'] as const;
export type LinkVisitSource = (typeof linkVisitSources)[number];

/** `POST /api/marketplace/book/:link_code/visit`: the public booking page reports how it was opened. */
export const linkVisitInputSchema = z.object({ source: z.enum(linkVisitSources).default('link') });
export const linkVisitResponseSchema = z.object({
  status: success,
  /** False when this visitor was already counted today for this source. */
  counted: z.boolean(),
});

export const bookingLinkSchema = z.object({
  code: z.string(),
  /** `{PUBLIC_URL}/book/{code}` (a path when PUBLIC_URL is unset). */
  url: z.string(),
  /** What the QR code encodes: the link with `?src=qr`. */
  qr_url: z.string(),
  /** Lifetime QR scans (one per visitor and day). */
  qr_scans: z.number().int(),
});

const appointmentSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.string(),
  service_name: z.string(),
  start: z.string(),
  end: z.string(),
  member: z.object({ id: z.string(), display_name: z.string() }),
});

export const specialistDashboardSchema = z.object({
  /** The specialist's time zone and today's date in it (`YYYY-MM-DD`). */
  time_zone: z.string(),
  today: z.string(),
  /** Confirmed (or already held) sessions starting today, in start order. */
  today_appointments: z.array(appointmentSchema),
  /** Requests waiting for an answer (card saved), soonest deadline first. */
  requests_waiting: z.array(appointmentSchema.extend({ expires_at: z.string().nullable() })),
  requests_waiting_count: z.number().int(),
  /** From the commission ledger: the specialist's entries of bookings charged this month (UTC). */
  earnings_this_month: z.object({
    month: z.string(),
    gross_cents: z.number().int(),
    platform_fee_cents: z.number().int(),
    /** pending + approved + paid (reversed entries excluded). */
    earnings_cents: z.number().int(),
    pending_cents: z.number().int(),
    approved_cents: z.number().int(),
    paid_cents: z.number().int(),
  }),
  booking_link: bookingLinkSchema,
});
export type SpecialistDashboard = z.infer<typeof specialistDashboardSchema>;
export const specialistDashboardResponseSchema = z.object({
  status: success,
  dashboard: specialistDashboardSchema,
});

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD` (UTC days, both included; default the last 30 days). */
export const specialistAnalyticsQuerySchema = analyticsQuerySchema;

const pointSchema = z.object({
  profile_views: z.number().int(),
  qr_scans: z.number().int(),
  link_visits: z.number().int(),
  /** Booking requests made (card saved). */
  booking_requests: z.number().int(),
  /** Of those requests, the ones charged (accepted or confirmed at once). */
  confirmed: z.number().int(),
  /** Requests by a member who had an earlier charged booking with this specialist. */
  repeat_requests: z.number().int(),
  /** Ledger, by the day the booking was charged: price, platform fee, and the rest for the specialist. */
  gross_cents: z.number().int(),
  platform_fee_cents: z.number().int(),
  revenue_cents: z.number().int(),
});
export type SpecialistAnalyticsPoint = z.infer<typeof pointSchema>;

export const specialistAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.number().int(),
  /** One row per UTC day of the range, zeros included. */
  series: z.array(pointSchema.extend({ date: z.string() })),
  /** The same days by ISO week (`week` is its Monday; the first and last may be partial). */
  weeks: z.array(pointSchema.extend({ week: z.string(), days: z.number().int() })),
  totals: pointSchema.extend({
    /** booking_requests / profile_views, in basis points (0 without views). */
    view_to_request_bps: z.number().int(),
    /** confirmed / booking_requests, in basis points (0 without requests). */
    request_to_confirmed_bps: z.number().int(),
    /** Distinct members with a repeat request in the range (not a sum: a member counts once). */
    repeat_members: z.number().int(),
  }),
});
export type SpecialistAnalytics = z.infer<typeof specialistAnalyticsSchema>;
export const specialistAnalyticsResponseSchema = z.object({
  status: success,
  analytics: specialistAnalyticsSchema,
});
