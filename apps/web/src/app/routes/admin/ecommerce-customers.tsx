import { PageHeader } from '@/components/ui/page-header';
import { adminSurface, CustomersAdmin } from '@/features/commerce-admin';

/** `/admin/ecommerce/customers`: buyers across every store (spec §2 Admin; issue 4/8). */
export default function AdminEcommerceCustomersRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Ecommerce"
        title="Customers"
        description="Everyone who has ordered from any store: orders, total spent and last order."
      />
      <CustomersAdmin surface={adminSurface} />
    </>
  );
}
