import { PageHeader } from '@/components/ui/page-header';
import { PackagesAdmin } from '@/features/travel-admin';

/** `/admin/travel/packages`: every travel package, and the editor for its trip, prices and departures (issue 5/8). */
export default function AdminTravelPackagesRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Travel"
        title="Packages"
        description="Trips sold on the storefront and through affiliates’ sites. Open a package to edit its itinerary, policy and departures."
      />
      <PackagesAdmin />
    </>
  );
}
