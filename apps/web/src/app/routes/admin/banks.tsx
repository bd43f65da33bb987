import { PageHeader } from '@/components/ui/page-header';
import { BanksAdmin } from '@/features/credit';

/** `/admin/banks` (spec §2 Admin; issue 3/8): lenders and their minimums, matched on funding reports. */
export default function AdminBanksRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Credit & funding"
        title="Banks"
        description="The lenders your funding team works with. Each client's funding report lists the active banks whose minimums a bureau meets."
      />
      <BanksAdmin />
    </>
  );
}
