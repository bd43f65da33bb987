import { PageHeader } from '@/components/ui/page-header';
import { adminSurface, OrdersAdmin } from '@/features/commerce-admin';

/** `/admin/ecommerce/orders`: every store's orders, search by number or e-mail, refunds, CSV (spec §2 Admin; issue 4/8). */
export default function AdminEcommerceOrdersRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Ecommerce"
        title="Orders"
        description="Orders of every store. Search by order number or e-mail, refund or cancel, and export a store’s orders between two dates as CSV."
      />
      <OrdersAdmin surface={adminSurface} />
    </>
  );
}
