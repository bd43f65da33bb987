import { PageHeader } from '@/components/ui/page-header';
import { DefaultHoursAdmin } from '@/features/marketplace-admin';

/** `/admin/manila/default-hours`: the weekly hours of specialists who have not set their own (issue 6/8). */
export default function AdminMarketplaceDefaultHoursRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Manila"
        title="Default Hours"
        description="The weekly hours a specialist follows until they set their own."
      />
      <DefaultHoursAdmin />
    </>
  );
}
