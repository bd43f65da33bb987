/**
 * The staff calendar and its public booking links (issue 7/8, `/calendar`, `/book/{code}`,
 * `/api/calendar`). Weekly hours reuse the marketplace's shapes (one availability engine);
 * instants are ISO-8601, days `YYYY-MM-DD`.
 */
import { z } from 'zod';
import { availabilityOverrideSchema, linkCodeSchema, timeZoneSchema, weeklyHoursSchema } from './marketplace';

const success = z.literal('success');

/** One line of text: trimmed, no control characters. */
const line = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((s) => !/\p{Cc}/u.test(s), `${label} cannot contain control characters`);
const required = (max: number, label: string) =>
  line(max, label).pipe(z.string().min(1, `${label} is required`));
/** Several lines: newlines and tabs allowed, other control characters not. */
const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((s) => !/\p{Cc}/u.test(s.replace(/[\n\t\r]/g, '')), `${label} cannot contain control characters`);
const instant = z.iso.datetime({ offset: true, message: 'Use an ISO-8601 date and time' });

// ---- working hours ---------------------------------------------------------------------------

export const calendarHoursInputSchema = z.object({
  time_zone: timeZoneSchema,
  weekly: weeklyHoursSchema,
  overrides: z
    .array(availabilityOverrideSchema)
    .max(366, 'At most 366 overrides')
    .refine((list) => new Set(list.map((o) => o.date)).size === list.length, 'One override per date')
    .default([]),
});
export type CalendarHoursInput = z.input<typeof calendarHoursInputSchema>;
export const calendarHoursSchema = z.object({
  time_zone: z.string(),
  weekly: weeklyHoursSchema,
  overrides: z.array(availabilityOverrideSchema),
  /** False until the staff member saved their own (Monday to Friday, 9 to 5 meanwhile). */
  saved: z.boolean(),
});
export type CalendarHours = z.infer<typeof calendarHoursSchema>;
export const calendarHoursResponseSchema = z.object({ status: success, hours: calendarHoursSchema });

// ---- booking links ---------------------------------------------------------------------------

export const meetingTypes = ['video', 'phone', 'in_person'] as const;
export const meetingTypeSchema = z.enum(meetingTypes);
export type MeetingType = z.infer<typeof meetingTypeSchema>;
export const MEETING_TYPE_LABELS: Record<MeetingType, string> = {
  video: 'Video call',
  phone: 'Phone call',
  in_person: 'In person',
};

export const BOOKING_QUESTIONS_MAX = 10;
export const BOOKING_ANSWER_MAX = 1000;
export const bookingQuestionSchema = z.object({
  label: required(200, 'Question'),
  required: z.boolean().default(false),
});
export type BookingQuestion = z.infer<typeof bookingQuestionSchema>;

export const bookingLinkInputSchema = z.object({
  title: required(120, 'Title'),
  description: text(2000, 'Description').default(''),
  meeting_type: meetingTypeSchema,
  /** Where: a video link, a phone number, an address (shown after booking). */
  location: line(300, 'Location').default(''),
  duration_minutes: z.number().int('Whole minutes').min(5, 'At least 5 minutes').max(480, 'At most 8 hours'),
  buffer_before_minutes: z.number().int('Whole minutes').min(0).max(240, 'At most 4 hours').default(0),
  buffer_after_minutes: z.number().int('Whole minutes').min(0).max(240, 'At most 4 hours').default(0),
  minimum_notice_minutes: z.number().int('Whole minutes').min(0).max(43_200, 'At most 30 days').default(240),
  horizon_days: z.number().int('Whole days').min(1).max(365, 'At most 365 days').default(60),
  questions: z
    .array(bookingQuestionSchema)
    .max(BOOKING_QUESTIONS_MAX, `At most ${BOOKING_QUESTIONS_MAX} questions`)
    .default([]),
  active: z.boolean().default(true),
});
export type BookingLinkInput = z.input<typeof bookingLinkInputSchema>;
export const bookingLinkPatchSchema = bookingLinkInputSchema.partial();

export const bookingLinkSchema = z.object({
  id: z.string(),
  code: z.string(),
  booking_path: z.string(),
  title: z.string(),
  description: z.string(),
  meeting_type: meetingTypeSchema,
  location: z.string(),
  duration_minutes: z.number().int(),
  buffer_before_minutes: z.number().int(),
  buffer_after_minutes: z.number().int(),
  minimum_notice_minutes: z.number().int(),
  horizon_days: z.number().int(),
  questions: z.array(z.object({ label: z.string(), required: z.boolean() })),
  active: z.boolean(),
  created_at: z.string(),
});
export type BookingLink = z.infer<typeof bookingLinkSchema>;
export const bookingLinkResponseSchema = z.object({ status: success, link: bookingLinkSchema });
export const bookingLinksResponseSchema = z.object({ status: success, links: z.array(bookingLinkSchema) });
export const calendarIdParamsSchema = z.object({ id: z.uuid('Not a valid id') });

// ---- appointments ----------------------------------------------------------------------------

export const appointmentStatuses = ['confirmed', 'cancelled'] as const;
export const appointmentSchema = z.object({
  id: z.string(),
  title: z.string(),
  meeting_type: meetingTypeSchema,
  location: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  status: z.enum(appointmentStatuses),
  attendee_name: z.string(),
  attendee_email: z.string(),
  host: z.object({ id: z.string(), name: z.string() }),
  client_user_id: z.string().nullable(),
  lead_id: z.string().nullable(),
  answers: z.array(z.object({ label: z.string(), answer: z.string() })),
  created_at: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

/** Longest range one appointments request may ask for (a month view plus its edges). */
export const APPOINTMENTS_MAX_DAYS = 62;
export const appointmentsQuerySchema = z.object({ from: instant, to: instant });
export const appointmentsResponseSchema = z.object({
  status: success,
  appointments: z.array(appointmentSchema),
});
export const appointmentResponseSchema = z.object({ status: success, appointment: appointmentSchema });

/** The client's view: sessions with their coach, booking through their coach's link, task due dates. */
export const clientCalendarResponseSchema = z.object({
  status: success,
  sessions: z.array(appointmentSchema),
  booking_link: z.object({ code: z.string(), title: z.string(), host_name: z.string() }).nullable(),
  tasks: z.array(
    z.object({ id: z.string(), title: z.string(), due_date: z.string(), is_completed: z.boolean() }),
  ),
});
export type ClientCalendar = z.infer<typeof clientCalendarResponseSchema>;

// ---- the public page -------------------------------------------------------------------------

export { isStaffLinkCode, STAFF_LINK_CODE_PATTERN } from './calendar-codes';
export const publicLinkParamsSchema = z.object({ code: linkCodeSchema });

export const publicBookingLinkSchema = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  meeting_type: meetingTypeSchema,
  duration_minutes: z.number().int(),
  host_name: z.string(),
  host_time_zone: z.string(),
  questions: z.array(z.object({ label: z.string(), required: z.boolean() })),
});
export type PublicBookingLink = z.infer<typeof publicBookingLinkSchema>;
export const publicBookingLinkResponseSchema = z.object({ status: success, link: publicBookingLinkSchema });

export const publicSlotsQuerySchema = z.object({
  from: instant.optional(),
  to: instant.optional(),
  tz: timeZoneSchema.optional(),
});
export const calendarSlotsResponseSchema = z.object({
  status: success,
  time_zone: z.string(),
  days: z.array(
    z.object({ date: z.string(), slots: z.array(z.object({ start: z.string(), end: z.string() })) }),
  ),
});
export type CalendarSlots = z.infer<typeof calendarSlotsResponseSchema>;

export const publicBookingInputSchema = z.object({
  start: instant,
  name: required(120, 'Name'),
  email: z
    .string()
    .trim()
    .max(254, 'E-mail must be at most 254 characters')
    .pipe(z.email('Enter a valid e-mail address')),
  /** Answers in the order of the link's questions. */
  answers: z.array(text(BOOKING_ANSWER_MAX, 'Answer')).max(BOOKING_QUESTIONS_MAX).default([]),
  time_zone: timeZoneSchema.optional(),
  /** Honeypot: hidden from people, left empty. */
  website: z.string().max(200).optional(),
});
export type PublicBookingInput = z.input<typeof publicBookingInputSchema>;

/** What a visitor sees of their booking (confirmation, the manage page). */
export const publicAppointmentSchema = z.object({
  title: z.string(),
  code: z.string(),
  meeting_type: meetingTypeSchema,
  location: z.string(),
  host_name: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  status: z.enum(appointmentStatuses),
  attendee_name: z.string(),
});
export type PublicAppointment = z.infer<typeof publicAppointmentSchema>;
export const publicBookingResponseSchema = z.object({
  status: success,
  appointment: publicAppointmentSchema,
  /** The secret of this booking (shown once, also in the e-mail): `/book/{code}#manage={token}`. */
  manage_token: z.string(),
  manage_path: z.string(),
});
export type PublicBookingResult = z.infer<typeof publicBookingResponseSchema>;

export const manageTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, 'Not a valid link'),
});
export const manageResponseSchema = z.object({ status: success, appointment: publicAppointmentSchema });
export const rescheduleInputSchema = z.object({ start: instant });

// ---- the iCalendar feed ----------------------------------------------------------------------

export const calendarFeedSchema = z.object({
  active: z.boolean(),
  created_at: z.string().nullable(),
  /** Only right after (re)generating: the URL with its secret. */
  url: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
export const calendarFeedResponseSchema = z.object({ status: success, feed: calendarFeedSchema });
export const feedFileParamsSchema = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{32,64}\.ics$/, 'Not a valid feed'),
});
