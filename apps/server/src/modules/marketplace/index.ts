/**
 * The wellness marketplace's core (issue 6/8, ADR 016; layer 3: reads users through `auth` and
 * signs the specialist agreement through `contracts`): specialists' sign-up, profiles and the
 * admin review, members' sign-up, services and service categories, availability and slots,
 * discovery, likes, the public booking page by link code.
 *
 * **Plugging bookings in.** Slots (`GET /api/marketplace/specialists/:id/slots`) and the
 * "available this week" filter subtract what is booked, which the `bookings` module (a layer
 * above) owns. This module never imports it: the composition root passes a {@link BusyProvider}
 * when it registers the plugin, and until one is passed nothing is booked:
 *
 * @example
 * // modules/index.ts
 * await app.register(marketplacePlugin, { busy: bookingsBusy });
 * // modules/bookings: one query for all the ids asked, bookings that hold their slot
 * export const bookingsBusy: BusyProvider = async (db, specialistIds, { from, to }) => new Map(…);
 *
 * Bookings also read what they need through this index: `bookableService` (a listed specialist's
 * active service with its category fee), `specialistRules` (the engine's rules for a
 * specialist) to check a requested start with `isSlotBookable`, and `findSpecialistProfile`.
 */
import type { FastifyPluginAsync } from 'fastify';
import { marketplaceAdminRoutes } from './admin-routes';
import { type BusyProvider, nothingBooked } from './availability';
import { marketplaceRoutes } from './routes';

export {
  availableWithinWeek,
  type BusyProvider,
  FALLBACK_WEEKLY,
  nothingBooked,
  rulesOf,
  slotsFor,
} from './availability';
export { bookableService, likeCountsOf, specialistRules } from './lookups';
export type { ProfileWithUser } from './repo';
export { findProfile as findSpecialistProfile } from './repo';
export { LINK_VISITS_PER_MINUTE } from './routes';
export { drawLinkCode, insertProfileFor, reviewNotice } from './specialists';
export { type TrafficDay, trafficPerDay } from './stats';

declare module '../../platform/events' {
  interface PlatformEvents {
    /** An admin approved, rejected, suspended or reinstated a specialist (notifications tell them). */
    'marketplace.specialist_reviewed': {
      specialist_id: string;
      from: 'pending_review' | 'approved' | 'suspended' | 'rejected';
      to: 'pending_review' | 'approved' | 'suspended' | 'rejected';
      reviewed_by: string;
    };
  }
}

export interface MarketplaceOptions {
  /** What is booked (the bookings module's); by default nothing. */
  busy?: BusyProvider;
}

export const marketplacePlugin: FastifyPluginAsync<MarketplaceOptions> = async (app, opts) => {
  await app.register(marketplaceRoutes, { busy: opts.busy ?? nothingBooked });
  await app.register(marketplaceAdminRoutes);
};
