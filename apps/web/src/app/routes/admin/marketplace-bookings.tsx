import { PageHeader } from '@/components/ui/page-header';
import { MarketplaceBookingsAdmin } from '@/features/marketplace-admin';

/** `/admin/booking-management`: every booking of the marketplace, and staff's interventions (issue 6/8). */
export default function AdminMarketplaceBookingsRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Marketplace"
        title="Booking Management"
        description="Every session booked with a specialist. Open a booking to see its timeline or step in."
      />
      <MarketplaceBookingsAdmin />
    </>
  );
}
