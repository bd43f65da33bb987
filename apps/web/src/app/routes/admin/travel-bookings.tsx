import { PageHeader } from '@/components/ui/page-header';
import { BookingsAdmin } from '@/features/travel-admin';

/** `/admin/travel/bookings`: every travel booking, its detail, cancellations and departure manifests (issue 5/8). */
export default function AdminTravelBookingsRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Travel"
        title="Bookings"
        description="Search by booking number or lead traveller; filter by status, package, departure or affiliate. A departure’s manifest downloads as CSV."
      />
      <BookingsAdmin />
    </>
  );
}
