import { CartPage } from '@/features/storefront';

/** `/store/:store_id/cart`: the shopper's cart for this store. */
export default function StoreCartRoute() {
  return <CartPage />;
}
