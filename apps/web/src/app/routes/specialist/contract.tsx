import type { ScreenProps } from '@/config/routes';
import { SpecialistContractPage } from '@/features/marketplace-signup';

/** `/specialist/contract` (open): the specialist agreement to read and sign. */
export default function SpecialistContractRoute({ route }: ScreenProps) {
  return <SpecialistContractPage title={route.title} />;
}
