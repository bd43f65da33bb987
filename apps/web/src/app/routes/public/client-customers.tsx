import { PageHeader } from '@/components/ui/page-header';
import { CustomersAdmin, OwnerStoreGate, ownerSurface } from '@/features/commerce-admin';

/** `/client/customers`: who bought from the owner's store (spec §2 lists it unguarded; the data is the owner's only). */
export default function ClientCustomersRoute() {
  return (
    <>
      <PageHeader
        eyebrow="My store"
        title="Customers"
        description="Everyone who has ordered from your store, with what they spent. Open a customer’s orders from the list."
      />
      <OwnerStoreGate>
        <CustomersAdmin surface={ownerSurface} />
      </OwnerStoreGate>
    </>
  );
}
