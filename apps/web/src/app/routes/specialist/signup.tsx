import type { ScreenProps } from '@/config/routes';
import { SpecialistSignup } from '@/features/marketplace-signup';

/** `/specialist/signup` (open). */
export default function SpecialistSignupRoute({ route }: ScreenProps) {
  return <SpecialistSignup title={route.title} />;
}
