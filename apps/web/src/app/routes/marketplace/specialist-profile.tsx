import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { MessageSpecialistButton } from '@/features/marketplace-chat';
import { type MemberBookingCard, SpecialistProfilePage } from '@/features/marketplace-member';
import { useCardPayment } from '@/features/payments';

/** The card payment (features/payments), mounted inside the booking dialog. */
function WithCard({ children }: { children: (card: MemberBookingCard) => ReactNode }) {
  return children(useCardPayment());
}

/** `/manila/specialist/:id`: one specialist (a new id remounts it), with the chat's Message button. */
export default function SpecialistProfileRoute() {
  const { id = '' } = useParams();
  return (
    <SpecialistProfilePage
      key={id}
      id={id}
      WithCard={WithCard}
      actions={<MessageSpecialistButton specialistId={id} />}
    />
  );
}
