import type { OrderSummary, OwnerStore, StoreSetupItem } from '@fundpath/contracts/ecommerce';
import type { StoreAnalyticsResponse, StoreSalesDay } from '@fundpath/contracts/ecommerce-analytics';

/** Wire objects of the owner endpoints, complete (the screens parse them with the contracts). */
export function ownerStore(overrides: Partial<OwnerStore> = {}): OwnerStore {
  return {
    id: 7,
    store_id: 7,
    slug: 'casey-fit',
    store_name: 'Casey Fit Shop',
    tagline: 'Gear for every step',
    logo_url: null,
    primary_color: '#dc2626',
    secondary_color: '#991b1b',
    accent_color: '#ef4444',
    currency: 'USD',
    tax_rate_bps: 875,
    shipping_cents: 999,
    free_shipping_threshold_cents: 10_000,
    status: 'draft',
    suspended: false,
    custom_domain: null,
    contact_email: null,
    suspended_reason: null,
    custom_colors: { primary_color: null, secondary_color: null, accent_color: null },
    ...overrides,
  };
}

export const setupItems = (done: Partial<Record<StoreSetupItem['key'], boolean>> = {}): StoreSetupItem[] => [
  { key: 'logo', label: 'Upload your logo', done: done.logo ?? false, detail: null },
  { key: 'colors', label: 'Choose your colours', done: done.colors ?? false, detail: null },
  { key: 'product', label: 'Add your first product', done: done.product ?? false, detail: null },
  { key: 'payments', label: 'Take payments', done: done.payments ?? true, detail: 'Test mode' },
  { key: 'live', label: 'Go live', done: done.live ?? false, detail: null },
];

export const hub = (store: OwnerStore | null, setup: StoreSetupItem[] = setupItems()) => ({
  body: { status: 'success', store, setup: store ? setup : [] },
});

const day = (date: string, orders: number, gross: number, refunded = 0): StoreSalesDay => ({
  date,
  orders,
  gross_cents: gross,
  refunded_cents: refunded,
  revenue_cents: gross - refunded,
});

/** Seven days of sales whose totals are the sums of the rows. */
export function analytics(days = 7): StoreAnalyticsResponse {
  const rows = [
    day('2026-11-19', 1, 2_499),
    day('2026-11-20', 0, 0),
    day('2026-11-21', 3, 10_350, 1_200),
    day('2026-11-22', 2, 6_001),
    day('2026-11-23', 0, 0),
    day('2026-11-24', 4, 15_875, 2_499),
    day('2026-11-25', 2, 5_000),
  ].slice(-days);
  const sum = (k: keyof Omit<StoreSalesDay, 'date'>) => rows.reduce((s, r) => s + r[k], 0);
  const totals = {
    orders: sum('orders'),
    gross_cents: sum('gross_cents'),
    refunded_cents: sum('refunded_cents'),
    revenue_cents: sum('revenue_cents'),
  };
  const last = rows[rows.length - 1]!;
  return {
    status: 'success',
    range: { from: rows[0]!.date, to: last.date, days: rows.length },
    series: rows,
    totals,
    average_order_value_cents: totals.orders ? Math.round(totals.revenue_cents / totals.orders) : 0,
    top_products: {
      by_revenue: [
        {
          product_id: '11111111-1111-4111-8111-111111111111',
          title: 'Resistance bands',
          units: 5,
          revenue_cents: 12_495,
        },
        {
          product_id: '22222222-2222-4222-8222-222222222222',
          title: 'Yoga mat',
          units: 2,
          revenue_cents: 9_000,
        },
      ],
      by_units: [
        {
          product_id: '11111111-1111-4111-8111-111111111111',
          title: 'Resistance bands',
          units: 5,
          revenue_cents: 12_495,
        },
        {
          product_id: '33333333-3333-4333-8333-333333333333',
          title: 'Water bottle',
          units: 4,
          revenue_cents: 4_000,
        },
      ],
    },
    conversion: { carts_created: 40, orders_paid: totals.orders, rate: totals.orders / 40 },
    today: { date: last.date, orders: last.orders, revenue_cents: last.revenue_cents },
  };
}

export function orderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: '44444444-4444-4444-8444-444444444444',
    number: 'FP-10042',
    store_id: 7,
    store_name: 'Casey Fit Shop',
    email: 'jo@example.com',
    customer_name: 'Jo Buyer',
    total_cents: 5_436,
    refunded_cents: 0,
    status: 'paid',
    payment_status: 'succeeded',
    item_count: 2,
    tracking_number: null,
    created_at: '2026-11-25T09:00:00.000Z',
    ...overrides,
  };
}

export const orderList = (orders: OrderSummary[] = []) => ({
  body: { status: 'success', orders, total: orders.length, page: 1, per_page: 5 },
});
