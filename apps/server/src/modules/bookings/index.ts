/**
 * Marketplace bookings (issue 6/8, ADR 016 "Bookings"; layer 4, above `marketplace`): requests
 * that hold a slot, the card saved at request and charged on acceptance, decline, cancel with the
 * refund policy, reschedule, outcome, and the sweep that expires unanswered requests. Its
 * `bookingsBusy` is what the marketplace's slots subtract (passed in by modules/index.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { bookingRoutes } from './routes';
import { expireRequests } from './service';

export {
  bookingForLedger,
  bookingsBusy,
  cancelRefundCents,
  drawBookingNumber,
  expireRequests,
  type LedgerBooking,
  type NoticeBooking,
  noticeOf,
} from './service';

export const BOOKING_EXPIRY_JOB = 'bookings.expire';

declare module '../../platform/jobs' {
  interface JobData {
    'bookings.expire': Record<string, never>;
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
    /** After the session: completed or no-show (the specialist's earnings become approvable). */
    'marketplace.booking_completed': { booking_id: string; outcome: 'completed' | 'no_show' };
    /** Not answered in time. */
    'marketplace.booking_expired': { booking_id: string };
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
  await app.register(bookingRoutes);
};
