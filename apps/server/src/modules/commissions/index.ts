/**
 * The one commission ledger (issue 5/8, ADR 013; top layer): listens to the sales of every
 * domain (store orders now; travel and marketplace bookings write through the same service),
 * approves what is due hourly, and serves statements and payouts. Nothing imports this file but
 * modules/index.ts (and tests).
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  marketplaceBookingCancelled,
  marketplaceBookingHeld,
  marketplaceBookingReassigned,
  recordMarketplaceBooking,
} from './marketplace';
import { commissionRoutes } from './routes';
import {
  ledgerSweep,
  recordStoreOrder,
  recordTravelBooking,
  storeOrderDelivered,
  storeOrderMoneyBack,
  travelBookingCancelled,
  travelBookingCompleted,
} from './service';

export {
  marketplaceBookingCancelled,
  marketplaceBookingHeld,
  recordMarketplaceBooking,
} from './marketplace';
export {
  ledgerSweep,
  recordStoreOrder,
  recordTravelBooking,
  storeOrderMoneyBack,
  travelBookingCancelled,
  travelBookingCompleted,
} from './service';

export {
  type BeneficiaryOverview,
  beneficiaryOverview,
  type EarningsByStatus,
  type EarningsDay,
  specialistEarningsByStatus,
  specialistEarningsPerDay,
} from './stats';

export const LEDGER_SWEEP_JOB = 'commissions.sweep';

declare module '../../platform/jobs' {
  interface JobData {
    'commissions.sweep': Record<string, never>;
  }
}

export const commissionsPlugin: FastifyPluginAsync = async (app) => {
  const cfg = app.deps.config.affiliates;
  const { events } = app.deps;
  // After the commit that moved the order. A handler that fails is logged; the hourly sweep
  // records any referred order it missed (recording is idempotent).
  events.on('order.paid', ({ order_id }, { db }) =>
    recordStoreOrder(db, cfg, order_id).then(() => undefined),
  );
  events.on('order.delivered', ({ order_id }, { db }) => storeOrderDelivered(db, cfg, order_id));
  events.on('order.refunded', ({ order_id }, { db }) => storeOrderMoneyBack(db, order_id));
  events.on('order.cancelled', ({ order_id }, { db }) => storeOrderMoneyBack(db, order_id));
  events.on('travel.booking_confirmed', ({ booking_id }, { db }) =>
    recordTravelBooking(db, cfg, booking_id).then(() => undefined),
  );
  events.on('travel.booking_completed', ({ booking_id }, { db }) => travelBookingCompleted(db, booking_id));
  events.on('travel.booking_cancelled', ({ booking_id }, { db }) => travelBookingCancelled(db, booking_id));
  events.on('marketplace.booking_confirmed', ({ booking_id }, { db }) =>
    recordMarketplaceBooking(db, cfg, booking_id).then(() => undefined),
  );
  events.on('marketplace.booking_completed', ({ booking_id }, { db }) =>
    marketplaceBookingHeld(db, booking_id),
  );
  events.on('marketplace.booking_cancelled', ({ booking_id }, { db }) =>
    marketplaceBookingCancelled(db, booking_id),
  );
  // A staff refund takes money back through the same path as a cancel's refund.
  events.on('marketplace.booking_refunded', ({ booking_id }, { db }) =>
    marketplaceBookingCancelled(db, booking_id),
  );
  events.on('marketplace.booking_reassigned', ({ booking_id, from_specialist_id }, { db }) =>
    marketplaceBookingReassigned(db, cfg, booking_id, from_specialist_id),
  );
  app.deps.jobs.work(LEDGER_SWEEP_JOB, async () => {
    const done = await ledgerSweep(app.deps.db, cfg);
    if (done.recorded || done.approved)
      app.log.info({ event: 'ledger_sweep', ...done }, 'commission ledger sweep');
  });
  void app.deps.jobs.schedule(LEDGER_SWEEP_JOB, '23 * * * *', {});
  await app.register(commissionRoutes);
};
