import { PageHeader } from '@/components/ui/page-header';
import { CategoriesAdmin } from '@/features/marketplace-admin';

/** `/admin/manila/services`: the service categories specialists file their services under (issue 6/8). */
export default function AdminMarketplaceServicesRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Manila"
        title="Services"
        description="The categories of the marketplace's services: add, rename or remove them."
      />
      <CategoriesAdmin />
    </>
  );
}
