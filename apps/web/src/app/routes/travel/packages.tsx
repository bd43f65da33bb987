import { useParams } from 'react-router';
import { PackageListPage } from '@/features/travel-storefront';

/** `/packages` and `/travel/:affiliate_code/packages`: every bookable trip, filtered in the URL. */
export default function TravelPackagesRoute() {
  const { affiliate_code } = useParams();
  return <PackageListPage key={affiliate_code ?? ''} code={affiliate_code} />;
}
