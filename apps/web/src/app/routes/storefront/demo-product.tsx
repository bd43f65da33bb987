import { useParams } from 'react-router';
import { DemoProductPage } from '@/features/storefront';

/** `/product/:productId`: one product of the platform's demo store. */
export default function DemoProductRoute() {
  const { productId = '' } = useParams();
  return <DemoProductPage key={productId} productId={productId} />;
}
