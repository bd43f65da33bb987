import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useCardPayment } from '@/features/payments';
import { BookingPage, type TravelCardPayment } from '@/features/travel-storefront';

/** The card fields for paying a balance, mounted only when the booking has one to pay. */
function WithCard({ children }: { children: (payment: TravelCardPayment) => ReactNode }) {
  return children(useCardPayment());
}

/** `/travel/booking/:booking_number?ref=`: the booking for its holder (card fields from features/payments). */
export default function TravelBookingRoute() {
  const { booking_number = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <BookingPage
      key={booking_number}
      bookingNumber={booking_number}
      code={params.get('ref')}
      WithCard={WithCard}
    />
  );
}
