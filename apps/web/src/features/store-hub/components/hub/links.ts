import { href } from '@/lib/href';

/** Where the owner's store pages live (spec §2: /my-store and the /client/* store-owner pages). */
export const storeLinks = {
  hub: href('/my-store'),
  dashboard: href('/client/dashboard'),
  products: href('/client/products'),
  orders: href('/client/orders'),
  customers: href('/client/customers'),
  settings: href('/client/settings'),
  analytics: href('/client/analytics'),
  support: href('/client/support'),
  storefront: (storeId: number) => href('/store/:store_id', { store_id: storeId }),
};
