import type { ScreenProps } from '@/config/routes';
import { DiscoverPage } from '@/features/marketplace-member';
import { ListingStatusCard, useOwnProfile } from '@/features/marketplace-signup';

/**
 * `/specialist/discover` (the specialist's home after sign-in): the marketplace as members see it,
 * under "How members find you"; the specialist's own card is marked "You". Profiles open on
 * `/manila/specialist/:id` (its guard admits every signed-in account).
 */
export default function SpecialistDiscoverRoute({ route }: ScreenProps) {
  const me = useOwnProfile();
  return (
    <DiscoverPage
      title={route.title}
      description="The marketplace as members see it: search, filter and save fellow specialists."
      likesHref="/specialist/likes"
      selfId={me.data?.id}
      intro={<ListingStatusCard />}
    />
  );
}
