import type { Order, OrderSummary, OwnerStore, Product } from '@fundpath/contracts/ecommerce';

/** Complete wire objects (the screens parse responses with the contracts' schemas). */

let seq = 0;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const ownerStore = (overrides: Partial<OwnerStore> = {}): OwnerStore => ({
  id: 7,
  store_id: 7,
  slug: 'casey-shop',
  store_name: 'Casey Shop',
  tagline: '',
  logo_url: null,
  primary_color: '#dc2626',
  secondary_color: '#991b1b',
  accent_color: '#ef4444',
  currency: 'USD',
  tax_rate_bps: 875,
  shipping_cents: 999,
  free_shipping_threshold_cents: 10_000,
  status: 'live',
  suspended: false,
  custom_domain: null,
  contact_email: null,
  suspended_reason: null,
  custom_colors: { primary_color: null, secondary_color: null, accent_color: null },
  ...overrides,
});

export const product = (overrides: Partial<Product> = {}): Product => {
  seq += 1;
  return {
    id: uuid(seq),
    store_id: 7,
    title: `Product ${seq}`,
    slug: `product-${seq}`,
    description_html: '',
    price_cents: 1999,
    compare_at_cents: null,
    sku: `SKU-${seq}`,
    track_inventory: true,
    inventory_quantity: 12,
    in_stock: true,
    categories: ['Workbooks'],
    status: 'active',
    commission_rate_bps: null,
    images: [],
    variants: [],
    created_at: '2026-10-01T10:00:00.000Z',
    updated_at: '2026-10-02T10:00:00.000Z',
    ...overrides,
  };
};

export const productPage = (products: Product[], categories = ['Workbooks', 'Courses']) => ({
  body: { status: 'success', products, total: products.length, page: 1, per_page: 25, categories },
});

export const order = (overrides: Partial<Order> = {}): Order => ({
  id: uuid(900),
  number: 'FP-10042',
  store_id: 7,
  store_name: 'Casey Shop',
  email: 'buyer@example.com',
  customer_name: 'Bea Buyer',
  phone: null,
  shipping_address: {
    name: 'Bea Buyer',
    line1: '1 Main St',
    line2: '',
    city: 'Austin',
    state: 'TX',
    postal_code: '78701',
    country: 'US',
  },
  currency: 'USD',
  subtotal_cents: 4000,
  shipping_cents: 650,
  tax_cents: 350,
  total_cents: 5000,
  refunded_cents: 0,
  status: 'paid',
  payment_status: 'succeeded',
  payment_provider: 'test',
  card_brand: 'visa',
  card_last4: '4242',
  payment_failure: null,
  carrier: null,
  tracking_number: null,
  lines: [
    {
      id: uuid(901),
      product_id: uuid(1),
      variant_id: null,
      title: 'Credit Workbook',
      variant_title: null,
      sku: 'WB-1',
      image_url: null,
      unit_price_cents: 2000,
      quantity: 2,
      line_total_cents: 4000,
      restocked_quantity: 0,
    },
  ],
  events: [
    {
      id: 1,
      type: 'placed',
      message: 'Order placed',
      actor_name: null,
      created_at: '2026-10-03T10:00:00.000Z',
    },
  ],
  paid_at: '2026-10-03T10:00:05.000Z',
  fulfilled_at: null,
  delivered_at: null,
  cancelled_at: null,
  created_at: '2026-10-03T10:00:00.000Z',
  ...overrides,
});

export const summaryOf = (o: Order): OrderSummary => ({
  id: o.id,
  number: o.number,
  store_id: o.store_id,
  store_name: o.store_name,
  email: o.email,
  customer_name: o.customer_name,
  total_cents: o.total_cents,
  refunded_cents: o.refunded_cents,
  status: o.status,
  payment_status: o.payment_status,
  item_count: o.lines.reduce((n, l) => n + l.quantity, 0),
  tracking_number: o.tracking_number,
  created_at: o.created_at,
});

export const orderPage = (orders: Order[]) => ({
  body: { status: 'success', orders: orders.map(summaryOf), total: orders.length, page: 1, per_page: 25 },
});
