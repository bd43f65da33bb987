import { PageHeader } from '@/components/ui/page-header';
import { OwnerStoreGate, ownerSurface, ProductsAdmin } from '@/features/commerce-admin';

/** `/client/products`: the owner's catalogue (spec §2; issue 4/8). */
export default function ClientProductsRoute() {
  return (
    <>
      <PageHeader
        eyebrow="My store"
        title="Products"
        description="Everything your store sells: prices, stock, photos and variants. Select products to change many at once."
      />
      <OwnerStoreGate>
        <ProductsAdmin surface={ownerSurface} />
      </OwnerStoreGate>
    </>
  );
}
