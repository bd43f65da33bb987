/**
 * The travel storefront (issue 5/8; layer 2): packages and departures, bookings paid through the
 * one payments adapter, affiliates' travel sites, the staff's bookings desk. The ledger
 * (commissions) and the e-mails (notifications) follow its events; the payments webhook passes
 * travel payments to `handleTravelPaymentEvent`.
 */
import type { FastifyPluginAsync } from 'fastify';
import { travelSweep } from './bookings';
import { travelRoutes } from './routes';

export {
  applyBalancePaid,
  bookingForLedger,
  bookingView,
  handleTravelPaymentEvent,
  type LedgerBooking,
  referredBookingsChangedSince,
  travelSweep,
} from './bookings';
export {
  findBooking as findTravelBooking,
  type ReferredBookingsOverview,
  referredBookingsOverview,
} from './repo';

export const TRAVEL_SWEEP_JOB = 'travel.sweep';

declare module '../../platform/jobs' {
  interface JobData {
    'travel.sweep': Record<string, never>;
  }
}

export const travelPlugin: FastifyPluginAsync = async (app) => {
  app.deps.jobs.work(TRAVEL_SWEEP_JOB, async () => {
    const done = await travelSweep(
      { db: app.deps.db, log: app.log, events: app.deps.events },
      app.deps.payments,
    );
    if (done.expired || done.completed || done.refunds)
      app.log.info({ event: 'travel_sweep', ...done }, 'travel sweep');
  });
  void app.deps.jobs.schedule(TRAVEL_SWEEP_JOB, '*/5 * * * *', {});
  await app.register(travelRoutes);
};
