import type { ReactNode } from 'react';
import type { ScreenProps } from '@/config/routes';
import { type BookingCard, MemberBookings } from '@/features/marketplace-bookings';
import { useCardPayment } from '@/features/payments';

/** The card payment (features/payments), mounted only where a card waits for the bank's check. */
function WithCard({ children }: { children: (card: BookingCard) => ReactNode }) {
  return children(useCardPayment());
}

/** `/manila/member/bookings` and `/manila/bookings`: the member's bookings. */
export default function MemberBookingsRoute({ route }: ScreenProps) {
  return <MemberBookings title={route.title} WithCard={WithCard} />;
}
