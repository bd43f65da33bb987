import { useParams } from 'react-router';
import { TrackOrder } from '@/features/storefront';

/** `/store/:store_id/track-order/:order_id?`: order lookup and status. */
export default function StoreTrackOrderRoute() {
  const { order_id } = useParams();
  return <TrackOrder key={order_id ?? ''} orderId={order_id ?? null} />;
}
