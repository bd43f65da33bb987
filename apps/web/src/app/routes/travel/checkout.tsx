import { useParams, useSearchParams } from 'react-router';
import { useCardPayment } from '@/features/payments';
import { TravelCheckoutPage } from '@/features/travel-storefront';

/**
 * `/travel/checkout/:package_id?departure=&ref=`: the travel checkout with the card fields of the
 * payment provider in effect (features/payments), composed here since features don't import
 * each other.
 */
export default function TravelCheckoutRoute() {
  const { package_id = '' } = useParams();
  const [params] = useSearchParams();
  const payment = useCardPayment();
  return (
    <TravelCheckoutPage
      key={package_id}
      packageId={package_id}
      departureId={params.get('departure')}
      code={params.get('ref')}
      payment={payment}
    />
  );
}
