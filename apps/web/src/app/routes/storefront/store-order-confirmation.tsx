import { useParams, useSearchParams } from 'react-router';
import { OrderConfirmation } from '@/features/storefront';

/** `/store/:store_id/order-confirmation/:order_id?key=`: the thank-you page the checkout lands on. */
export default function StoreOrderConfirmationRoute() {
  const { order_id = '' } = useParams();
  const [params] = useSearchParams();
  return <OrderConfirmation key={order_id} orderId={order_id} accessKey={params.get('key')} />;
}
