import type { ScreenProps } from '@/config/routes';
import { BookDirectoryPage } from '@/features/marketplace-member';

/** `/book` (public): bookable specialists, each linking to their booking page. */
export default function BookRoute({ route }: ScreenProps) {
  return <BookDirectoryPage title={route.title} />;
}
