/**
 * Marketplace bookings (issue 6/8, ADR 016 "Bookings"; layer 4, above `marketplace`): requests
 * that hold a slot, the card saved at request and charged on acceptance, decline, cancel with the
 * refund policy, reschedule, outcome, and the sweep that expires unanswered requests. Its
 * `bookingsBusy` is what the marketplace's slots subtract (passed in by modules/index.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  planReminders,
  REMINDER_JOB,
  REMINDER_SWEEP_CRON,
  REMINDER_SWEEP_JOB,
  type ReminderJobData,
  sendDueReminders,
  sendReminder,
} from './reminders';
import { bookingRoutes } from './routes';
import { expireRequests } from './service';

/** Members with bookings as SQL for e-mail segments (campaigns, above). */
export { bookedMemberIdsSql } from './audience';
export {
  bookingCalendar,
  type CalendarFile,
  cancellationCalendar,
  organizerOf,
  planReminders,
  REMINDER_JOB,
  REMINDER_SWEEP_JOB,
  sendDueReminders,
  sendReminder,
} from './reminders';
export {
  bookingForLedger,
  bookingsBusy,
  cancelRefundCents,
  drawBookingNumber,
  expireRequests,
  type LedgerBooking,
  latestBookingBetween,
  type NoticeBooking,
  noticeOf,
} from './service';

export {
  appointmentsBetween,
  type BookingDay,
  bookingPartiesOf,
  bookingsPerDay,
  completedBookingsOf,
  repeatMembers,
  waitingRequests,
} from './stats';

export const BOOKING_EXPIRY_JOB = 'bookings.expire';

declare module '../../platform/jobs' {
  interface JobData {
    'bookings.expire': Record<string, never>;
    /** One reminder of one booking, at its due time (the claim in the database makes it send once). */
    'bookings.remind': ReminderJobData;
    'bookings.remind_sweep': Record<string, never>;
  }
}

declare module '../../platform/events' {
  interface PlatformEvents {
    /** A request with a saved card waits for the specialist's answer. */
    'marketplace.booking_requested': { booking_id: string };
    /** The specialist accepted (or the service needed no confirmation) and the card was charged. */
    'marketplace.booking_confirmed': { booking_id: string };
    /** The specialist declined, or the card was declined when charged. */
    'marketplace.booking_declined': { booking_id: string };
    /** Cancelled by either side or staff, with what was refunded. */
    'marketplace.booking_cancelled': { booking_id: string; by: string; refund_cents: number };
    'marketplace.booking_rescheduled': { booking_id: string };
    /** Staff refunded part or all of what is left of the charge (the ledger takes it back). */
    'marketplace.booking_refunded': { booking_id: string; by: string; refund_cents: number };
    /** Staff moved the booking to another specialist (same time, same price). */
    'marketplace.booking_reassigned': {
      booking_id: string;
      from_specialist_id: string;
      to_specialist_id: string;
      by: string;
    };
    /** After the session: completed or no-show (the specialist's earnings become approvable). */
    'marketplace.booking_completed': { booking_id: string; outcome: 'completed' | 'no_show' };
    /** Not answered in time. */
    'marketplace.booking_expired': { booking_id: string };
    /** A reminder before a confirmed booking is due (emitted once per booking, kind and start). */
    'marketplace.booking_reminder': { booking_id: string; kind: '24h' | '1h' };
  }
}

export const bookingsPlugin: FastifyPluginAsync = async (app) => {
  app.deps.jobs.work(BOOKING_EXPIRY_JOB, async () => {
    const done = await expireRequests(
      { db: app.deps.db, log: app.log, events: app.deps.events },
      app.deps.payments,
    );
    if (done.expired)
      app.log.info({ event: 'bookings_expired', ...done }, 'expired unanswered booking requests');
  });
  void app.deps.jobs.schedule(BOOKING_EXPIRY_JOB, '*/5 * * * *', {});

  const reminderDeps = { db: app.deps.db, jobs: app.deps.jobs, events: app.deps.events, log: app.log };
  app.deps.jobs.work(REMINDER_JOB, async (job) => {
    await sendReminder(reminderDeps, job.data);
  });
  app.deps.jobs.work(REMINDER_SWEEP_JOB, async () => {
    const done = await sendDueReminders(reminderDeps);
    if (done.sent) app.log.info({ event: 'booking_reminders_swept', ...done }, 'sent due booking reminders');
  });
  void app.deps.jobs.schedule(REMINDER_SWEEP_JOB, REMINDER_SWEEP_CRON, {});
  // The module's own events plan the reminders: every path to "confirmed" (accept, no-approval
  // request, card confirmed after 3-D Secure) and every move already emits one.
  const plan = ({ booking_id }: { booking_id: string }) => planReminders(reminderDeps, booking_id);
  const offs = [
    app.deps.events.on('marketplace.booking_confirmed', plan),
    app.deps.events.on('marketplace.booking_rescheduled', plan),
    app.deps.events.on('marketplace.booking_reassigned', plan),
  ];
  app.addHook('onClose', async () => {
    for (const off of offs) off();
  });
  await app.register(bookingRoutes);
};
