import { href } from '@/lib/href';
import { toQuery } from '@/lib/query-string';

/**
 * Spec §2: the storefront reads a `store` query parameter (the store's slug) and carries it on
 * its links, so a shopper who arrived through `?store=slug` keeps that store's branding on every
 * page. Only slug-shaped values count (the contracts' storeSlugSchema): anything else is ignored
 * rather than echoed into links.
 */
const SLUG = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** The `store` slug of a query string, lowercased, or null when absent or not a slug. */
export function readStoreSlug(search: URLSearchParams | string): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get('store')?.trim().toLowerCase() ?? '';
  return value.length >= 3 && value.length <= 48 && SLUG.test(value) ? value : null;
}

type Query = Record<string, string | number | boolean | null | undefined>;

/** `path` with `?store=slug` (when there is one) before any other parameters. */
export function withStoreQuery(path: string, slug: string | null, query: Query = {}): string {
  return `${path}${toQuery({ store: slug ?? undefined, ...query })}`;
}

export interface StoreLinks {
  home: (query?: Query) => string;
  products: (query?: Query) => string;
  product: (productId: string) => string;
  cart: () => string;
  checkout: () => string;
  trackOrder: (orderId?: string | null, query?: Query) => string;
  orderConfirmation: (orderId: string, accessKey?: string | null) => string;
}

/** Every storefront link of one store, carrying its `?store=` slug. */
export function storeLinks(storeId: number | string, slug: string | null): StoreLinks {
  const store_id = storeId;
  return {
    home: (query) => withStoreQuery(href('/store/:store_id', { store_id }), slug, query),
    products: (query) => withStoreQuery(href('/store/:store_id/products', { store_id }), slug, query),
    product: (id) => withStoreQuery(href('/store/:store_id/product/:id', { store_id, id }), slug),
    cart: () => withStoreQuery(href('/store/:store_id/cart', { store_id }), slug),
    checkout: () => withStoreQuery(href('/store/:store_id/checkout', { store_id }), slug),
    trackOrder: (order_id, query) =>
      withStoreQuery(href('/store/:store_id/track-order/:order_id?', { store_id, order_id }), slug, query),
    orderConfirmation: (order_id, key) =>
      withStoreQuery(href('/store/:store_id/order-confirmation/:order_id', { store_id, order_id }), slug, {
        key,
      }),
  };
}
