import { PageHeader } from '@/components/ui/page-header';
import { SpecialistsAdmin } from '@/features/marketplace-admin';

/** `/admin/specialists`: the marketplace's specialists and their review (issue 6/8). */
export default function AdminMarketplaceSpecialistsRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Marketplace"
        title="Specialists"
        description="Review new specialists' profiles, and suspend or reinstate approved ones."
      />
      <SpecialistsAdmin />
    </>
  );
}
