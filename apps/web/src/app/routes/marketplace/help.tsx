import type { ScreenProps } from '@/config/routes';
import { ManilaHelp } from '@/features/marketplace-member';

/** `/manila/help` (public). */
export default function ManilaHelpRoute({ route }: ScreenProps) {
  return <ManilaHelp title={route.title} />;
}
