import type { ProductStatus, StoreStatus } from '@fundpath/contracts/ecommerce';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { timestamps } from './columns';
import { users } from './users';

/**
 * Commerce catalogue (issue 4/8): one store per coach (client), its products, variants, images
 * and CSV imports. Orders and carts are in ./orders. Money is
 * integer cents everywhere; rates are basis points (8.75 % = 875).
 */

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A coach's store. `id` is the integer `store_id` of the storefront routes (spec §2). */
export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    owner_id: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brand_id: uuid('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    slug: text('slug').notNull(),
    store_name: text('store_name').notNull(),
    tagline: text('tagline').notNull().default(''),
    /** Storage key of the logo; the API serves it as `logo_url`. */
    logo_key: text('logo_key'),
    /** Null means the storefront fallback colour (#dc2626 / #991b1b / #ef4444). */
    primary_color: text('primary_color'),
    secondary_color: text('secondary_color'),
    accent_color: text('accent_color'),
    currency: text('currency').notNull().default('USD'),
    tax_rate_bps: integer('tax_rate_bps').notNull().default(875),
    shipping_cents: integer('shipping_cents').notNull().default(999),
    /** Subtotals at or above this ship free (a zero subtotal always ships free). */
    free_shipping_threshold_cents: integer('free_shipping_threshold_cents').notNull().default(10_000),
    custom_domain: text('custom_domain'),
    contact_email: text('contact_email'),
    status: text('status').$type<StoreStatus>().notNull().default('draft'),
    /** Set by an admin: a suspended store shows a notice and takes no orders. */
    suspended_at: at('suspended_at'),
    suspended_reason: text('suspended_reason'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('stores_owner_key').on(t.owner_id),
    uniqueIndex('stores_slug_key').on(sql`lower(${t.slug})`),
    uniqueIndex('stores_custom_domain_key').on(sql`lower(${t.custom_domain})`),
    index('stores_brand_idx').on(t.brand_id),
    check('stores_tax_rate_range', sql`${t.tax_rate_bps} between 0 and 10000`),
    check(
      'stores_shipping_nonneg',
      sql`${t.shipping_cents} >= 0 and ${t.free_shipping_threshold_cents} >= 0`,
    ),
  ],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    /** Sanitised HTML (the editor's output passed through the server's allow-list). */
    description_html: text('description_html').notNull().default(''),
    price_cents: integer('price_cents').notNull(),
    compare_at_cents: integer('compare_at_cents'),
    sku: text('sku'),
    /** False: sold without counting stock (digital goods, made to order). */
    track_inventory: boolean('track_inventory').notNull().default(true),
    inventory_quantity: integer('inventory_quantity').notNull().default(0),
    /**
     * Whether it can be bought now: kept by the database (triggers on products and variants, see
     * migration 0024) so the storefront's "in stock" filter is a column, not a subquery per row.
     */
    in_stock: boolean('in_stock').notNull().default(true),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').$type<ProductStatus>().notNull().default('draft'),
    /**
     * The affiliate commission on this product in basis points, over the tier or default rate;
     * null: the affiliate's tier (or the default) decides. Frozen on the order line at the sale.
     */
    commission_rate_bps: integer('commission_rate_bps'),
    /** A generated column over title and SKU, for storefront search (categories filter separately). */
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, coalesce(title, '') || ' ' || coalesce(sku, ''))`,
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('products_store_slug_key').on(t.store_id, t.slug),
    uniqueIndex('products_store_sku_key').on(t.store_id, sql`lower(${t.sku})`),
    index('products_store_status_created_idx').on(t.store_id, t.status, t.created_at),
    index('products_store_status_price_idx').on(t.store_id, t.status, t.price_cents),
    index('products_categories_idx').using('gin', t.categories),
    index('products_search_idx').using('gin', t.search),
    check('products_price_nonneg', sql`${t.price_cents} >= 0`),
    check('products_inventory_nonneg', sql`${t.inventory_quantity} >= 0`),
    check(
      'products_commission_rate_bps',
      sql`${t.commission_rate_bps} is null or ${t.commission_rate_bps} between 0 and 10000`,
    ),
  ],
);

/** A variant (e.g. a size) with its own price, SKU and stock. A product with variants sells them, not itself. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    product_id: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    price_cents: integer('price_cents').notNull(),
    sku: text('sku'),
    track_inventory: boolean('track_inventory').notNull().default(true),
    inventory_quantity: integer('inventory_quantity').notNull().default(0),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('product_variants_product_idx').on(t.product_id, t.position),
    check('product_variants_price_nonneg', sql`${t.price_cents} >= 0`),
    check('product_variants_inventory_nonneg', sql`${t.inventory_quantity} >= 0`),
  ],
);

/** Product images in the storage adapter: the original and a resized thumbnail. */
export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    product_id: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storage_key: text('storage_key').notNull(),
    thumb_key: text('thumb_key').notNull(),
    alt: text('alt').notNull().default(''),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('product_images_product_idx').on(t.product_id, t.position)],
);

/** `/admin/product-import`: a CSV checked by a dry run, then imported by SKU in a background job. */
export const productImports = pgTable(
  'product_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    file_key: text('file_key').notNull(),
    file_name: text('file_name').notNull(),
    status: text('status').$type<'checked' | 'queued' | 'running' | 'done' | 'failed'>().notNull(),
    total_rows: integer('total_rows').notNull().default(0),
    processed_rows: integer('processed_rows').notNull().default(0),
    created_count: integer('created_count').notNull().default(0),
    updated_count: integer('updated_count').notNull().default(0),
    errors: jsonb('errors')
      .$type<Array<{ line: number; column: string; message: string }>>()
      .notNull()
      .default([]),
    finished_at: at('finished_at'),
    ...timestamps,
  },
  (t) => [index('product_imports_created_idx').on(t.created_at)],
);
