/** Query keys of the storefront: invalidating `['storefront']` refreshes every store read. */
export const storefrontKeys = {
  all: ['storefront'] as const,
  store: (storeId: number) => ['storefront', 'store', storeId] as const,
  branding: (slug: string) => ['storefront', 'branding', slug] as const,
  products: (storeId: number, query: Record<string, unknown>) =>
    ['storefront', 'products', storeId, query] as const,
  product: (storeId: number, productId: string) => ['storefront', 'product', storeId, productId] as const,
  cart: (storeId: number) => ['storefront', 'cart', storeId] as const,
  checkoutConfig: () => ['storefront', 'checkout-config'] as const,
  order: (orderId: string, key: string | null) => ['storefront', 'order', orderId, key] as const,
};

/**
 * A call that changes something and is not idempotent on the server (adding to the cart): one
 * attempt, so a lost answer never adds the item twice.
 */
export const ONE_ATTEMPT = { attempts: 1 } as const;
