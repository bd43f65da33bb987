import { useParams } from 'react-router';
import { ProductDetail } from '@/features/storefront';

/** `/store/:store_id/product/:id`: one product (a new id remounts it with fresh choices). */
export default function StoreProductRoute() {
  const { id = '' } = useParams();
  return <ProductDetail key={id} productId={id} />;
}
