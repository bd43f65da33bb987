import type { ScreenProps } from '@/config/routes';
import { ManilaPricing } from '@/features/marketplace-member';

/** `/manila/pricing` (public). */
export default function ManilaPricingRoute({ route }: ScreenProps) {
  return <ManilaPricing title={route.title} />;
}
