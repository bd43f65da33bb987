/**
 * The coach's website (issue 17 part 3, ADR 020; layer 10, above calendar: reads the coach's
 * booking links through `calendar`, store products through `catalog`, brand colours through
 * `brand`, and captures contact-form leads through `leads`): one site per client, pages as
 * ordered sections with draft/publish/versions, a custom domain proved by a TXT record, the
 * public JSON and server-rendered HTML of `/site/{slug}` (and of a verified domain's `/` and
 * `/{page}`). Emits `site.published` and `site.contact_submitted` (notifications tell the coach).
 */
import type { FastifyPluginAsync } from 'fastify';
import { type SitesOptions, sitesRoutes } from './routes';

export { publishedPage } from './public';
export { findSiteOfClient } from './repo';
export type { SitesOptions } from './routes';

export const sitesPlugin: FastifyPluginAsync<SitesOptions> = async (app, opts) => {
  await app.register(sitesRoutes, opts);
};
