import { PageHeader } from '@/components/ui/page-header';
import type { ScreenProps } from '@/config/routes';
import { StoresAdmin } from '@/features/commerce-console';

/** `/admin/ecommerce/stores` (spec §2 Admin; issue 4/8): every store, suspend and reactivate. */
export default function AdminStoresRoute(_props: ScreenProps) {
  return (
    <>
      <PageHeader
        eyebrow="Ecommerce"
        title="Stores"
        description="Every coach’s store: its owner, status and products. Suspend a store to stop its checkout; the owner sees your reason."
      />
      <StoresAdmin />
    </>
  );
}
