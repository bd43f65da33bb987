import { PageHeader } from '@/components/ui/page-header';
import { adminSurface, ProductsAdmin } from '@/features/commerce-admin';

/** `/admin/ecommerce/products`: every store's catalogue, read-mostly (spec §2 Admin; issue 4/8). */
export default function AdminEcommerceProductsRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Ecommerce"
        title="Products"
        description="Every product of every store. Filter by store; a title opens it in its storefront."
      />
      <ProductsAdmin surface={adminSurface} />
    </>
  );
}
