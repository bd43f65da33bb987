/**
 * Commerce (issue 4/8): stores, catalogue, the server cart of spec §3/§5/§7, checkout, orders.
 * Money is integer cents; rates are basis points (875 = 8.75 %). The totals functions here are
 * the only place totals are computed: the server charges what the screens show.
 */
import { z } from 'zod';
import {
  orderStatuses,
  PRICE_CENTS_MAX,
  paymentStatuses,
  productStatuses,
  QUANTITY_MAX,
  STOCK_MAX,
  STORE_ID_REQUIRED,
  storeStatuses,
} from './ecommerce-core';

const success = z.literal('success');

/** Trimmed text without control characters (NUL bytes and friends are refused, not stored). */
export const plainText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((s) => !/\p{Cc}/u.test(s), `${label} cannot contain control characters`);

// ---- constants (spec §9) and totals: zod-free, in ./ecommerce-core ---------------------------

export * from './ecommerce-core';

// ---- stores -------------------------------------------------------------------------------

const hexColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #dc2626');
export const storeSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, 'At least 3 characters')
  .max(48, 'At most 48 characters')
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'Use lowercase letters, digits and dashes');

/** Spec §3 Store, as the storefront reads it (fallback colours already applied). */
export const storeSchema = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  slug: z.string(),
  store_name: z.string(),
  tagline: z.string(),
  logo_url: z.string().nullable(),
  primary_color: z.string(),
  secondary_color: z.string(),
  accent_color: z.string(),
  currency: z.string(),
  tax_rate_bps: z.number().int(),
  shipping_cents: z.number().int(),
  free_shipping_threshold_cents: z.number().int(),
  status: z.enum(storeStatuses),
  /** True while an admin has the store suspended: browsing works, checkout does not. */
  suspended: z.boolean(),
  custom_domain: z.string().nullable(),
});
export type Store = z.infer<typeof storeSchema>;

/** `GET /api/ecommerce/store/by-domain?store_id={id}` (spec §7). */
export const storeByDomainQuerySchema = z.object({
  store_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  domain: z.string().trim().toLowerCase().max(253).optional(),
});
export const storeByDomainResponseSchema = z.object({
  status: success,
  store: storeSchema,
  client: z.object({ id: z.string(), display_name: z.string() }),
  message: z.string(),
});
/** `GET /api/ecommerce/storefront/branding?store={slug}` (spec §7). */
export const storefrontBrandingQuerySchema = z.object({ store: storeSlugSchema });
export const storefrontBrandingResponseSchema = z.object({ status: success, store: storeSchema });

/** What the owner edits at `/client/settings` (slug, branding, tax, shipping, domain, go live). */
export const storeSettingsSchema = z.object({
  store_name: plainText(80, 'Store name').min(2, 'Name the store (at least 2 characters)'),
  tagline: plainText(160, 'Tagline'),
  slug: storeSlugSchema,
  primary_color: hexColor.nullable(),
  secondary_color: hexColor.nullable(),
  accent_color: hexColor.nullable(),
  tax_rate_bps: z.number().int('Whole basis points').min(0).max(10_000, 'At most 100 %'),
  shipping_cents: z.number().int().min(0).max(PRICE_CENTS_MAX),
  free_shipping_threshold_cents: z.number().int().min(0).max(PRICE_CENTS_MAX),
  custom_domain: z
    .string()
    .trim()
    .toLowerCase()
    .max(253)
    .regex(
      /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
      'Enter a domain like shop.example.com',
    )
    .nullable(),
  contact_email: z.email('Enter a valid e-mail address').max(254).nullable(),
  status: z.enum(storeStatuses),
});
export const storeSettingsPatchSchema = storeSettingsSchema
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type StoreSettingsPatch = z.input<typeof storeSettingsPatchSchema>;

// ---- products -----------------------------------------------------------------------------

export const productImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumb_url: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const variantSchema = z.object({
  id: z.string(),
  title: z.string(),
  price_cents: z.number().int(),
  sku: z.string().nullable(),
  track_inventory: z.boolean(),
  inventory_quantity: z.number().int(),
  /** Units a shopper may buy now (null when stock is not tracked). */
  available: z.number().int().nullable(),
});
export type Variant = z.infer<typeof variantSchema>;

/** A product as the storefront shows it (list rows carry the first image only). */
export const productSchema = z.object({
  id: z.string(),
  store_id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  description_html: z.string(),
  price_cents: z.number().int(),
  compare_at_cents: z.number().int().nullable(),
  sku: z.string().nullable(),
  track_inventory: z.boolean(),
  inventory_quantity: z.number().int(),
  in_stock: z.boolean(),
  categories: z.array(z.string()),
  status: z.enum(productStatuses),
  /** What a referring affiliate earns on this product (basis points; null: their tier or the default). */
  commission_rate_bps: z.number().int().nullable(),
  images: z.array(productImageSchema),
  variants: z.array(variantSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productSorts = ['newest', 'price_asc', 'price_desc', 'title'] as const;
/** Storefront and owner product lists: server-side search, filters, sort and pages. */
export const productListQuerySchema = z.object({
  q: plainText(100, 'Search').optional(),
  category: plainText(60, 'Category').optional(),
  min_price_cents: z.coerce.number().int().min(0).max(PRICE_CENTS_MAX).optional(),
  max_price_cents: z.coerce.number().int().min(0).max(PRICE_CENTS_MAX).optional(),
  in_stock: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  status: z.enum(productStatuses).optional(),
  sort: z.enum(productSorts).default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(24),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;
export const productListResponseSchema = z.object({
  status: success,
  products: z.array(productSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  /** Every category of the store's active products, for the filter. */
  categories: z.array(z.string()),
});
export const productResponseSchema = z.object({ status: success, product: productSchema });

const centsField = (label: string) =>
  z
    .number({ error: `Enter ${label}` })
    .int('Whole cents')
    .min(0, `${label} cannot be negative`)
    .max(PRICE_CENTS_MAX, 'At most $1,000,000.00');
export const variantInputSchema = z.object({
  id: z.uuid().optional(),
  title: plainText(60, 'Variant name').min(1, 'Name the variant'),
  price_cents: centsField('a price'),
  sku: plainText(64, 'SKU').nullable().default(null),
  track_inventory: z.boolean().default(true),
  inventory_quantity: z.number().int().min(0).max(STOCK_MAX).default(0),
});
/** The product fields without defaults: a PATCH changes only what it sends. */
const productFields = {
  title: plainText(140, 'Title').min(2, 'Give the product a title'),
  slug: storeSlugSchema,
  /** HTML from the editor; the server keeps only its allow-list of tags. */
  description_html: z.string().max(50_000, 'The description is too long'),
  price_cents: centsField('a price'),
  compare_at_cents: centsField('a compare-at price').nullable(),
  sku: plainText(64, 'SKU').nullable(),
  track_inventory: z.boolean(),
  inventory_quantity: z.number().int().min(0).max(STOCK_MAX),
  categories: z.array(plainText(60, 'A category').min(1)).max(10, 'At most 10 categories'),
  status: z.enum(productStatuses),
  /** The product's own affiliate commission, 0–10 000 basis points; null: the tier or default rate. */
  commission_rate_bps: z
    .number({ error: 'Enter a commission rate' })
    .int('Commission rate must be whole basis points')
    .min(0, 'Commission rate cannot be negative')
    .max(10_000, 'Commission rate is at most 100 %')
    .nullable(),
  variants: z.array(variantInputSchema).max(50, 'At most 50 variants'),
};
export const productInputSchema = z.object({
  ...productFields,
  slug: productFields.slug.optional(),
  description_html: productFields.description_html.default(''),
  compare_at_cents: productFields.compare_at_cents.default(null),
  sku: productFields.sku.default(null),
  track_inventory: productFields.track_inventory.default(true),
  inventory_quantity: productFields.inventory_quantity.default(0),
  categories: productFields.categories.default([]),
  status: productFields.status.default('draft'),
  commission_rate_bps: productFields.commission_rate_bps.default(null),
  variants: productFields.variants.default([]),
});
export type ProductInput = z.input<typeof productInputSchema>;
/** Defaults would overwrite what the PATCH leaves out, so the patch is built from the bare fields. */
export const productPatchSchema = z
  .object(productFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');

// ---- store owner (`/api/ecommerce/my-store*`) ---------------------------------------------

/** `POST /api/ecommerce/my-store`: a client opens their one store (draft until they go live). */
export const newStoreSchema = z.object({
  store_name: storeSettingsSchema.shape.store_name,
  slug: storeSlugSchema,
});
export type NewStore = z.input<typeof newStoreSchema>;

/** The owner's view of their store: the storefront shape plus what only the owner edits or sees. */
export const ownerStoreSchema = storeSchema.extend({
  contact_email: z.string().nullable(),
  suspended_reason: z.string().nullable(),
  /** The raw colours (null = the storefront fallback), for the settings form. */
  custom_colors: z.object({
    primary_color: z.string().nullable(),
    secondary_color: z.string().nullable(),
    accent_color: z.string().nullable(),
  }),
});
export type OwnerStore = z.infer<typeof ownerStoreSchema>;

export const storeSetupKeys = ['logo', 'colors', 'product', 'payments', 'live'] as const;
/** One item of the `/my-store` setup checklist. */
export const storeSetupItemSchema = z.object({
  key: z.enum(storeSetupKeys),
  label: z.string(),
  done: z.boolean(),
  /** e.g. "Test mode" for payments through the offline test provider. */
  detail: z.string().nullable(),
});
export type StoreSetupItem = z.infer<typeof storeSetupItemSchema>;
export const myStoreResponseSchema = z.object({
  status: success,
  store: ownerStoreSchema.nullable(),
  setup: z.array(storeSetupItemSchema),
});
export const ownerStoreResponseSchema = z.object({ status: success, store: ownerStoreSchema });

export const productParamsSchema = z.object({ id: z.uuid('Unknown product') });
export const storefrontProductParamsSchema = z.object({
  store_id: z.coerce.number().int().positive().max(2_147_483_647),
  product_id: z.uuid('Unknown product'),
});
export const productImageParamsSchema = z.object({
  id: z.uuid('Unknown product'),
  image_id: z.uuid('Unknown image'),
});
/** `PATCH …/products/{id}/images/order`: every image id of the product, in the new order. */
export const imageOrderSchema = z.object({
  image_ids: z.array(z.uuid()).min(1).max(10),
});
/** `PATCH …/products/{id}/images/{image_id}`: the image's alt text (what a screen reader says). */
export const imageAltSchema = z.object({ alt: plainText(200, 'Alt text') });

export const bulkActions = [
  'set_status',
  'adjust_price_percent',
  'set_inventory',
  'add_category',
  'delete',
] as const;
/** `POST /api/ecommerce/my-store/products/bulk`. */
export const productBulkSchema = z.discriminatedUnion('action', [
  z.object({
    ids: z.array(z.uuid()).min(1).max(500, 'At most 500 products at once'),
    action: z.literal('set_status'),
    status: z.enum(productStatuses),
  }),
  z.object({
    ids: z.array(z.uuid()).min(1).max(500, 'At most 500 products at once'),
    action: z.literal('adjust_price_percent'),
    /** -90 … +1000: a price never goes below zero or above the maximum. */
    percent: z.number().min(-90, 'At most 90 % off').max(1_000, 'At most +1000 %'),
  }),
  z.object({
    ids: z.array(z.uuid()).min(1).max(500, 'At most 500 products at once'),
    action: z.literal('set_inventory'),
    inventory_quantity: z.number().int().min(0).max(STOCK_MAX),
  }),
  z.object({
    ids: z.array(z.uuid()).min(1).max(500, 'At most 500 products at once'),
    action: z.literal('add_category'),
    category: plainText(60, 'A category').min(1, 'Name the category'),
  }),
  z.object({
    ids: z.array(z.uuid()).min(1).max(500, 'At most 500 products at once'),
    action: z.literal('delete'),
  }),
]);
export type ProductBulk = z.input<typeof productBulkSchema>;
export const productBulkResponseSchema = z.object({
  status: success,
  /** Products changed (ids that are not the owner's are skipped, never reported). */
  affected: z.number().int(),
  message: z.string(),
});

// ---- admin (`/api/admin/ecommerce/*`, ecommerce.manage) -----------------------------------

const pageFields = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
};
export const adminStoreListQuerySchema = z.object({
  q: plainText(100, 'Search').optional(),
  status: z.enum(storeStatuses).optional(),
  suspended: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  ...pageFields,
});
export const adminStoreSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  store_name: z.string(),
  status: z.enum(storeStatuses),
  suspended: z.boolean(),
  suspended_reason: z.string().nullable(),
  suspended_at: z.string().nullable(),
  owner_id: z.string(),
  owner_name: z.string(),
  owner_email: z.string(),
  product_count: z.number().int(),
  active_product_count: z.number().int(),
  created_at: z.string(),
});
export type AdminStore = z.infer<typeof adminStoreSchema>;
export const adminStoreListResponseSchema = z.object({
  status: success,
  stores: z.array(adminStoreSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export const adminStoreResponseSchema = z.object({ status: success, store: adminStoreSchema });
export const suspendStoreBodySchema = z.object({
  reason: plainText(500, 'Reason').min(3, 'Say why the store is suspended'),
});

export const adminProductListQuerySchema = z.object({
  q: plainText(100, 'Search').optional(),
  store_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  status: z.enum(productStatuses).optional(),
  ...pageFields,
});
export const adminProductSchema = z.object({
  id: z.string(),
  store_id: z.number().int(),
  store_name: z.string(),
  title: z.string(),
  sku: z.string().nullable(),
  price_cents: z.number().int(),
  track_inventory: z.boolean(),
  inventory_quantity: z.number().int(),
  status: z.enum(productStatuses),
  categories: z.array(z.string()),
  thumb_url: z.string().nullable(),
  updated_at: z.string(),
});
export const adminProductListResponseSchema = z.object({
  status: success,
  products: z.array(adminProductSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

/** CSV import/export columns, in file order (an export imports back unchanged). */
export const productCsvColumns = [
  'sku',
  'title',
  'description',
  'price',
  'compare_at_price',
  'inventory',
  'categories',
  'status',
] as const;
export const importStatuses = ['checked', 'queued', 'running', 'done', 'failed'] as const;
/** One problem of a CSV row: `line` as in the file (the header is line 1). */
export const importErrorSchema = z.object({
  line: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;
export const productImportSchema = z.object({
  id: z.string(),
  store_id: z.number().int(),
  store_name: z.string(),
  file_name: z.string(),
  status: z.enum(importStatuses),
  total_rows: z.number().int(),
  valid_rows: z.number().int(),
  processed_rows: z.number().int(),
  created_count: z.number().int(),
  updated_count: z.number().int(),
  errors: z.array(importErrorSchema),
  /** Lines whose rows have at least one error (each listed once). */
  invalid_lines: z.array(z.number().int()),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ProductImport = z.infer<typeof productImportSchema>;
export const productImportResponseSchema = z.object({ status: success, import: productImportSchema });
export const productImportListResponseSchema = z.object({
  status: success,
  imports: z.array(productImportSchema),
});
export const importParamsSchema = z.object({ id: z.uuid('Unknown import') });
export const runImportBodySchema = z.object({
  /** Import the valid rows of a file that has errors (the invalid ones are left out). */
  skip_invalid: z.boolean().default(false),
});
export const exportProductsQuerySchema = z.object({
  store_id: z.coerce.number().int().positive().max(2_147_483_647),
});

// ---- cart (spec §3, §5, §7) ---------------------------------------------------------------

/** Spec §3 Cart item: `id` and the fields the cart screens show. */
export const cartItemSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  variant_id: z.string().nullable(),
  title: z.string(),
  variant_title: z.string().nullable(),
  image_url: z.string().nullable(),
  unit_price_cents: z.number().int(),
  quantity: z.number().int(),
  line_total_cents: z.number().int(),
  /** Units available now (null: not tracked); the cart never holds more. */
  available: z.number().int().nullable(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** Spec §3 Cart response: status, cart_items, item_count, subtotal, message (+ cents and totals). */
export const cartResponseSchema = z.object({
  status: success,
  store_id: z.number().int(),
  cart_items: z.array(cartItemSchema),
  item_count: z.number().int(),
  /** Dollars, as the spec's cart shows it; `subtotal_cents` is the exact figure. */
  subtotal: z.number(),
  subtotal_cents: z.number().int(),
  shipping_cents: z.number().int(),
  tax_cents: z.number().int(),
  total_cents: z.number().int(),
  message: z.string(),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

export const storeIdParamsSchema = z.object({
  store_id: z.coerce.number().int().positive().max(2_147_483_647),
});
export const cartItemParamsSchema = z.object({ item_id: z.uuid() });
/** `POST /api/ecommerce/cart`: `store_id` missing → 400 `Store ID is required`. */
export const addToCartBodySchema = z.object({
  store_id: z.coerce
    .number({ error: STORE_ID_REQUIRED })
    .int(STORE_ID_REQUIRED)
    .positive(STORE_ID_REQUIRED)
    .max(2_147_483_647, STORE_ID_REQUIRED),
  product_id: z.uuid('Choose a product'),
  variant_id: z.uuid().nullish(),
  quantity: z.number().int().min(1, 'Add at least one').max(QUANTITY_MAX).default(1),
});
/** `PUT /api/ecommerce/cart/{item_id}`: a quantity below 1 is ignored (spec §5). */
export const updateCartItemBodySchema = z.object({ quantity: z.number().int().max(QUANTITY_MAX) });

// ---- checkout and orders ------------------------------------------------------------------

export const orderAddressSchema = z.object({
  name: plainText(120, 'Name').min(2, 'Enter the recipient’s name'),
  line1: plainText(200, 'Address').min(3, 'Enter the street address'),
  line2: plainText(200, 'Address line 2').default(''),
  city: plainText(100, 'City').min(2, 'Enter the city'),
  state: plainText(60, 'State').min(2, 'Enter the state'),
  postal_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, 'Enter a valid postal code'),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Use a two-letter country code')
    .default('US'),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/**
 * How the buyer pays. With the offline test provider the card fields are sent to the server,
 * which passes them to the provider and keeps only brand and last four (never logged). With
 * Stripe the browser tokenises the card (Stripe.js) and only `payment_method_id` arrives.
 */
export const paymentInputSchema = z.union([
  z.object({
    card_number: z
      .string()
      .transform((s) => s.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{12,19}$/, 'Enter a valid card number')),
    exp_month: z.number().int().min(1, 'Enter the expiry month').max(12, 'Enter the expiry month'),
    exp_year: z.number().int().min(2000).max(2100),
    cvc: z.string().regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit security code'),
  }),
  z.object({ payment_method_id: z.string().regex(/^pm_[A-Za-z0-9_]{1,200}$/, 'Invalid payment method') }),
]);
export type PaymentInput = z.infer<typeof paymentInputSchema>;

export const checkoutBodySchema = z.object({
  store_id: storeIdParamsSchema.shape.store_id,
  email: z.email('Enter a valid e-mail address').max(254),
  phone: z
    .string()
    .trim()
    .max(40)
    .refine((v) => v === '' || /^[0-9+\-(). ]{7,40}$/.test(v), 'Enter a valid phone number')
    .default(''),
  shipping_address: orderAddressSchema,
  payment: paymentInputSchema,
  /** The total the buyer saw; if prices changed meanwhile the server answers 409 with the new cart. */
  expected_total_cents: z.number().int().min(0).max(2_147_483_647).optional(),
});
export type CheckoutBody = z.input<typeof checkoutBodySchema>;

export const orderLineSchema = z.object({
  id: z.string(),
  product_id: z.string().nullable(),
  variant_id: z.string().nullable(),
  title: z.string(),
  variant_title: z.string().nullable(),
  sku: z.string().nullable(),
  image_url: z.string().nullable(),
  unit_price_cents: z.number().int(),
  quantity: z.number().int(),
  line_total_cents: z.number().int(),
  restocked_quantity: z.number().int(),
});
export const orderEventSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  message: z.string(),
  actor_name: z.string().nullable(),
  created_at: z.string(),
});
export const orderSchema = z.object({
  id: z.string(),
  number: z.string(),
  store_id: z.number().int(),
  store_name: z.string(),
  email: z.string(),
  customer_name: z.string(),
  phone: z.string().nullable(),
  shipping_address: orderAddressSchema,
  currency: z.string(),
  subtotal_cents: z.number().int(),
  shipping_cents: z.number().int(),
  tax_cents: z.number().int(),
  total_cents: z.number().int(),
  refunded_cents: z.number().int(),
  status: z.enum(orderStatuses),
  payment_status: z.enum(paymentStatuses),
  payment_provider: z.string(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  payment_failure: z.string().nullable(),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  lines: z.array(orderLineSchema),
  events: z.array(orderEventSchema),
  paid_at: z.string().nullable(),
  fulfilled_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  created_at: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * `POST /api/ecommerce/checkout` (with `Idempotency-Key`): 201 with the placed order and the
 * `access_key` for its confirmation link; a declined card is a 402 whose message is the
 * provider's, and the cart is kept.
 */
export const checkoutResponseSchema = z.object({
  status: success,
  order: orderSchema,
  access_key: z.string(),
  /** Stripe only: set when the card needs 3-D Secure in the browser before the order is paid. */
  client_secret: z.string().nullable(),
  message: z.string(),
});
export const orderResponseSchema = z.object({ status: success, order: orderSchema });
export const orderParamsSchema = z.object({ order_id: z.uuid() });
/** The confirmation page reads an order with the key from its link (`?key=`). */
export const orderAccessQuerySchema = z.object({
  key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}$/)
    .optional(),
});
/** `/store/{id}/track-order`: guests find an order by number and e-mail. */
export const trackOrderBodySchema = z.object({
  store_id: storeIdParamsSchema.shape.store_id,
  number: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^FP-\d{5,9}$/, 'Order numbers look like FP-10042'),
  email: z.email('Enter a valid e-mail address').max(254),
});

export const orderSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  store_id: z.number().int(),
  store_name: z.string(),
  email: z.string(),
  customer_name: z.string(),
  total_cents: z.number().int(),
  refunded_cents: z.number().int(),
  status: z.enum(orderStatuses),
  payment_status: z.enum(paymentStatuses),
  item_count: z.number().int(),
  tracking_number: z.string().nullable(),
  created_at: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const orderListQuerySchema = z.object({
  q: plainText(100, 'Search').optional(),
  status: z.enum(orderStatuses).optional(),
  store_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export const orderListResponseSchema = z.object({
  status: success,
  orders: z.array(orderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

export const fulfilBodySchema = z.object({
  carrier: plainText(60, 'Carrier').min(2, 'Name the carrier'),
  tracking_number: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,40}$/, 'Tracking numbers are 4–40 letters, digits or dashes'),
  notify: z.boolean().default(true),
});
export const refundBodySchema = z.object({
  /** Omitted: refund what is left. */
  amount_cents: z.number().int().min(1, 'Refund at least one cent').max(PRICE_CENTS_MAX).optional(),
  reason: plainText(500, 'Reason').default(''),
  /** Put the lines' units back into stock. */
  restock: z.boolean().default(false),
});
export const cancelBodySchema = z.object({
  reason: plainText(500, 'Reason').default(''),
  restock: z.boolean().default(true),
});

// ---- customers ----------------------------------------------------------------------------

export const customerRegisterBodySchema = z.object({
  display_name: plainText(120, 'Name').min(2, 'Enter your name'),
  email: z.email('Enter a valid e-mail address').max(254),
  password: z.string().min(10, 'Password must be at least 10 characters').max(1024),
});
export const customerAddressSchema = z.object({
  id: z.string(),
  label: z.string(),
  address: orderAddressSchema,
  is_default: z.boolean(),
});
