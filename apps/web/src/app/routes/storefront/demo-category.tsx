import { useParams } from 'react-router';
import { DemoCategoryPage } from '@/features/storefront';

/** `/category/:category`: the platform's demo store, one category. */
export default function DemoCategoryRoute() {
  const { category = '' } = useParams();
  return <DemoCategoryPage category={category} />;
}
