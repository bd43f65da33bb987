/** Rows to the wire shapes of `@fundpath/contracts/ecommerce`. */
import {
  type OwnerStore,
  type Product,
  type ProductImage,
  STOREFRONT_FALLBACK_COLORS,
  type Store,
  type Variant,
} from '@fundpath/contracts/ecommerce';
import { mediaUrl } from './media';
import type { ImageRow, ProductData, VariantRow } from './product-repo';
import type { StoreRow } from './store-repo';

export function toStore(row: StoreRow): Store {
  return {
    id: row.id,
    store_id: row.id,
    slug: row.slug,
    store_name: row.store_name,
    tagline: row.tagline,
    logo_url: mediaUrl(row.logo_key),
    primary_color: row.primary_color ?? STOREFRONT_FALLBACK_COLORS.primary,
    secondary_color: row.secondary_color ?? STOREFRONT_FALLBACK_COLORS.secondary,
    accent_color: row.accent_color ?? STOREFRONT_FALLBACK_COLORS.accent,
    currency: row.currency,
    tax_rate_bps: row.tax_rate_bps,
    shipping_cents: row.shipping_cents,
    free_shipping_threshold_cents: row.free_shipping_threshold_cents,
    status: row.status,
    suspended: row.suspended_at !== null,
    custom_domain: row.custom_domain,
  };
}

export function toOwnerStore(row: StoreRow): OwnerStore {
  return {
    ...toStore(row),
    contact_email: row.contact_email,
    suspended_reason: row.suspended_at ? row.suspended_reason : null,
    custom_colors: {
      primary_color: row.primary_color,
      secondary_color: row.secondary_color,
      accent_color: row.accent_color,
    },
  };
}

export function toImage(row: ImageRow): ProductImage {
  return {
    id: row.id,
    url: mediaUrl(row.storage_key),
    thumb_url: mediaUrl(row.thumb_key),
    alt: row.alt,
    width: row.width,
    height: row.height,
  };
}

/** Units a shopper may buy now: null when stock is not counted. */
export const availableOf = (row: { track_inventory: boolean; inventory_quantity: number }) =>
  row.track_inventory ? row.inventory_quantity : null;

export function toVariant(row: VariantRow): Variant {
  return {
    id: row.id,
    title: row.title,
    price_cents: row.price_cents,
    sku: row.sku,
    track_inventory: row.track_inventory,
    inventory_quantity: row.inventory_quantity,
    available: availableOf(row),
  };
}

/** A product with variants sells its variants: it is in stock when one of them is. */
export function isInStock(row: ProductData, variants: readonly VariantRow[]): boolean {
  const isAvailable = (r: { track_inventory: boolean; inventory_quantity: number }) =>
    !r.track_inventory || r.inventory_quantity > 0;
  return variants.length > 0 ? variants.some(isAvailable) : isAvailable(row);
}

export function toProduct(
  row: ProductData,
  images: readonly ImageRow[],
  variants: readonly VariantRow[],
): Product {
  return {
    id: row.id,
    store_id: row.store_id,
    title: row.title,
    slug: row.slug,
    description_html: row.description_html,
    price_cents: row.price_cents,
    compare_at_cents: row.compare_at_cents,
    sku: row.sku,
    track_inventory: row.track_inventory,
    inventory_quantity: row.inventory_quantity,
    in_stock: isInStock(row, variants),
    categories: row.categories,
    status: row.status,
    commission_rate_bps: row.commission_rate_bps,
    images: images.map(toImage),
    variants: variants.map(toVariant),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Groups rows by product id (rows arrive sorted by product, then position). */
export function byProduct<T extends { product_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(row.product_id);
    if (list) list.push(row);
    else map.set(row.product_id, [row]);
  }
  return map;
}
