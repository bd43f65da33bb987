import { PageHeader } from '@/components/ui/page-header';
import { OrdersAdmin, OwnerStoreGate, ownerSurface } from '@/features/commerce-admin';

/** `/client/orders`: the owner ships, refunds and cancels their store's orders (spec §2; issue 4/8). */
export default function ClientOrdersRoute() {
  return (
    <>
      <PageHeader
        eyebrow="My store"
        title="Orders"
        description="Ship paid orders with a tracking number, mark them delivered, refund or cancel."
      />
      <OwnerStoreGate>
        <OrdersAdmin surface={ownerSurface} />
      </OwnerStoreGate>
    </>
  );
}
