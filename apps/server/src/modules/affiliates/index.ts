/**
 * Affiliates and referral attribution (issue 5/8, ADR 013; layer 2): codes, `/register`, the
 * attribution cookie, clicks. The cart reads a sale's referrer through `referrerFor`; the ledger
 * (commissions, top layer) records what they earn.
 */
import type { FastifyPluginAsync } from 'fastify';
import { affiliateRoutes } from './routes';

export type { AffiliateRow, ReferralKind, ReferralSignupRow } from './repo';
export {
  clicksByDay,
  codesOf,
  findByCode as affiliateByCode,
  findByUser as affiliateOf,
  referralSignupsOf,
} from './repo';
export { REFERRAL_COOKIE } from './routes';
export { activeAffiliate, ensureCode, recordSignupReferral, referrerFor, shortName } from './service';

export const affiliatesPlugin: FastifyPluginAsync = async (app) => {
  await app.register(affiliateRoutes);
};
