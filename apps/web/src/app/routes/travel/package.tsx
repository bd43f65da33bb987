import { useParams } from 'react-router';
import { PackageDetailPage } from '@/features/travel-storefront';

/** `/packages/:id` and `/travel/:affiliate_code/packages/:id`: one trip (a new id remounts it). */
export default function TravelPackageRoute() {
  const { affiliate_code, id = '' } = useParams();
  return <PackageDetailPage key={`${affiliate_code ?? ''}/${id}`} id={id} code={affiliate_code} />;
}
