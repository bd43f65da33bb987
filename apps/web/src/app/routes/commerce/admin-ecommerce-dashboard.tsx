import { PageHeader } from '@/components/ui/page-header';
import type { ScreenProps } from '@/config/routes';
import { CommerceDashboard } from '@/features/commerce-console';

/** `/admin/ecommerce-dashboard` (spec §2 Admin; issue 4/8): platform sales over time and the top stores. */
export default function AdminEcommerceDashboardRoute(_props: ScreenProps) {
  return (
    <>
      <PageHeader
        eyebrow="Ecommerce"
        title="Ecommerce dashboard"
        description="Sales across every store: GMV, orders, average order value, refunds, new customers and the stores that sell most."
      />
      <CommerceDashboard />
    </>
  );
}
