import { ProductList } from '@/features/storefront';

/** `/store/:store_id/products`: the store's catalogue with search, filters, sort and pages. */
export default function StoreProductsRoute() {
  return <ProductList />;
}
