/**
 * Marketplace bookings (issue 6/8, ADR 016 "Bookings"): a member requests a free slot of a
 * specialist's service, the card is saved at request and charged when the specialist confirms.
 * Money is integer cents, fees basis points, instants ISO-8601.
 */
import { z } from 'zod';
import { paymentInputSchema } from './ecommerce';

const success = z.literal('success');

export const marketplaceBookingStatuses = [
  'requested',
  'confirmed',
  'completed',
  'no_show',
  'declined',
  'cancelled',
  'expired',
] as const;
export type MarketplaceBookingStatus = (typeof marketplaceBookingStatuses)[number];
/** Statuses that hold their slot in the specialist's calendar. */
export const HOLDING_STATUSES = [
  'requested',
  'confirmed',
] as const satisfies readonly MarketplaceBookingStatus[];

export const marketplacePaymentStatuses = [
  'card_pending',
  'card_saved',
  'charged',
  'charge_failed',
  'refunded',
  'partially_refunded',
  'released',
] as const;
export type MarketplacePaymentStatus = (typeof marketplacePaymentStatuses)[number];

/** A request not answered in this time expires (its slot and card are released). */
export const REQUEST_TTL_HOURS = 24;
/** A member who cancels at least this long before the start gets everything back; later, nothing. */
export const FREE_CANCEL_HOURS = 24;

const text = (max: number) =>
  z
    .string()
    .max(max, `At most ${max} characters`)
    .refine((s) => !s.includes('\u0000'), 'Text cannot contain NUL characters')
    .transform((s) => s.trim());

export const bookingRequestSchema = z.object({
  service_id: z.uuid('Service not found'),
  start: z.iso.datetime({ offset: true, message: 'Pick a slot' }),
  /** The member's zone, to show times back to them. */
  time_zone: z
    .string()
    .min(1)
    .max(64)
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'Unknown time zone'),
  note: text(1000).default(''),
  payment: paymentInputSchema,
});
export type BookingRequest = z.input<typeof bookingRequestSchema>;

export const bookingReasonSchema = z.object({ reason: text(500).default('') });
export const bookingDeclineSchema = z.object({
  reason: text(500).pipe(z.string().min(1, 'Tell the member why')),
});
export const bookingRescheduleSchema = z.object({
  start: z.iso.datetime({ offset: true, message: 'Pick a slot' }),
  reason: text(500).default(''),
});
export const bookingOutcomeSchema = z.object({ outcome: z.enum(['completed', 'no_show']) });

export const bookingEventSchema = z.object({
  at: z.string(),
  kind: z.string(),
  message: z.string(),
});

/** The reminders planned before a confirmed booking's start (24 h and 1 h; a passed one is skipped). */
export const bookingReminderKinds = ['24h', '1h'] as const;
export const bookingReminderSchema = z.object({
  kind: z.enum(bookingReminderKinds),
  /** When the reminder job fires (ISO instant). */
  due_at: z.string(),
  /** When it was sent to both parties; null while scheduled. */
  sent_at: z.string().nullable(),
});
export type BookingReminder = z.infer<typeof bookingReminderSchema>;

export const marketplaceBookingSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(marketplaceBookingStatuses),
  service: z.object({
    id: z.string().nullable(),
    name: z.string(),
    duration_minutes: z.number().int(),
    mode: z.string(),
  }),
  specialist: z.object({ id: z.string(), display_name: z.string(), time_zone: z.string() }),
  member: z.object({ id: z.string(), display_name: z.string() }),
  start: z.string(),
  end: z.string(),
  member_time_zone: z.string(),
  note: z.string(),
  price_cents: z.number().int(),
  platform_fee_cents: z.number().int(),
  /** What the specialist earns: price minus the platform fee. */
  specialist_earnings_cents: z.number().int(),
  currency: z.string(),
  requires_confirmation: z.boolean(),
  expires_at: z.string().nullable(),
  reason: z.string(),
  payment: z.object({
    status: z.enum(marketplacePaymentStatuses),
    card_brand: z.string().nullable(),
    card_last4: z.string().nullable(),
    charged_cents: z.number().int(),
    refunded_cents: z.number().int(),
    /** Stripe, while the card needs 3-D Secure: the browser confirms the SetupIntent with it. */
    client_secret: z.string().nullable(),
    failure_message: z.string().nullable(),
  }),
  /** What the viewer may do now. */
  actions: z.array(z.enum(['accept', 'decline', 'cancel', 'reschedule', 'complete', 'no_show'])),
  events: z.array(bookingEventSchema),
  /** On the detail only: the reminders of the booking's current start (empty unless confirmed). */
  reminders: z.array(bookingReminderSchema).optional(),
  created_at: z.string(),
});
export type MarketplaceBooking = z.infer<typeof marketplaceBookingSchema>;

export const bookingResponseSchema = z.object({
  status: success,
  booking: marketplaceBookingSchema,
  message: z.string(),
});

export const bookingListQuerySchema = z.object({
  as: z.enum(['member', 'specialist']).default('member'),
  status: z.enum(marketplaceBookingStatuses).optional(),
  /** upcoming: starts after now and holding; past: everything else. */
  when: z.enum(['upcoming', 'past', 'all']).default('all'),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export const adminBookingListQuerySchema = bookingListQuerySchema.omit({ as: true }).extend({
  q: text(100).optional(),
  /** One specialist's bookings (the admin's specialist picker). */
  specialist_id: z.uuid('Unknown specialist').optional(),
});

/** Staff's interventions always say why (the parties and the audit log see it). */
const staffReason = text(500).pipe(z.string().min(1, 'Give a reason'));
/** `POST /api/admin/marketplace/bookings/:id/cancel`: staff cancel with a full refund of what was charged. */
export const adminBookingCancelSchema = z.object({ reason: staffReason });
/** `POST /api/admin/marketplace/bookings/:id/refund`: up to what was charged and not yet refunded. */
export const adminBookingRefundSchema = z.object({
  amount_cents: z
    .number({ message: 'Enter an amount' })
    .int('Whole cents only')
    .positive('Refund more than nothing')
    .max(100_000_000, 'Too large'),
  reason: staffReason,
});
export type AdminBookingRefund = z.infer<typeof adminBookingRefundSchema>;
/** `POST /api/admin/marketplace/bookings/:id/reassign`: another approved specialist's service of the same length, same time and price. */
export const adminBookingReassignSchema = z.object({
  specialist_id: z.uuid('Pick a specialist'),
  service_id: z.uuid('Pick a service'),
  reason: staffReason,
});
export type AdminBookingReassign = z.infer<typeof adminBookingReassignSchema>;

export const bookingListResponseSchema = z.object({
  status: success,
  bookings: z.array(marketplaceBookingSchema.omit({ events: true, reminders: true })),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
