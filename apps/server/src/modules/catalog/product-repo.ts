import type { ProductStatus } from '@fundpath/contracts/ecommerce';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { productImages, products, productVariants, stores } from '../../db/schema/catalog';
import { type Db, readTogether } from '../../platform/db';
import { escapeLike } from './store-repo';

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type VariantRow = typeof productVariants.$inferSelect;
export type NewVariantRow = typeof productVariants.$inferInsert;
export type ImageRow = typeof productImages.$inferSelect;

/** Every column but the generated `search` vector and the trigger-kept `in_stock` (never sent, never written). */
const productColumns = {
  id: products.id,
  store_id: products.store_id,
  title: products.title,
  slug: products.slug,
  description_html: products.description_html,
  price_cents: products.price_cents,
  compare_at_cents: products.compare_at_cents,
  sku: products.sku,
  track_inventory: products.track_inventory,
  inventory_quantity: products.inventory_quantity,
  categories: products.categories,
  status: products.status,
  commission_rate_bps: products.commission_rate_bps,
  created_at: products.created_at,
  updated_at: products.updated_at,
};
export type ProductData = Omit<ProductRow, 'search' | 'in_stock'>;

/** Terms shorter than this match anywhere in the title or SKU (ILIKE); longer ones by word prefix. */
const PREFIX_MIN = 3;

/**
 * Search over the generated `search` vector (title + SKU): every word must start a word of the
 * product (`fund work` finds "Funding Workbook"), through the GIN index. A query with a very short
 * term (or no letters at all) falls back to a substring match on title and SKU, which a prefix
 * would make too broad.
 */
export function searchCondition(q: string): SQL | undefined {
  const terms = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  if (!q.trim()) return undefined;
  if (terms.length > 0 && terms.every((t) => t.length >= PREFIX_MIN)) {
    // Terms are letters and digits only, so the tsquery syntax cannot be injected.
    const query = terms.map((t) => `${t}:*`).join(' & ');
    // The parser reads `IMP-0001` as `imp` and `-0001`, so a whole SKU also matches exactly
    // (through the store's unique SKU index).
    return or(
      sql`${products.search} @@ to_tsquery('simple', ${query})`,
      sql`lower(${products.sku}) = ${q.trim().toLowerCase()}`,
    );
  }
  const like = `%${escapeLike(q.trim())}%`;
  return or(ilike(products.title, like), ilike(products.sku, like));
}

/**
 * In stock: an available variant, or (without variants) untracked or stock left. The database keeps
 * `products.in_stock` to that rule (migration 0024's triggers), so the filter reads a column.
 */
export const inStockCondition = sql`${products.in_stock}`;

export interface ProductFilter {
  store_id?: number;
  status?: ProductStatus;
  q?: string;
  category?: string;
  min_price_cents?: number;
  max_price_cents?: number;
  in_stock?: boolean;
}

function filterConditions(f: ProductFilter): SQL | undefined {
  const conds: Array<SQL | undefined> = [];
  if (f.store_id !== undefined) conds.push(eq(products.store_id, f.store_id));
  if (f.status) conds.push(eq(products.status, f.status));
  if (f.q) conds.push(searchCondition(f.q));
  // `@>` on the array uses the GIN index; categories compare as written (the owner's spelling).
  if (f.category) conds.push(sql`${products.categories} @> array[${f.category}]::text[]`);
  if (f.min_price_cents !== undefined) conds.push(gte(products.price_cents, f.min_price_cents));
  if (f.max_price_cents !== undefined) conds.push(lte(products.price_cents, f.max_price_cents));
  if (f.in_stock === true) conds.push(inStockCondition);
  if (f.in_stock === false) conds.push(sql`not ${inStockCondition}`);
  return and(...conds);
}

const ORDERS = {
  newest: [desc(products.created_at), desc(products.id)],
  price_asc: [asc(products.price_cents), desc(products.created_at), desc(products.id)],
  price_desc: [desc(products.price_cents), desc(products.created_at), desc(products.id)],
  title: [asc(products.title), asc(products.id)],
} as const;
export type ProductSort = keyof typeof ORDERS;

/** One page of products and the count of all matching. */
export async function listProducts(
  db: Db,
  filter: ProductFilter,
  opts: { sort: ProductSort; limit: number; offset: number },
) {
  const where = filterConditions(filter);
  const [rows, totals] = await readTogether(db, [
    () =>
      db
        .select(productColumns)
        .from(products)
        .where(where)
        .orderBy(...ORDERS[opts.sort])
        .limit(opts.limit)
        .offset(opts.offset),
    () => db.select({ n: count() }).from(products).where(where),
  ] as const);
  return { rows: rows as ProductData[], total: totals[0]?.n ?? 0 };
}

/** The distinct categories of a store's products (active ones only when asked), sorted. */
export async function storeCategories(db: Db, storeId: number, status?: ProductStatus): Promise<string[]> {
  const rows = (await db.execute(
    sql`select distinct c from ${products}, unnest(${products.categories}) c
        where ${products.store_id} = ${storeId} ${status ? sql`and ${products.status} = ${status}` : sql``}
        order by c limit 200`,
  )) as unknown as { rows: Array<{ c: string }> };
  return rows.rows.map((r) => r.c);
}

export async function findProduct(
  db: Db,
  storeId: number,
  id: string,
  opts: { status?: ProductStatus; lock?: boolean } = {},
): Promise<ProductData | undefined> {
  const q = db
    .select(productColumns)
    .from(products)
    .where(
      and(
        eq(products.id, id),
        eq(products.store_id, storeId),
        opts.status ? eq(products.status, opts.status) : undefined,
      ),
    )
    .limit(1);
  const [row] = opts.lock ? await q.for('update') : await q;
  return row;
}

/** Products of a store among `ids` (others' ids are silently left out). */
export async function productsIn(db: Db, storeId: number, ids: readonly string[]): Promise<ProductData[]> {
  if (ids.length === 0) return [];
  return db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.store_id, storeId), inArray(products.id, [...ids])))
    .orderBy(asc(products.id));
}

export async function insertProduct(db: Db, values: NewProductRow): Promise<ProductData> {
  const [row] = await db.insert(products).values(values).returning(productColumns);
  return row!;
}

export async function updateProduct(db: Db, id: string, patch: Partial<NewProductRow>): Promise<ProductData> {
  const [row] = await db
    .update(products)
    .set({ ...patch, updated_at: new Date() })
    .where(eq(products.id, id))
    .returning(productColumns);
  return row!;
}

export async function deleteProducts(db: Db, storeId: number, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .delete(products)
    .where(and(eq(products.store_id, storeId), inArray(products.id, [...ids])))
    .returning({ id: products.id });
  return rows.map((r) => r.id);
}

/** Slugs of the store starting with `base` (to pick the next free `base-2`, `base-3`…). */
export async function slugsLike(db: Db, storeId: number, base: string, exceptId?: string) {
  const rows = await db
    .select({ slug: products.slug })
    .from(products)
    .where(
      and(
        eq(products.store_id, storeId),
        or(eq(products.slug, base), ilike(products.slug, `${escapeLike(base)}-%`)),
        exceptId ? ne(products.id, exceptId) : undefined,
      ),
    );
  return new Set(rows.map((r) => r.slug));
}

/** SKUs among `skus` (lower-cased) already used by another product or variant of the store. */
export async function takenSkus(
  db: Db,
  storeId: number,
  skus: readonly string[],
  exceptProductId?: string,
): Promise<Set<string>> {
  if (skus.length === 0) return new Set();
  const list = sql.join(
    skus.map((s) => sql`${s}`),
    sql`, `,
  );
  const except = exceptProductId ? sql`and p.id <> ${exceptProductId}` : sql``;
  const rows = (await db.execute(sql`
    select lower(p.sku) sku from ${products} p
     where p.store_id = ${storeId} and lower(p.sku) in (${list}) ${except}
    union
    select lower(v.sku) from ${productVariants} v join ${products} p on p.id = v.product_id
     where p.store_id = ${storeId} and lower(v.sku) in (${list}) ${except}`)) as unknown as {
    rows: Array<{ sku: string }>;
  };
  return new Set(rows.rows.map((r) => r.sku));
}

// ---- variants ---------------------------------------------------------------------------------

export async function variantsOf(db: Db, productIds: readonly string[]): Promise<VariantRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.product_id, [...productIds]))
    .orderBy(asc(productVariants.product_id), asc(productVariants.position), asc(productVariants.created_at));
}

/** Replaces a product's variants with `next`: kept ids are updated, others inserted, the rest deleted. */
export async function replaceVariants(
  db: Db,
  productId: string,
  next: ReadonlyArray<Omit<NewVariantRow, 'product_id' | 'position'> & { id?: string }>,
): Promise<void> {
  const current = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.product_id, productId))
    .orderBy(asc(productVariants.id))
    .for('update');
  const currentIds = new Set(current.map((r) => r.id));
  const keep = new Set(next.flatMap((v) => (v.id && currentIds.has(v.id) ? [v.id] : [])));
  const gone = [...currentIds].filter((id) => !keep.has(id));
  if (gone.length) await db.delete(productVariants).where(inArray(productVariants.id, gone));
  for (const [position, v] of next.entries()) {
    const { id, ...values } = v;
    if (id && keep.has(id))
      await db
        .update(productVariants)
        .set({ ...values, position, updated_at: new Date() })
        .where(eq(productVariants.id, id));
    else await db.insert(productVariants).values({ ...values, product_id: productId, position });
  }
}

// ---- images -----------------------------------------------------------------------------------

export async function imagesOf(db: Db, productIds: readonly string[]): Promise<ImageRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(productImages)
    .where(inArray(productImages.product_id, [...productIds]))
    .orderBy(asc(productImages.product_id), asc(productImages.position), asc(productImages.created_at));
}

/** The first image of each product (list rows and carts show one). */
export async function firstImagesOf(db: Db, productIds: readonly string[]): Promise<ImageRow[]> {
  if (productIds.length === 0) return [];
  return db
    .selectDistinctOn([productImages.product_id])
    .from(productImages)
    .where(inArray(productImages.product_id, [...productIds]))
    .orderBy(asc(productImages.product_id), asc(productImages.position), asc(productImages.created_at));
}

/** Sets an image's alt text; undefined when the image is not the product's. */
export async function setImageAlt(db: Db, productId: string, imageId: string, alt: string) {
  const [row] = await db
    .update(productImages)
    .set({ alt })
    .where(and(eq(productImages.product_id, productId), eq(productImages.id, imageId)))
    .returning({ id: productImages.id });
  return row;
}

export async function insertImage(db: Db, values: typeof productImages.$inferInsert): Promise<ImageRow> {
  const [row] = await db.insert(productImages).values(values).returning();
  return row!;
}

export async function deleteImage(db: Db, productId: string, imageId: string): Promise<ImageRow | undefined> {
  const [row] = await db
    .delete(productImages)
    .where(and(eq(productImages.id, imageId), eq(productImages.product_id, productId)))
    .returning();
  return row;
}

export async function setImagePositions(db: Db, productId: string, ids: readonly string[]): Promise<void> {
  for (const [position, id] of ids.entries())
    await db
      .update(productImages)
      .set({ position, updated_at: new Date() })
      .where(and(eq(productImages.id, id), eq(productImages.product_id, productId)));
}

/** An image by id with its product's store, for serving its files. */
export async function findImageWithStore(db: Db, imageId: string) {
  const [row] = await db
    .select({
      storage_key: productImages.storage_key,
      thumb_key: productImages.thumb_key,
      store_id: products.store_id,
    })
    .from(productImages)
    .innerJoin(products, eq(products.id, productImages.product_id))
    .where(eq(productImages.id, imageId))
    .limit(1);
  return row;
}

// ---- admin ------------------------------------------------------------------------------------

/** Products across stores (with the store's name), newest change first. */
export async function listProductsAdmin(
  db: Db,
  filter: ProductFilter,
  page: { limit: number; offset: number },
) {
  const where = filterConditions(filter);
  const [rows, totals] = await readTogether(db, [
    () =>
      db
        .select({ ...productColumns, store_name: stores.store_name })
        .from(products)
        .innerJoin(stores, eq(stores.id, products.store_id))
        .where(where)
        .orderBy(desc(products.updated_at), desc(products.id))
        .limit(page.limit)
        .offset(page.offset),
    () => db.select({ n: count() }).from(products).where(where),
  ] as const);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** Every product of a store for the CSV export, by SKU then title. */
export async function productsForExport(db: Db, storeId: number): Promise<ProductData[]> {
  return db
    .select(productColumns)
    .from(products)
    .where(eq(products.store_id, storeId))
    .orderBy(asc(products.sku), asc(products.title))
    .limit(100_000);
}

/** Products of a store by lower-cased SKU (the import updates these). */
export async function productsBySku(db: Db, storeId: number, skus: readonly string[]) {
  if (skus.length === 0) return new Map<string, ProductData>();
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(
      and(
        eq(products.store_id, storeId),
        inArray(
          sql`lower(${products.sku})`,
          skus.map((s) => s.toLowerCase()),
        ),
      ),
    );
  return new Map(rows.map((r) => [r.sku!.toLowerCase(), r]));
}
