import { useSearchParams } from 'react-router';
import type { ScreenProps } from '@/config/routes';
import { BookDirectoryPage } from '@/features/marketplace-member';
import { useReferralTracking } from '@/lib/referrals';

/**
 * `/book` (public): bookable specialists, each linking to their booking page. `?ref={code}` is an
 * affiliate's marketplace link: the visit is tracked like `/ref/{code}` (ADR 013 cookie), so a
 * booking that follows credits the affiliate.
 */
export default function BookRoute({ route }: ScreenProps) {
  const [params] = useSearchParams();
  const ref = params.get('ref');
  useReferralTracking(ref && /^[A-Za-z0-9]{4,32}$/.test(ref) ? ref : null, '/book');
  return <BookDirectoryPage title={route.title} />;
}
