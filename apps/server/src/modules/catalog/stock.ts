/**
 * Stock for the cart and checkout (ADR 012). Checkout calls `reserveStock` inside the transaction
 * that creates the order: product rows, then variant rows, are locked FOR UPDATE in id order (every
 * checkout takes its locks in the same order, so two never deadlock), checked and decremented; a
 * short line throws before anything is written, and the caller's transaction rolls back.
 */

import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { productImages, products, productVariants } from '../../db/schema/catalog';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { mediaUrl } from './media';
import { availableOf } from './shapes';

export interface StockLine {
  product_id: string;
  variant_id: string | null;
  quantity: number;
}

/** One line as reserved: the figures an order line freezes. */
export interface PricedLine extends StockLine {
  title: string;
  variant_title: string | null;
  sku: string | null;
  /** Storage key of the product's first image thumbnail (`mediaUrl` turns it into a URL). */
  image_key: string | null;
  unit_price_cents: number;
  /** The product's own commission rate now (null: the affiliate's tier or the default applies). */
  commission_rate_bps: number | null;
}

/** A line that cannot be had in the quantity asked; `available` 0 when it cannot be bought at all. */
export interface ShortLine {
  product_id: string;
  variant_id: string | null;
  title: string;
  available: number;
}
/** The `details` of reserveStock's CONFLICT. */
export interface ShortStockDetails {
  short: ShortLine[];
}

export const SHORT_STOCK_MESSAGE = 'Some items are no longer available in the quantity you asked for';
export const VARIANT_REQUIRED_MESSAGE = 'Choose an option (for example a size) for this product';

type ProductLock = {
  id: string;
  store_id: number;
  title: string;
  status: string;
  price_cents: number;
  sku: string | null;
  track_inventory: boolean;
  inventory_quantity: number;
  commission_rate_bps: number | null;
};
type VariantLock = {
  id: string;
  product_id: string;
  title: string;
  price_cents: number;
  sku: string | null;
  track_inventory: boolean;
  inventory_quantity: number;
};

const uniq = (ids: Array<string | null>) =>
  [...new Set(ids.filter((id): id is string => id !== null))].sort();

async function readRows(
  db: Db,
  lines: readonly { product_id: string; variant_id: string | null }[],
  lock: boolean,
) {
  const productIds = uniq(lines.map((l) => l.product_id));
  const variantIds = uniq(lines.map((l) => l.variant_id));
  const productQuery = db
    .select({
      id: products.id,
      store_id: products.store_id,
      title: products.title,
      status: products.status,
      price_cents: products.price_cents,
      sku: products.sku,
      track_inventory: products.track_inventory,
      inventory_quantity: products.inventory_quantity,
      commission_rate_bps: products.commission_rate_bps,
    })
    .from(products)
    .where(inArray(products.id, productIds))
    .orderBy(asc(products.id));
  const productRows: ProductLock[] = productIds.length
    ? await (lock ? productQuery.for('update') : productQuery)
    : [];
  const variantQuery = db
    .select({
      id: productVariants.id,
      product_id: productVariants.product_id,
      title: productVariants.title,
      price_cents: productVariants.price_cents,
      sku: productVariants.sku,
      track_inventory: productVariants.track_inventory,
      inventory_quantity: productVariants.inventory_quantity,
    })
    .from(productVariants)
    .where(inArray(productVariants.id, variantIds))
    .orderBy(asc(productVariants.id));
  const variantRows: VariantLock[] = variantIds.length
    ? await (lock ? variantQuery.for('update') : variantQuery)
    : [];
  // Which products sell through variants (such a product must be bought by variant).
  const withVariants = productIds.length
    ? new Set(
        (
          await db
            .selectDistinct({ product_id: productVariants.product_id })
            .from(productVariants)
            .where(inArray(productVariants.product_id, productIds))
        ).map((r) => r.product_id),
      )
    : new Set<string>();
  const thumbs = productIds.length
    ? await db
        .selectDistinctOn([productImages.product_id], {
          product_id: productImages.product_id,
          thumb_key: productImages.thumb_key,
        })
        .from(productImages)
        .where(inArray(productImages.product_id, productIds))
        .orderBy(asc(productImages.product_id), asc(productImages.position), asc(productImages.created_at))
    : [];
  return {
    products: new Map(productRows.map((r) => [r.id, r])),
    variants: new Map(variantRows.map((r) => [r.id, r])),
    withVariants,
    thumbs: new Map(thumbs.map((t) => [t.product_id, t.thumb_key])),
  };
}

type Rows = Awaited<ReturnType<typeof readRows>>;

/**
 * Resolves one line against the rows: the product must exist in the store and be active; a product
 * with variants must be bought by one of its variants (else 400), one without by itself.
 */
function resolve(rows: Rows, storeId: number, line: { product_id: string; variant_id: string | null }) {
  const product = rows.products.get(line.product_id);
  if (!product || product.store_id !== storeId)
    return { product: undefined, variant: undefined, buyable: false };
  const hasVariants = rows.withVariants.has(product.id);
  if (hasVariants && line.variant_id === null)
    throw new AppError('VALIDATION_FAILED', VARIANT_REQUIRED_MESSAGE, {
      errors: { variant_id: VARIANT_REQUIRED_MESSAGE },
      product_id: product.id,
    });
  let variant: VariantLock | undefined;
  if (line.variant_id !== null) {
    variant = rows.variants.get(line.variant_id);
    if (!variant || variant.product_id !== product.id)
      throw new AppError('VALIDATION_FAILED', 'This option does not belong to the product', {
        errors: { variant_id: 'Unknown option' },
        product_id: product.id,
      });
  }
  return { product, variant, buyable: product.status === 'active' };
}

/** What the cart shows for each line: current title, price, thumbnail and availability. */
export interface CartProductInfo {
  product_id: string;
  variant_id: string | null;
  /** False when the product is gone, in another store, not active, or needs a variant. */
  purchasable: boolean;
  title: string;
  variant_title: string | null;
  sku: string | null;
  unit_price_cents: number;
  image_url: string | null;
  /** Units that can be bought now: null when untracked; 0 when not purchasable. */
  available: number | null;
}

/** Current figures for cart lines (no locks): active products of the store only are purchasable. */
export async function productsForCart(
  db: Db,
  storeId: number,
  lines: readonly { product_id: string; variant_id: string | null }[],
): Promise<CartProductInfo[]> {
  if (lines.length === 0) return [];
  const rows = await readRows(db, lines, false);
  return lines.map((line) => {
    const product = rows.products.get(line.product_id);
    const variant = line.variant_id ? rows.variants.get(line.variant_id) : undefined;
    const inStore = product !== undefined && product.store_id === storeId;
    const variantOk =
      line.variant_id === null
        ? !rows.withVariants.has(line.product_id)
        : variant?.product_id === line.product_id;
    const purchasable = inStore && product.status === 'active' && variantOk;
    const stock = variant ?? product;
    return {
      product_id: line.product_id,
      variant_id: line.variant_id,
      purchasable,
      title: inStore ? product.title : 'Unavailable product',
      variant_title: variant?.title ?? null,
      sku: (variant?.sku ?? product?.sku) || null,
      unit_price_cents: variant?.price_cents ?? product?.price_cents ?? 0,
      image_url: inStore ? mediaUrl(rows.thumbs.get(product.id) ?? null) : null,
      available: purchasable && stock ? availableOf(stock) : 0,
    };
  });
}

/**
 * Locks, checks and decrements stock for `lines` inside `tx`, returning the priced lines. Throws
 * CONFLICT ({@link ShortStockDetails}) when any line is short or cannot be bought, VALIDATION_FAILED
 * when a product with variants is asked without one. Untracked stock is unlimited.
 */
export async function reserveStock(
  tx: Db,
  storeId: number,
  lines: readonly StockLine[],
): Promise<PricedLine[]> {
  if (lines.length === 0) return [];
  for (const l of lines)
    if (!Number.isInteger(l.quantity) || l.quantity < 1)
      throw new AppError('VALIDATION_FAILED', 'Quantities must be whole numbers of at least 1');
  const rows = await readRows(tx, lines, true);
  // The same product/variant on two lines draws on one stock.
  const wanted = new Map<string, number>();
  const resolved = lines.map((line) => {
    const r = resolve(rows, storeId, line);
    const key = line.variant_id ?? line.product_id;
    wanted.set(key, (wanted.get(key) ?? 0) + line.quantity);
    return { line, ...r };
  });
  const short: ShortLine[] = [];
  const reported = new Set<string>();
  for (const { line, product, variant, buyable } of resolved) {
    const key = line.variant_id ?? line.product_id;
    if (reported.has(key)) continue;
    const stock = variant ?? product;
    const available = buyable && stock ? availableOf(stock) : 0;
    if (available !== null && available < wanted.get(key)!) {
      reported.add(key);
      short.push({
        product_id: line.product_id,
        variant_id: line.variant_id,
        title: product
          ? variant
            ? `${product.title} (${variant.title})`
            : product.title
          : 'Unavailable product',
        available,
      });
    }
  }
  if (short.length)
    throw new AppError('CONFLICT', SHORT_STOCK_MESSAGE, { short } satisfies ShortStockDetails);

  for (const [key, quantity] of wanted) {
    const variant = rows.variants.get(key);
    if (variant) {
      if (variant.track_inventory)
        await tx
          .update(productVariants)
          .set({ inventory_quantity: sql`${productVariants.inventory_quantity} - ${quantity}` })
          .where(eq(productVariants.id, key));
    } else if (rows.products.get(key)!.track_inventory) {
      await tx
        .update(products)
        .set({ inventory_quantity: sql`${products.inventory_quantity} - ${quantity}` })
        .where(eq(products.id, key));
    }
  }
  return resolved.map(({ line, product, variant }) => ({
    product_id: line.product_id,
    variant_id: line.variant_id,
    quantity: line.quantity,
    title: product!.title,
    variant_title: variant?.title ?? null,
    sku: (variant ? variant.sku : product!.sku) || null,
    image_key: rows.thumbs.get(product!.id) ?? null,
    unit_price_cents: variant?.price_cents ?? product!.price_cents,
    commission_rate_bps: product!.commission_rate_bps,
  }));
}

/** Puts units back (a cancelled or refunded order); lines whose product or variant is gone are skipped. */
export async function restock(tx: Db, lines: readonly StockLine[]): Promise<void> {
  const wanted = new Map<string, { variant: boolean; quantity: number }>();
  for (const l of lines) {
    if (l.quantity <= 0) continue;
    const key = l.variant_id ?? l.product_id;
    const prev = wanted.get(key);
    wanted.set(key, { variant: l.variant_id !== null, quantity: (prev?.quantity ?? 0) + l.quantity });
  }
  // Same lock order as reserveStock: products by id, then variants by id.
  const sorted = [...wanted.entries()].sort(([a, x], [b, y]) =>
    x.variant === y.variant ? (a < b ? -1 : 1) : x.variant ? 1 : -1,
  );
  for (const [id, { variant, quantity }] of sorted) {
    if (variant)
      await tx
        .update(productVariants)
        .set({ inventory_quantity: sql`least(${productVariants.inventory_quantity} + ${quantity}, 1000000)` })
        .where(and(eq(productVariants.id, id), eq(productVariants.track_inventory, true)));
    else
      await tx
        .update(products)
        .set({ inventory_quantity: sql`least(${products.inventory_quantity} + ${quantity}, 1000000)` })
        .where(and(eq(products.id, id), eq(products.track_inventory, true)));
  }
}
