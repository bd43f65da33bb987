import type { ScreenProps } from '@/config/routes';
import { LikesPage } from '@/features/marketplace-member';

/** `/manila/likes`: liked specialists. */
export default function LikesRoute({ route }: ScreenProps) {
  return <LikesPage title={route.title} />;
}
