/**
 * Products: the storefront's list and page (active products of a visible store), the owner's
 * CRUD with variants, images and bulk edits (their own store only: another store's product id is
 * a 404 that reveals nothing), and the admin's list across stores.
 */

import { randomUUID } from 'node:crypto';
import {
  PRICE_CENTS_MAX,
  type Product,
  type ProductStatus,
  type productBulkSchema,
  type productInputSchema,
  type productListQuerySchema,
  type productPatchSchema,
} from '@fundpath/contracts/ecommerce';
import type { z } from 'zod';
import type { Storage } from '../../adapters/storage';
import { recordAudit } from '../../platform/audit';
import type { Ctx } from '../../platform/auth';
import { type Db, readTogether } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { discardUploads, type ReceivedFile } from '../../platform/uploads';
import { IMAGES_PER_PRODUCT, mediaUrl, parseMediaPath, processUpload, storeProductImage } from './media';
import * as repo from './product-repo';
import { sanitizeDescription } from './sanitize';
import { byProduct, toProduct } from './shapes';
import { freeSlug } from './slugs';
import { findStoreById, type StoreRow } from './store-repo';
import { isUniqueViolation, requireOwnStore, visibleStore } from './store-service';

export const PRODUCT_NOT_FOUND = 'Product not found';
type ListQuery = z.output<typeof productListQuerySchema>;
type ProductInput = z.output<typeof productInputSchema>;
type ProductPatch = z.output<typeof productPatchSchema>;
type Bulk = z.output<typeof productBulkSchema>;

/** Rows with their images (all, or only the first for lists) and variants. */
async function withDetails(
  db: Db,
  rows: readonly repo.ProductData[],
  images: 'all' | 'first',
): Promise<Product[]> {
  const ids = rows.map((r) => r.id);
  const [imageRows, variantRows] = await readTogether(db, [
    () => (images === 'all' ? repo.imagesOf(db, ids) : repo.firstImagesOf(db, ids)),
    () => repo.variantsOf(db, ids),
  ] as const);
  const imagesBy = byProduct(imageRows);
  const variantsBy = byProduct(variantRows);
  return rows.map((r) => toProduct(r, imagesBy.get(r.id) ?? [], variantsBy.get(r.id) ?? []));
}

/**
 * A store's category list costs a pass over all its products (25 ms at 10 000), so it is kept per
 * app for as long as a storefront response may be cached anyway, and dropped on this instance by
 * every product write; another instance shows a new category within the same half minute.
 */
const CATEGORY_TTL_MS = 30_000;
const categoryCache = new WeakMap<Db, Map<string, { at: number; value: string[] }>>();

async function categoriesOf(db: Db, storeId: number, status?: ProductStatus): Promise<string[]> {
  let cache = categoryCache.get(db);
  if (!cache) {
    cache = new Map();
    categoryCache.set(db, cache);
  }
  const key = `${storeId}:${status ?? 'all'}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < CATEGORY_TTL_MS) return hit.value;
  const value = await repo.storeCategories(db, storeId, status);
  cache.set(key, { at: Date.now(), value });
  return value;
}

/** Drops a store's cached categories (after any write to its products). */
export function forgetCategories(db: Db, storeId: number): void {
  const cache = categoryCache.get(db);
  cache?.delete(`${storeId}:active`);
  cache?.delete(`${storeId}:all`);
}

async function listPage(ctx: Ctx, store: StoreRow, query: ListQuery, status: ProductStatus | undefined) {
  const filter: repo.ProductFilter = {
    store_id: store.id,
    status,
    q: query.q || undefined,
    category: query.category || undefined,
    min_price_cents: query.min_price_cents,
    max_price_cents: query.max_price_cents,
    in_stock: query.in_stock,
  };
  const [{ rows, total }, categories] = await readTogether(ctx.db, [
    () =>
      repo.listProducts(ctx.db, filter, {
        sort: query.sort,
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      }),
    () => categoriesOf(ctx.db, store.id, status === 'active' ? 'active' : undefined),
  ] as const);
  return {
    products: await withDetails(ctx.db, rows, 'first'),
    total,
    page: query.page,
    per_page: query.per_page,
    categories,
  };
}

// ---- storefront -------------------------------------------------------------------------------

/** `GET /api/ecommerce/stores/{store_id}/products`: active products only; `live` says it may be cached. */
export async function listStorefrontProducts(ctx: Ctx, storeId: number, query: ListQuery) {
  const store = await visibleStore(ctx, storeId);
  return { ...(await listPage(ctx, store, query, 'active')), live: store.status === 'live' };
}

export async function getStorefrontProduct(ctx: Ctx, storeId: number, productId: string) {
  const store = await visibleStore(ctx, storeId);
  const row = await repo.findProduct(ctx.db, store.id, productId, { status: 'active' });
  if (!row) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  const [product] = await withDetails(ctx.db, [row], 'all');
  return { product: product!, live: store.status === 'live' };
}

// ---- owner: reads -----------------------------------------------------------------------------

export async function listMyProducts(ctx: Ctx, query: ListQuery) {
  const store = await requireOwnStore(ctx);
  return listPage(ctx, store, query, query.status);
}

async function ownProduct(ctx: Ctx, id: string, db: Db = ctx.db, lock = false) {
  const store = await requireOwnStore(ctx);
  const row = await repo.findProduct(db, store.id, id, { lock });
  if (!row) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  return { store, row };
}

export async function getMyProduct(ctx: Ctx, id: string): Promise<Product> {
  const { row } = await ownProduct(ctx, id);
  return (await withDetails(ctx.db, [row], 'all'))[0]!;
}

// ---- owner: writes ----------------------------------------------------------------------------

const SKU_TAKEN = 'Another product already uses this SKU';

/** SKUs must be unique in the store (products and variants alike), case-insensitively. */
async function assertSkusFree(
  db: Db,
  storeId: number,
  sku: string | null | undefined,
  variants: ReadonlyArray<{ sku: string | null }> | undefined,
  exceptId?: string,
) {
  const errors: Record<string, string> = {};
  const seen = new Map<string, string>();
  const note = (value: string | null | undefined, field: string) => {
    if (!value) return;
    const key = value.toLowerCase();
    if (seen.has(key)) errors[field] = 'This SKU is used twice in this product';
    else seen.set(key, field);
  };
  note(sku, 'sku');
  for (const [i, v] of (variants ?? []).entries()) note(v.sku, `variants.${i}.sku`);
  const taken = await repo.takenSkus(db, storeId, [...seen.keys()], exceptId);
  for (const [key, field] of seen) if (taken.has(key)) errors[field] = SKU_TAKEN;
  if (Object.keys(errors).length) throw new AppError('CONFLICT', Object.values(errors)[0]!, { errors });
}

function validatePrices(input: { price_cents?: number; compare_at_cents?: number | null }) {
  if (
    input.compare_at_cents != null &&
    input.price_cents !== undefined &&
    input.compare_at_cents > 0 &&
    input.compare_at_cents <= input.price_cents
  )
    throw new AppError('VALIDATION_FAILED', 'The compare-at price must be higher than the price', {
      errors: { compare_at_cents: 'Must be higher than the price (or empty)' },
    });
}

/** A product with variants is listed and filtered at its lowest variant price. */
const listedPrice = (price: number, variants: ReadonlyArray<{ price_cents: number }>) =>
  variants.length ? Math.min(...variants.map((v) => v.price_cents)) : price;

const variantRows = (variants: ProductInput['variants']) =>
  variants.map((v) => ({
    id: v.id,
    title: v.title,
    price_cents: v.price_cents,
    sku: v.sku || null,
    track_inventory: v.track_inventory,
    inventory_quantity: v.inventory_quantity,
  }));

function assertDistinctVariantTitles(variants: ProductInput['variants']) {
  const seen = new Set<string>();
  for (const [i, v] of variants.entries()) {
    const key = v.title.toLowerCase();
    if (seen.has(key))
      throw new AppError('VALIDATION_FAILED', `Two variants are called “${v.title}”`, {
        errors: { [`variants.${i}.title`]: 'Each variant needs its own name' },
      });
    seen.add(key);
  }
}

async function conflictOnRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AppError('CONFLICT', 'Another product already uses this SKU or address');
    throw err;
  }
}

export async function createMyProduct(ctx: Ctx, input: ProductInput): Promise<Product> {
  const store = await requireOwnStore(ctx);
  validatePrices(input);
  assertDistinctVariantTitles(input.variants);
  await assertSkusFree(ctx.db, store.id, input.sku, input.variants);
  if (input.slug && (await repo.slugsLike(ctx.db, store.id, input.slug)).has(input.slug))
    throw new AppError('CONFLICT', 'Another product already uses this address', {
      errors: { slug: 'Another product already uses this address' },
    });
  const row = await conflictOnRace(() =>
    ctx.db.transaction(async (tx) => {
      const created = await repo.insertProduct(tx, {
        store_id: store.id,
        title: input.title,
        slug: input.slug ?? (await freeSlug(tx, store.id, input.title)),
        description_html: sanitizeDescription(input.description_html),
        price_cents: listedPrice(input.price_cents, input.variants),
        compare_at_cents: input.compare_at_cents || null,
        sku: input.sku || null,
        track_inventory: input.track_inventory,
        inventory_quantity: input.inventory_quantity,
        categories: dedupe(input.categories),
        status: input.status,
        commission_rate_bps: input.commission_rate_bps ?? null,
      });
      if (input.variants.length) await repo.replaceVariants(tx, created.id, variantRows(input.variants));
      await recordAudit(
        ctx,
        {
          action: 'product.created',
          target_type: 'product',
          target_id: created.id,
          target_label: created.title,
          after: {
            store_id: store.id,
            sku: created.sku,
            price_cents: created.price_cents,
            status: created.status,
            commission_rate_bps: created.commission_rate_bps,
          },
        },
        tx,
      );
      return created;
    }),
  );
  forgetCategories(ctx.db, store.id);
  return (await withDetails(ctx.db, [row], 'all'))[0]!;
}

const dedupe = (list: readonly string[]) => {
  const seen = new Set<string>();
  return list.filter((c) => {
    const key = c.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/** Fields whose change is worth an audit line (price, stock, status, identity). */
const AUDITED = [
  'title',
  'sku',
  'price_cents',
  'compare_at_cents',
  'status',
  'inventory_quantity',
  'commission_rate_bps',
] as const;

export async function updateMyProduct(ctx: Ctx, id: string, patch: ProductPatch): Promise<Product> {
  const { store, row: current } = await ownProduct(ctx, id);
  validatePrices({
    price_cents: patch.price_cents ?? current.price_cents,
    compare_at_cents:
      patch.compare_at_cents === undefined ? current.compare_at_cents : patch.compare_at_cents,
  });
  if (patch.variants) assertDistinctVariantTitles(patch.variants);
  await assertSkusFree(ctx.db, store.id, patch.sku, patch.variants, id);
  if (
    patch.slug &&
    patch.slug !== current.slug &&
    (await repo.slugsLike(ctx.db, store.id, patch.slug, id)).has(patch.slug)
  )
    throw new AppError('CONFLICT', 'Another product already uses this address', {
      errors: { slug: 'Another product already uses this address' },
    });
  const row = await conflictOnRace(() =>
    ctx.db.transaction(async (tx) => {
      const locked = await repo.findProduct(tx, store.id, id, { lock: true });
      if (!locked) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
      const { variants, ...fields } = patch;
      if (variants) await repo.replaceVariants(tx, id, variantRows(variants));
      const currentVariants = variants ?? (await repo.variantsOf(tx, [id]));
      const values: Partial<repo.NewProductRow> = {
        ...fields,
        ...(fields.description_html !== undefined
          ? { description_html: sanitizeDescription(fields.description_html) }
          : {}),
        ...(fields.sku !== undefined ? { sku: fields.sku || null } : {}),
        ...(fields.categories ? { categories: dedupe(fields.categories) } : {}),
        price_cents: listedPrice(fields.price_cents ?? locked.price_cents, currentVariants),
      };
      const updated = await repo.updateProduct(tx, id, values);
      const changed = AUDITED.filter((k) => locked[k] !== updated[k]);
      if (changed.length || variants)
        await recordAudit(
          ctx,
          {
            action: 'product.updated',
            target_type: 'product',
            target_id: id,
            target_label: updated.title,
            before: Object.fromEntries(changed.map((k) => [k, locked[k]])),
            after: {
              ...Object.fromEntries(changed.map((k) => [k, updated[k]])),
              ...(variants ? { variants: variants.length } : {}),
            },
          },
          tx,
        );
      return updated;
    }),
  );
  forgetCategories(ctx.db, store.id);
  return (await withDetails(ctx.db, [row], 'all'))[0]!;
}

export async function deleteMyProduct(ctx: Ctx, storage: Storage, id: string): Promise<void> {
  const { store } = await ownProduct(ctx, id);
  await deleteProducts(ctx, storage, store.id, [id]);
}

/** Deletes products and then their stored image files. */
async function deleteProducts(ctx: Ctx, storage: Storage, storeId: number, ids: readonly string[]) {
  const images = await repo.imagesOf(ctx.db, ids);
  const deleted = await ctx.db.transaction(async (tx) => {
    const rows = await repo.productsIn(tx, storeId, ids);
    const gone = await repo.deleteProducts(tx, storeId, ids);
    for (const row of rows)
      await recordAudit(
        ctx,
        {
          action: 'product.deleted',
          target_type: 'product',
          target_id: row.id,
          target_label: row.title,
          before: { store_id: storeId, sku: row.sku, price_cents: row.price_cents, status: row.status },
        },
        tx,
      );
    return new Set(gone);
  });
  forgetCategories(ctx.db, storeId);
  await discardUploads(
    storage,
    images.filter((i) => deleted.has(i.product_id)).flatMap((i) => [i.storage_key, i.thumb_key]),
    ctx.log,
  );
  return deleted.size;
}

// ---- bulk -------------------------------------------------------------------------------------

export async function bulkEdit(
  ctx: Ctx,
  storage: Storage,
  body: Bulk,
): Promise<{ affected: number; message: string }> {
  const store = await requireOwnStore(ctx);
  const ids = [...new Set(body.ids)];
  if (body.action === 'delete') {
    const n = await deleteProducts(ctx, storage, store.id, ids);
    return { affected: n, message: `${n} product${n === 1 ? '' : 's'} deleted` };
  }
  const affected = await ctx.db.transaction(async (tx) => {
    const rows = await repo.productsIn(tx, store.id, ids);
    const variants = byProduct(
      await repo.variantsOf(
        tx,
        rows.map((r) => r.id),
      ),
    );
    let n = 0;
    for (const row of rows) {
      const values = await bulkValues(tx, row, variants.get(row.id) ?? [], body);
      if (!values) continue;
      await repo.updateProduct(tx, row.id, values);
      n += 1;
    }
    if (n)
      await recordAudit(
        ctx,
        {
          action: 'product.bulk_edited',
          target_type: 'store',
          target_id: String(store.id),
          target_label: store.store_name,
          after: { ...body, ids: rows.map((r) => r.id), affected: n },
        },
        tx,
      );
    return n;
  });
  forgetCategories(ctx.db, store.id);
  return { affected, message: `${affected} product${affected === 1 ? '' : 's'} updated` };
}

const scale = (cents: number, percent: number) =>
  Math.min(PRICE_CENTS_MAX, Math.max(0, Math.round((cents * (100 + percent)) / 100)));

/** The change one bulk action makes to one product, or null when there is none. */
async function bulkValues(
  tx: Db,
  row: repo.ProductData,
  variants: readonly repo.VariantRow[],
  body: Exclude<Bulk, { action: 'delete' }>,
): Promise<Partial<repo.NewProductRow> | null> {
  switch (body.action) {
    case 'set_status':
      return row.status === body.status ? null : { status: body.status };
    case 'add_category':
      return row.categories.some((c) => c.toLowerCase() === body.category.toLowerCase()) ||
        row.categories.length >= 10
        ? null
        : { categories: [...row.categories, body.category] };
    case 'set_inventory':
      // Variants keep their own stock; the product count applies to products sold without them.
      return { track_inventory: true, inventory_quantity: body.inventory_quantity };
    case 'adjust_price_percent': {
      const next = variants.map((v) => ({
        id: v.id,
        title: v.title,
        sku: v.sku,
        track_inventory: v.track_inventory,
        inventory_quantity: v.inventory_quantity,
        price_cents: scale(v.price_cents, body.percent),
      }));
      await repo.replaceVariants(tx, row.id, next);
      const price = listedPrice(scale(row.price_cents, body.percent), next);
      // A compare-at price at or below the new price would claim a discount that isn't there.
      const compare =
        row.compare_at_cents !== null && row.compare_at_cents > price ? row.compare_at_cents : null;
      return { price_cents: price, compare_at_cents: compare };
    }
  }
}

// ---- images -----------------------------------------------------------------------------------

export async function addMyProductImages(
  ctx: Ctx,
  storage: Storage,
  id: string,
  files: readonly ReceivedFile[],
): Promise<Product> {
  const { store, row } = await ownProduct(ctx, id);
  if (files.length === 0)
    throw new AppError('VALIDATION_FAILED', 'Choose an image to upload', {
      errors: { file: 'Choose an image' },
    });
  const existing = await repo.imagesOf(ctx.db, [id]);
  if (existing.length + files.length > IMAGES_PER_PRODUCT)
    throw new AppError('LIMIT_REACHED', `A product can have at most ${IMAGES_PER_PRODUCT} images`, {
      errors: { file: `At most ${IMAGES_PER_PRODUCT} images (${existing.length} already)` },
    });
  // Every file is checked and processed before anything is stored.
  const processed = [];
  for (const file of files) processed.push(await processUpload(file));
  const stored: Array<{
    id: string;
    storage_key: string;
    thumb_key: string;
    width: number;
    height: number;
    file_name: string;
  }> = [];
  try {
    for (const image of processed) {
      const imageId = randomUUID();
      const keys = await storeProductImage(storage, store.id, imageId, image, image.file_name);
      stored.push({
        id: imageId,
        ...keys,
        width: image.width,
        height: image.height,
        file_name: image.file_name,
      });
    }
    await ctx.db.transaction(async (tx) => {
      const locked = await repo.findProduct(tx, store.id, id, { lock: true });
      if (!locked) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
      const count = (await repo.imagesOf(tx, [id])).length;
      if (count + stored.length > IMAGES_PER_PRODUCT)
        throw new AppError('LIMIT_REACHED', `A product can have at most ${IMAGES_PER_PRODUCT} images`);
      for (const [i, s] of stored.entries())
        await repo.insertImage(tx, {
          id: s.id,
          product_id: id,
          storage_key: s.storage_key,
          thumb_key: s.thumb_key,
          alt: row.title,
          width: s.width,
          height: s.height,
          position: count + i,
        });
      await repo.updateProduct(tx, id, {});
    });
  } catch (err) {
    await discardUploads(
      storage,
      stored.flatMap((s) => [s.storage_key, s.thumb_key]),
      ctx.log,
    );
    throw err;
  }
  return getMyProduct(ctx, id);
}

export async function deleteMyProductImage(
  ctx: Ctx,
  storage: Storage,
  id: string,
  imageId: string,
): Promise<Product> {
  await ownProduct(ctx, id);
  const removed = await ctx.db.transaction(async (tx) => {
    const gone = await repo.deleteImage(tx, id, imageId);
    if (!gone) throw new AppError('NOT_FOUND', 'Image not found');
    const rest = await repo.imagesOf(tx, [id]);
    await repo.setImagePositions(
      tx,
      id,
      rest.map((r) => r.id),
    );
    return gone;
  });
  await discardUploads(storage, [removed.storage_key, removed.thumb_key], ctx.log);
  return getMyProduct(ctx, id);
}

export async function setMyProductImageAlt(
  ctx: Ctx,
  id: string,
  imageId: string,
  alt: string,
): Promise<Product> {
  await ownProduct(ctx, id);
  if (!(await repo.setImageAlt(ctx.db, id, imageId, alt))) throw new AppError('NOT_FOUND', 'Image not found');
  return getMyProduct(ctx, id);
}

export async function reorderMyProductImages(
  ctx: Ctx,
  id: string,
  imageIds: readonly string[],
): Promise<Product> {
  await ownProduct(ctx, id);
  await ctx.db.transaction(async (tx) => {
    const current = (await repo.imagesOf(tx, [id])).map((r) => r.id);
    const asked = new Set(imageIds);
    if (asked.size !== imageIds.length || asked.size !== current.length || current.some((c) => !asked.has(c)))
      throw new AppError('VALIDATION_FAILED', 'List every image of the product exactly once', {
        errors: { image_ids: 'List every image of the product exactly once' },
      });
    await repo.setImagePositions(tx, id, imageIds);
  });
  return getMyProduct(ctx, id);
}

// ---- admin ------------------------------------------------------------------------------------

export async function listProductsAdmin(
  ctx: Ctx,
  query: { q?: string; store_id?: number; status?: ProductStatus; page: number; per_page: number },
) {
  const { rows, total } = await repo.listProductsAdmin(
    ctx.db,
    { q: query.q || undefined, store_id: query.store_id, status: query.status },
    { limit: query.per_page, offset: (query.page - 1) * query.per_page },
  );
  const thumbs = new Map(
    (
      await repo.firstImagesOf(
        ctx.db,
        rows.map((r) => r.id),
      )
    ).map((i) => [i.product_id, i]),
  );
  return {
    products: rows.map((r) => ({
      id: r.id,
      store_id: r.store_id,
      store_name: r.store_name,
      title: r.title,
      sku: r.sku,
      price_cents: r.price_cents,
      track_inventory: r.track_inventory,
      inventory_quantity: r.inventory_quantity,
      status: r.status,
      categories: r.categories,
      thumb_url: mediaUrl(thumbs.get(r.id)?.thumb_key ?? null),
      updated_at: r.updated_at.toISOString(),
    })),
    total,
    page: query.page,
    per_page: query.per_page,
  };
}

// ---- media ------------------------------------------------------------------------------------

/** The storage key behind a media URL, only while a product image or a store logo references it. */
export async function servedMediaKey(ctx: Ctx, kind: string, storeId: number, file: string): Promise<string> {
  const parsed = parseMediaPath(kind, storeId, file);
  let known = false;
  if (parsed?.kind === 'p') {
    const image = await repo.findImageWithStore(ctx.db, parsed.image_id);
    known =
      image?.store_id === storeId && (image.storage_key === parsed.key || image.thumb_key === parsed.key);
  } else if (parsed?.kind === 'l') {
    known = (await findStoreById(ctx.db, storeId))?.logo_key === parsed.key;
  }
  if (!parsed || !known) throw new AppError('NOT_FOUND', 'Image not found');
  return parsed.key;
}
