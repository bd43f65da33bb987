import { useParams } from 'react-router';
import { TravelSitePage } from '@/features/travel-storefront';

/** `/travel/:affiliate_code`: the affiliate's branded travel site (a new code remounts it). */
export default function TravelSiteRoute() {
  const { affiliate_code } = useParams();
  return <TravelSitePage key={affiliate_code} code={affiliate_code} />;
}
