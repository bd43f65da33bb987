import { useSearchParams } from 'react-router';
import type { ScreenProps } from '@/config/routes';
import { MemberSignup } from '@/features/marketplace-signup';
import { referralCodeOf, useReferralTracking } from '@/lib/referrals';

/**
 * `/manila/signup` (open): a member account; `?next=` returns to where the visitor was; `?ref=`
 * (an affiliate's link) is tracked like `/ref/{code}` and sent with the sign-up, so the affiliate
 * is recorded as the member's referrer.
 */
export default function MemberSignupRoute({ route }: ScreenProps) {
  const [params] = useSearchParams();
  const ref = referralCodeOf(params.get('ref'));
  useReferralTracking(ref, '/manila/signup');
  return <MemberSignup title={route.title} next={params.get('next')} referralCode={ref} />;
}
