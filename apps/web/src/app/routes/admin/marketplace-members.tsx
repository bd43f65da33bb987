import { PageHeader } from '@/components/ui/page-header';
import { MembersAdmin } from '@/features/marketplace-admin';

/** `/admin/manila/members`: the marketplace's members with their bookings and payments (issue 6/8). */
export default function AdminMarketplaceMembersRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Marketplace"
        title="Members"
        description="Everyone who books sessions: their bookings, completed sessions and what they paid."
      />
      <MembersAdmin />
    </>
  );
}
