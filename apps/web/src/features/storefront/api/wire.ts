/**
 * Parsers for the storefront's reads (store, products, cart). They check what the contract
 * schemas in `@fundpath/contracts/ecommerce` check and return the same stripped objects, without
 * loading zod (~26 kB gzip) into pages a shopper lands on (ADR 005, like lib/startup-parsers).
 * `wire.test.ts` holds each one against its contract schema over valid and broken samples.
 */
import type {
  CartItem,
  CartResponse,
  Product,
  ProductImage,
  ProductStatus,
  Store,
  StoreStatus,
  Variant,
} from '@fundpath/contracts/ecommerce';
import {
  arr,
  bool,
  int,
  intOrNull,
  num,
  obj,
  oneOf,
  parser,
  str,
  strOrNull,
  success,
} from '@/lib/wire-checks';

const storeStatuses: readonly StoreStatus[] = ['draft', 'live'];
const productStatuses: readonly ProductStatus[] = ['draft', 'active', 'archived'];

export function parseStore(v: unknown): Store {
  const o = obj(v, 'store');
  return {
    id: int(o.id, 'id'),
    store_id: int(o.store_id, 'store_id'),
    slug: str(o.slug, 'slug'),
    store_name: str(o.store_name, 'store_name'),
    tagline: str(o.tagline, 'tagline'),
    logo_url: strOrNull(o.logo_url, 'logo_url'),
    primary_color: str(o.primary_color, 'primary_color'),
    secondary_color: str(o.secondary_color, 'secondary_color'),
    accent_color: str(o.accent_color, 'accent_color'),
    currency: str(o.currency, 'currency'),
    tax_rate_bps: int(o.tax_rate_bps, 'tax_rate_bps'),
    shipping_cents: int(o.shipping_cents, 'shipping_cents'),
    free_shipping_threshold_cents: int(o.free_shipping_threshold_cents, 'free_shipping_threshold_cents'),
    status: oneOf(storeStatuses, o.status, 'status'),
    suspended: bool(o.suspended, 'suspended'),
    custom_domain: strOrNull(o.custom_domain, 'custom_domain'),
  };
}

function image(v: unknown): ProductImage {
  const o = obj(v, 'image');
  return {
    id: str(o.id, 'image.id'),
    url: str(o.url, 'image.url'),
    thumb_url: str(o.thumb_url, 'image.thumb_url'),
    alt: str(o.alt, 'image.alt'),
    width: int(o.width, 'image.width'),
    height: int(o.height, 'image.height'),
  };
}

function variant(v: unknown): Variant {
  const o = obj(v, 'variant');
  return {
    id: str(o.id, 'variant.id'),
    title: str(o.title, 'variant.title'),
    price_cents: int(o.price_cents, 'variant.price_cents'),
    sku: strOrNull(o.sku, 'variant.sku'),
    track_inventory: bool(o.track_inventory, 'variant.track_inventory'),
    inventory_quantity: int(o.inventory_quantity, 'variant.inventory_quantity'),
    available: intOrNull(o.available, 'variant.available'),
  };
}

export function parseProduct(v: unknown): Product {
  const o = obj(v, 'product');
  return {
    id: str(o.id, 'id'),
    store_id: int(o.store_id, 'store_id'),
    title: str(o.title, 'title'),
    slug: str(o.slug, 'slug'),
    description_html: str(o.description_html, 'description_html'),
    price_cents: int(o.price_cents, 'price_cents'),
    compare_at_cents: intOrNull(o.compare_at_cents, 'compare_at_cents'),
    sku: strOrNull(o.sku, 'sku'),
    track_inventory: bool(o.track_inventory, 'track_inventory'),
    inventory_quantity: int(o.inventory_quantity, 'inventory_quantity'),
    in_stock: bool(o.in_stock, 'in_stock'),
    categories: arr(o.categories, 'categories').map((c) => str(c, 'category')),
    status: oneOf(productStatuses, o.status, 'status'),
    commission_rate_bps: intOrNull(o.commission_rate_bps, 'commission_rate_bps'),
    images: arr(o.images, 'images').map(image),
    variants: arr(o.variants, 'variants').map(variant),
    created_at: str(o.created_at, 'created_at'),
    updated_at: str(o.updated_at, 'updated_at'),
  };
}

function cartItem(v: unknown): CartItem {
  const o = obj(v, 'cart item');
  return {
    id: str(o.id, 'id'),
    product_id: str(o.product_id, 'product_id'),
    variant_id: strOrNull(o.variant_id, 'variant_id'),
    title: str(o.title, 'title'),
    variant_title: strOrNull(o.variant_title, 'variant_title'),
    image_url: strOrNull(o.image_url, 'image_url'),
    unit_price_cents: int(o.unit_price_cents, 'unit_price_cents'),
    quantity: int(o.quantity, 'quantity'),
    line_total_cents: int(o.line_total_cents, 'line_total_cents'),
    available: intOrNull(o.available, 'available'),
  };
}

export function parseCart(v: unknown): CartResponse {
  const o = obj(v, 'body');
  return {
    status: success(o.status),
    store_id: int(o.store_id, 'store_id'),
    cart_items: arr(o.cart_items, 'cart_items').map(cartItem),
    item_count: int(o.item_count, 'item_count'),
    subtotal: num(o.subtotal, 'subtotal'),
    subtotal_cents: int(o.subtotal_cents, 'subtotal_cents'),
    shipping_cents: int(o.shipping_cents, 'shipping_cents'),
    tax_cents: int(o.tax_cents, 'tax_cents'),
    total_cents: int(o.total_cents, 'total_cents'),
    message: str(o.message, 'message'),
  };
}

export interface StoreByDomainResponse {
  status: 'success';
  store: Store;
  client: { id: string; display_name: string };
  message: string;
}
export interface ProductListResponse {
  status: 'success';
  products: Product[];
  total: number;
  page: number;
  per_page: number;
  categories: string[];
}

/** `GET /api/ecommerce/store/by-domain` (contract: storeByDomainResponseSchema). */
export const storeByDomainParser = parser((v): StoreByDomainResponse => {
  const o = obj(v, 'body');
  const client = obj(o.client, 'client');
  return {
    status: success(o.status),
    store: parseStore(o.store),
    client: {
      id: str(client.id, 'client.id'),
      display_name: str(client.display_name, 'client.display_name'),
    },
    message: str(o.message, 'message'),
  };
});

/** `GET /api/ecommerce/storefront/branding` (contract: storefrontBrandingResponseSchema). */
export const brandingParser = parser((v): { status: 'success'; store: Store } => {
  const o = obj(v, 'body');
  return { status: success(o.status), store: parseStore(o.store) };
});

/** `GET /api/ecommerce/stores/{id}/products` (contract: productListResponseSchema). */
export const productListParser = parser((v): ProductListResponse => {
  const o = obj(v, 'body');
  return {
    status: success(o.status),
    products: arr(o.products, 'products').map(parseProduct),
    total: int(o.total, 'total'),
    page: int(o.page, 'page'),
    per_page: int(o.per_page, 'per_page'),
    categories: arr(o.categories, 'categories').map((c) => str(c, 'category')),
  };
});

/** `GET /api/ecommerce/stores/{id}/products/{product_id}` (contract: productResponseSchema). */
export const productParser = parser((v): { status: 'success'; product: Product } => {
  const o = obj(v, 'body');
  return { status: success(o.status), product: parseProduct(o.product) };
});

/** The cart calls' response (contract: cartResponseSchema). */
export const cartParser = parser(parseCart);
