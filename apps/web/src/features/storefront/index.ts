/**
 * The public storefront (issue 4/8): a store's theme and header, product cards and prices, the
 * server cart, checkout and order pages' building blocks, and the platform's demo cart.
 * The store-settings live preview renders the same header and cards (never a second copy).
 */

export { CartButton } from './components/cart-button';
export { CartPage } from './components/cart-page';
export { CheckoutPage, type CheckoutPayment } from './components/checkout-page';
export { OrderConfirmation } from './components/order-confirmation';
export { Price, type PriceProps, percentOff } from './components/price';
export { type CardProduct, fromPrice, ProductCard, ProductImage } from './components/product-card';
export { ProductDetail } from './components/product-detail';
export { ProductList } from './components/product-list';
export { StoreHome } from './components/store-home';
export { StoreLogo, storeInitials } from './components/store-logo';
export { StoreNotFound, StoreShell } from './components/store-shell';
export {
  freeShippingText,
  type HeaderStore,
  StorefrontHeader,
  type StorefrontHeaderProps,
  type StoreNavKey,
} from './components/storefront-header';
export { TrackOrder } from './components/track-order';
export { DemoCartPage } from './demo/demo-cart-page';
export { DemoCategoryPage } from './demo/demo-category-page';
export { DemoCheckoutPage, DemoOrderSuccessPage } from './demo/demo-checkout';
export { DemoProductPage } from './demo/demo-product-page';
export { parseStoreId, type StorefrontContextValue, useStorefront } from './hooks/use-storefront';
export { readStoreSlug, type StoreLinks, storeLinks, withStoreQuery } from './links';
export {
  contrastRatio,
  inkOn,
  normalizeHex,
  readableTextOn,
  type StoreColors,
  type StoreTheme,
  storeTheme,
} from './theme';
