import type { ScreenProps } from '@/config/routes';
import { ManilaAbout } from '@/features/marketplace-member';

/** `/manila/about` (public). */
export default function ManilaAboutRoute({ route }: ScreenProps) {
  return <ManilaAbout title={route.title} />;
}
