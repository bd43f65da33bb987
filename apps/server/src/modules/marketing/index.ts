/**
 * The coach's marketing kit (issue 8/8; top layer): tracked short links `/go/{code}` to the
 * client's own destinations (website, store, booking links, travel site, referral link), their
 * click counts and 30-day series. It reads those destinations through the modules that own them
 * (catalog, calendar, affiliates, sites) and owns no copy of them.
 *
 * Counts live in `marketing_clicks`, not in the affiliates' `referral_clicks`: those are keyed by
 * affiliate alone (no link, no dedupe window) and already count every `/ref` and `/travel` visit,
 * so a short link leading there still sets the attribution cookie and counts there too. The
 * dedupe follows the specialists' booking-link visits (one per visitor and window, a keyed hash,
 * the owner's own visits not counted); the QR code carries `?src=qr` as theirs does.
 */
import type { FastifyPluginAsync } from 'fastify';
import { marketingRoutes } from './routes';

export { CLICK_WINDOW_MINUTES, drawLinkCode, ensureLinks, windowStart } from './service';

export const marketingPlugin: FastifyPluginAsync = async (app) => {
  await app.register(marketingRoutes);
};
