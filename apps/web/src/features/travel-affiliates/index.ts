/** Travel affiliate sign-up. */
export {
  type AffiliateRegistration,
  affiliateRegistrationSchema,
  registerAffiliate,
} from './api/register-affiliate';
