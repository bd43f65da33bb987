import { PageHeader } from '@/components/ui/page-header';
import { BrandSettings } from '@/features/admin';

/** `/admin/brand` (spec §2 Admin; issue 3/8): brands, colours, domains and logos. */
export default function AdminBrandRoute() {
  return (
    <>
      <PageHeader
        eyebrow="White label"
        title="Brand"
        description="Names, colours, domains, referral codes and logos. Changes show to visitors on their next page load."
      />
      <BrandSettings />
    </>
  );
}
