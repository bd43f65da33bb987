import {
  type AffiliateRegistration,
  affiliateRegisteredResponseSchema,
  affiliateRegistrationSchema,
} from '@fundpath/contracts/affiliates';
import { api } from '@/lib/api-client';

export { type AffiliateRegistration, affiliateRegistrationSchema };

/** POST /api/travel/affiliates/register: the new affiliate, signed in, with their code and links. */
export const registerAffiliate = (body: AffiliateRegistration) =>
  api.post('/travel/affiliates/register', body, affiliateRegisteredResponseSchema, {
    timeoutMs: 30_000,
    attempts: 1,
  });
