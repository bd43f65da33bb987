import type { ScreenProps } from '@/config/routes';
import { DiscoverPage } from '@/features/marketplace-member';

/** `/manila/members`: discover specialists. */
export default function MembersRoute({ route }: ScreenProps) {
  return <DiscoverPage title={route.title} />;
}
