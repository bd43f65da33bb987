import { PageHeader } from '@/components/ui/page-header';
import { TravelSiteEditor } from '@/features/travel-site';

/** `/my-travel-site` (clients and travel affiliates): their own travel site and its link. */
export default function MyTravelSiteRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Travel"
        title="My Travel Site"
        description="Your own travel storefront: trips people book through it earn you a commission."
      />
      <TravelSiteEditor />
    </>
  );
}
