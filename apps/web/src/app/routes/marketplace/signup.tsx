import { useSearchParams } from 'react-router';
import type { ScreenProps } from '@/config/routes';
import { MemberSignup } from '@/features/marketplace-signup';

/** `/manila/signup` (open): a member account; `?next=` returns to where the visitor was. */
export default function MemberSignupRoute({ route }: ScreenProps) {
  const [params] = useSearchParams();
  return <MemberSignup title={route.title} next={params.get('next')} />;
}
