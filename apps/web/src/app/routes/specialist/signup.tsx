import { useSearchParams } from 'react-router';
import type { ScreenProps } from '@/config/routes';
import { SpecialistSignup } from '@/features/marketplace-signup';
import { referralCodeOf, useReferralTracking } from '@/lib/referrals';

/**
 * `/specialist/signup` (open). `?ref=` (an affiliate's link) is tracked like `/ref/{code}` and
 * sent with the sign-up, so the affiliate is recorded as the specialist's referrer.
 */
export default function SpecialistSignupRoute({ route }: ScreenProps) {
  const [params] = useSearchParams();
  const ref = referralCodeOf(params.get('ref'));
  useReferralTracking(ref, '/specialist/signup');
  return <SpecialistSignup title={route.title} referralCode={ref} />;
}
