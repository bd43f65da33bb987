import type { CartItem, CartResponse, Order, Product, Store } from '@fundpath/contracts/ecommerce';
import { computeTotals } from '@fundpath/contracts/ecommerce-core';

/** Complete wire objects for storefront tests (the parsers check every field). */
export function makeStore(overrides: Partial<Store> = {}): Store {
  return {
    id: 1,
    store_id: 1,
    slug: 'demo-store',
    store_name: 'Summit Goods',
    tagline: 'Gear for the long road',
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
    ...overrides,
  };
}

let seq = 0;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function makeProduct(overrides: Partial<Product> = {}): Product {
  seq += 1;
  return {
    id: uuid(seq),
    store_id: 1,
    title: `Trail Mug ${seq}`,
    slug: `trail-mug-${seq}`,
    description_html: '<p>Enamel steel, 12 oz.</p>',
    price_cents: 2_400,
    compare_at_cents: null,
    sku: `MUG-${seq}`,
    track_inventory: true,
    inventory_quantity: 12,
    in_stock: true,
    commission_rate_bps: null,
    categories: ['Kitchen'],
    status: 'active',
    images: [
      {
        id: uuid(seq + 5000),
        url: `/media/p${seq}.webp`,
        thumb_url: `/media/p${seq}-thumb.webp`,
        alt: 'A red enamel mug',
        width: 1200,
        height: 1200,
      },
    ],
    variants: [],
    created_at: '2026-01-10T10:00:00.000Z',
    updated_at: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

export function makeCartItem(overrides: Partial<CartItem> = {}): CartItem {
  seq += 1;
  const unit = overrides.unit_price_cents ?? 2_400;
  const quantity = overrides.quantity ?? 1;
  return {
    id: uuid(seq + 9000),
    product_id: uuid(seq),
    variant_id: null,
    title: `Trail Mug ${seq}`,
    variant_title: null,
    image_url: null,
    unit_price_cents: unit,
    quantity,
    line_total_cents: unit * quantity,
    available: 10,
    ...overrides,
  };
}

/** A cart response whose totals are the store rules' (computeTotals), as the server sends them. */
export function makeCart(items: CartItem[], storeId = 1): CartResponse {
  const subtotal = items.reduce((sum, i) => sum + i.line_total_cents, 0);
  const totals = computeTotals(subtotal, {
    tax_rate_bps: 875,
    shipping_cents: 999,
    free_shipping_threshold_cents: 10_000,
  });
  return {
    status: 'success',
    store_id: storeId,
    cart_items: items,
    item_count: items.reduce((sum, i) => sum + i.quantity, 0),
    subtotal: subtotal / 100,
    ...totals,
    message: 'Cart retrieved',
  };
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    number: 'FP-10042',
    store_id: 1,
    store_name: 'Summit Goods',
    email: 'sam@example.com',
    customer_name: 'Sam Rivera',
    phone: null,
    shipping_address: {
      name: 'Sam Rivera',
      line1: '12 Market St',
      line2: '',
      city: 'Denver',
      state: 'CO',
      postal_code: '80202',
      country: 'US',
    },
    currency: 'USD',
    subtotal_cents: 4_800,
    shipping_cents: 999,
    tax_cents: 420,
    total_cents: 6_219,
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
        id: '22222222-2222-4222-8222-222222222222',
        product_id: null,
        variant_id: null,
        title: 'Trail Mug',
        variant_title: null,
        sku: 'MUG-1',
        image_url: null,
        unit_price_cents: 2_400,
        quantity: 2,
        line_total_cents: 4_800,
        restocked_quantity: 0,
      },
    ],
    events: [
      {
        id: 1,
        type: 'placed',
        message: 'Order placed',
        actor_name: null,
        created_at: '2026-03-01T10:00:00.000Z',
      },
      {
        id: 2,
        type: 'paid',
        message: 'Payment received',
        actor_name: null,
        created_at: '2026-03-01T10:00:01.000Z',
      },
    ],
    paid_at: '2026-03-01T10:00:01.000Z',
    fulfilled_at: null,
    delivered_at: null,
    cancelled_at: null,
    created_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
