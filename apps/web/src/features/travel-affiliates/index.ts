/** Travel affiliate sign-up. */
export {
  type AffiliateRegistration,
  affiliateRegistrationSchema,
  registerAffiliate,
} from './api/register-affiliate';
export { AffiliateRegistrationForm } from './components/affiliate-registration-form';
