import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { MessageSpecialistButton } from '@/features/marketplace-chat';
import { type MemberBookingCard, SpecialistProfilePage } from '@/features/marketplace-member';
import { useCardPayment } from '@/features/payments';

/** The card payment (features/payments), mounted inside the booking dialog. */
function WithCard({ children }: { children: (card: MemberBookingCard) => ReactNode }) {
  return children(useCardPayment());
}

/**
 * `/manila/specialist/:id`: one specialist (a new id remounts it), with the chat's Message button;
 * `?service=` (the services catalogue's "Book") opens the booking dialog on that service.
 */
export default function SpecialistProfileRoute() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <SpecialistProfilePage
      key={id}
      id={id}
      initialServiceId={search.get('service')}
      WithCard={WithCard}
      actions={<MessageSpecialistButton specialistId={id} />}
    />
  );
}
