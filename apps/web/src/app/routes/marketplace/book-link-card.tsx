import type { ReactNode } from 'react';
import type { MemberBookingCard } from '@/features/marketplace-member';
import { useCardPayment } from '@/features/payments';

/** The card payment (features/payments), mounted inside the booking dialog of `/book/:linkCode`. */
export default function BookLinkCard({ children }: { children: (card: MemberBookingCard) => ReactNode }) {
  return children(useCardPayment());
}
