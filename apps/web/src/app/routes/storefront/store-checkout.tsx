import { useCardPayment } from '@/features/payments';
import { CheckoutPage } from '@/features/storefront';

/**
 * `/store/:store_id/checkout`: the storefront's checkout with the card fields of the payment
 * provider in effect (features/payments), composed here since features don't import each other.
 */
export default function StoreCheckoutRoute() {
  const payment = useCardPayment();
  return <CheckoutPage payment={payment} />;
}
