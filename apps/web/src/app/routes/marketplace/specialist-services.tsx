import type { ScreenProps } from '@/config/routes';
import { ServiceCataloguePage } from '@/features/marketplace-member';

/** `/manila/specialist/services`: every approved specialist's services, filtered and sorted. */
export default function SpecialistServicesCatalogueRoute({ route }: ScreenProps) {
  return <ServiceCataloguePage title={route.title} />;
}
