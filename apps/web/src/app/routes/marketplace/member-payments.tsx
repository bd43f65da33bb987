import type { ScreenProps } from '@/config/routes';
import { MemberPayments } from '@/features/marketplace-bookings';

/** `/manila/member/payments`: the member's receipts. */
export default function MemberPaymentsRoute({ route }: ScreenProps) {
  return <MemberPayments title={route.title} />;
}
