/**
 * Commerce (issue 4/8), the orders side: customers' own accounts (profile, password, addresses,
 * their orders), the store owner's and the admin's customer lists, the orders CSV export, and the
 * sales analytics of `/client/analytics`, the `/my-store` hub and `/admin/ecommerce-dashboard`.
 * Money is integer cents. Every series has one row per UTC day of its range (zeros included), and
 * every total is the sum of its series.
 */
import { z } from 'zod';
import {
  customerAddressSchema,
  orderAddressSchema,
  orderSchema,
  orderStatuses,
  plainText,
} from './ecommerce';

const success = z.literal('success');
const count = z.number().int().min(0);
const cents = z.number().int();
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const perPage = z.coerce.number().int().min(1).max(100).default(25);
const storeId = z.coerce.number().int().positive().max(2_147_483_647);
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) =>
  DATE_PATTERN.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
const dateSchema = z.string().max(10).refine(isRealDate, 'Use a real date in the YYYY-MM-DD format');

// ---- order actions (owner and admin) ------------------------------------------------------

/** Fulfil, deliver, refund and cancel answer with the order as it is now and what was done. */
export const orderActionResponseSchema = z.object({
  status: success,
  order: orderSchema,
  message: z.string(),
});

// ---- customers' own accounts (`/api/ecommerce/customer/*`) --------------------------------

// Profile and password are the account's (`./account`, `/api/account/*`); the commerce routes
// answer with the same shapes under these names.
export {
  type AccountPasswordBody as CustomerPasswordBody,
  type AccountProfile as CustomerProfile,
  type AccountProfilePatch as CustomerProfilePatch,
  accountPasswordBodySchema as customerPasswordBodySchema,
  accountProfilePatchSchema as customerProfilePatchSchema,
  accountProfileResponseSchema as customerProfileResponseSchema,
  accountProfileSchema as customerProfileSchema,
} from './account';

/** Saved addresses a customer may keep. */
export const CUSTOMER_ADDRESSES_MAX = 20;
export const customerAddressInputSchema = z.object({
  label: plainText(60, 'Label').default(''),
  address: orderAddressSchema,
  /** The one address checkout proposes first; setting it clears the previous default. */
  is_default: z.boolean().default(false),
});
export type CustomerAddressInput = z.input<typeof customerAddressInputSchema>;
export const customerAddressPatchSchema = z
  .object({
    label: plainText(60, 'Label'),
    address: orderAddressSchema,
    is_default: z.boolean(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type CustomerAddressPatch = z.infer<typeof customerAddressPatchSchema>;
export type CustomerAddress = z.infer<typeof customerAddressSchema>;
export const customerAddressParamsSchema = z.object({ id: z.uuid('Unknown address') });
export const customerAddressResponseSchema = z.object({ status: success, address: customerAddressSchema });
export const customerAddressListResponseSchema = z.object({
  status: success,
  addresses: z.array(customerAddressSchema),
});

/** `GET /api/ecommerce/customer/orders`: the signed-in buyer's orders, newest first. */
export const customerOrderListQuerySchema = z.object({
  status: z.enum(orderStatuses).optional(),
  page,
  per_page: z.coerce.number().int().min(1).max(50).default(10),
});

// ---- customer lists (owner and admin) ------------------------------------------------------

/**
 * A buyer of one store (`/client/customers`), one row per e-mail address. `orders` counts the
 * paid orders (an order cancelled before payment never counts); `spent_cents` is what they paid
 * net of refunds.
 */
export const storeCustomerSchema = z.object({
  email: z.string(),
  name: z.string(),
  /** The account that placed the latest order, when they were signed in. */
  customer_id: z.string().nullable(),
  orders: count,
  spent_cents: cents,
  refunded_cents: cents,
  first_order_at: z.string(),
  last_order_at: z.string(),
});
export type StoreCustomer = z.infer<typeof storeCustomerSchema>;
export const storeCustomerSorts = ['last_order', 'spent', 'orders', 'name'] as const;
export const storeCustomerListQuerySchema = z.object({
  q: plainText(100, 'Search').optional(),
  sort: z.enum(storeCustomerSorts).default('last_order'),
  page,
  per_page: perPage,
});
export type StoreCustomerListQuery = z.infer<typeof storeCustomerListQuerySchema>;
export const storeCustomerListResponseSchema = z.object({
  status: success,
  customers: z.array(storeCustomerSchema),
  total: count,
  page: z.number().int(),
  per_page: z.number().int(),
});

/**
 * `/admin/ecommerce/customers`: customer accounts (with or without orders) and guest buyers
 * (paid orders placed without an account, one row per e-mail address).
 */
export const adminCustomerKinds = ['account', 'guest'] as const;
export const adminCustomerSchema = z.object({
  /** `account:<user id>` or `guest:<e-mail>`: stable, unique in the list. */
  key: z.string(),
  kind: z.enum(adminCustomerKinds),
  user_id: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  orders: count,
  spent_cents: cents,
  stores: z.array(z.object({ store_id: z.number().int(), store_name: z.string() })),
  last_order_at: z.string().nullable(),
  /** When the account was created (null for guests). */
  created_at: z.string().nullable(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;
export const adminCustomerListQuerySchema = z.object({
  q: plainText(100, 'Search').optional(),
  kind: z.enum(adminCustomerKinds).optional(),
  page,
  per_page: perPage,
});
export type AdminCustomerListQuery = z.infer<typeof adminCustomerListQuerySchema>;
export const adminCustomerListResponseSchema = z.object({
  status: success,
  customers: z.array(adminCustomerSchema),
  total: count,
  page: z.number().int(),
  per_page: z.number().int(),
});

/** `GET /api/admin/ecommerce/exports/orders.csv?store_id&from&to` (order dates, UTC, both included). */
export const orderExportQuerySchema = z
  .object({ store_id: storeId.optional(), from: dateSchema.optional(), to: dateSchema.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'The end is before the start',
  });
export type OrderExportQuery = z.infer<typeof orderExportQuerySchema>;
/** The export's columns, in file order (money as dollars with two decimals). */
export const orderCsvColumns = [
  'number',
  'created_at',
  'paid_at',
  'store_id',
  'store_name',
  'status',
  'payment_status',
  'customer_name',
  'email',
  'phone',
  'items',
  'subtotal',
  'shipping',
  'tax',
  'total',
  'refunded',
  'net',
  'currency',
  'carrier',
  'tracking_number',
  'ship_to_name',
  'ship_to_line1',
  'ship_to_line2',
  'ship_to_city',
  'ship_to_state',
  'ship_to_postal_code',
  'ship_to_country',
] as const;

// ---- sales analytics -----------------------------------------------------------------------

export const COMMERCE_ANALYTICS_DAYS = [7, 30, 90] as const;
/** `?days=7|30|90` (default 30): the last n UTC days, today included. */
export const commerceAnalyticsQuerySchema = z.object({
  days: z
    .enum(['7', '30', '90'], { error: 'Choose 7, 30 or 90 days' })
    .default('30')
    .transform((v) => Number(v) as (typeof COMMERCE_ANALYTICS_DAYS)[number]),
});
const rangeSchema = z.object({ from: z.string(), to: z.string(), days: z.number().int() });

/**
 * One day of a store's sales: orders paid that day, their totals (`gross_cents`), what has been
 * refunded of those orders so far, and `revenue_cents` = gross − refunded.
 */
export const storeSalesDaySchema = z.object({
  date: z.string(),
  orders: count,
  gross_cents: cents,
  refunded_cents: cents,
  revenue_cents: cents,
});
export type StoreSalesDay = z.infer<typeof storeSalesDaySchema>;
export const topProductSchema = z.object({
  product_id: z.string().nullable(),
  title: z.string(),
  units: count,
  revenue_cents: cents,
});
export type TopProduct = z.infer<typeof topProductSchema>;
export const storeAnalyticsResponseSchema = z.object({
  status: success,
  range: rangeSchema,
  series: z.array(storeSalesDaySchema),
  /** Sums of the series. */
  totals: z.object({ orders: count, gross_cents: cents, refunded_cents: cents, revenue_cents: cents }),
  /** revenue ÷ orders, rounded to the cent (0 without orders). */
  average_order_value_cents: cents,
  /** From the lines of the range's paid orders (cancelled and fully refunded orders left out). */
  top_products: z.object({ by_revenue: z.array(topProductSchema), by_units: z.array(topProductSchema) }),
  /** Carts opened in the range against orders paid in it; `rate` null without carts. */
  conversion: z.object({ carts_created: count, orders_paid: count, rate: z.number().nullable() }),
  /** Today (UTC): the last row of the series. */
  today: z.object({ date: z.string(), orders: count, revenue_cents: cents }),
});
export type StoreAnalyticsResponse = z.infer<typeof storeAnalyticsResponseSchema>;

/**
 * One day of the whole platform: orders paid that day and their totals (GMV), money refunded that
 * day (any order), `net_cents` = GMV − refunds, and first-time buyers (an e-mail address's first
 * paid order on the platform).
 */
export const platformSalesDaySchema = z.object({
  date: z.string(),
  orders: count,
  gmv_cents: cents,
  refunds_cents: cents,
  net_cents: cents,
  new_customers: count,
});
export type PlatformSalesDay = z.infer<typeof platformSalesDaySchema>;
export const topStoreSchema = z.object({
  store_id: z.number().int(),
  store_name: z.string(),
  orders: count,
  gmv_cents: cents,
});
export const adminCommerceDashboardResponseSchema = z.object({
  status: success,
  range: rangeSchema,
  series: z.array(platformSalesDaySchema),
  /** Sums of the series. */
  totals: z.object({
    orders: count,
    gmv_cents: cents,
    refunds_cents: cents,
    net_cents: cents,
    new_customers: count,
  }),
  /** GMV ÷ orders, rounded to the cent (0 without orders). */
  average_order_value_cents: cents,
  top_stores: z.array(topStoreSchema),
});
export type AdminCommerceDashboardResponse = z.infer<typeof adminCommerceDashboardResponseSchema>;
