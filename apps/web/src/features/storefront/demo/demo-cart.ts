/**
 * The platform's demo storefront cart (spec §3, §5, §9): kept in local storage under `demoCart`,
 * items `{ id, price, quantity }` where price is a number of dollars or a currency string such as
 * "$1,299.99". Tax 8.75 %, shipping 9.99, free when the subtotal is 0 or at least 100; total =
 * subtotal + tax + shipping. Everything here is integer cents and pure (the storage calls take
 * the storage), and the totals come from the contracts' one `computeTotals`.
 */
import {
  computeTotals,
  DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS,
  DEFAULT_SHIPPING_CENTS,
  DEFAULT_TAX_RATE_BPS,
  type PricingRules,
  type Totals,
} from '@fundpath/contracts/ecommerce-core';

export const DEMO_CART_KEY = 'demoCart';
/** Spec §9: 8.75 %, $9.99, free at $100 (the platform defaults are the same figures). */
export const DEMO_RULES: PricingRules = {
  tax_rate_bps: DEFAULT_TAX_RATE_BPS,
  shipping_cents: DEFAULT_SHIPPING_CENTS,
  free_shipping_threshold_cents: DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS,
};
/** One line never holds more (a typo of 1000000 stays a cart, not an overflow). */
export const DEMO_QUANTITY_MAX = 999;

export interface DemoCartItem {
  id: string;
  name: string;
  /** Dollars: a number (24.5) or a currency string ("$1,299.99"). */
  price: number | string;
  quantity: number;
}

/**
 * A price in integer cents: numbers are dollars; strings may carry a currency sign or code,
 * spaces and thousands separators ("$1,299.99", "USD 12", "1299.5"). Anything else — negative,
 * not finite, malformed ("1.2.3", "12,34", "abc", "") — counts as 0. A third decimal rounds half up.
 */
export function parsePriceCents(price: unknown): number {
  if (typeof price === 'number') return Number.isFinite(price) && price >= 0 ? Math.round(price * 100) : 0;
  if (typeof price !== 'string') return 0;
  const text = price
    .trim()
    .replace(/^(?:[A-Za-z]{3}\s*)?\$?\s*/, '')
    .replace(/\s*(?:[A-Za-z]{3})$/, '');
  const m = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/.exec(text);
  if (!m?.[1]) return 0;
  const whole = Number(m[1].replace(/,/g, ''));
  const frac = (m[2] ?? '').padEnd(3, '0');
  const cents = whole * 100 + Number(frac.slice(0, 2)) + (Number(frac[2]) >= 5 ? 1 : 0);
  return Number.isSafeInteger(cents) ? cents : 0;
}

/** A whole quantity within 0…DEMO_QUANTITY_MAX (junk is 0). */
const cleanQuantity = (q: unknown): number =>
  typeof q === 'number' && Number.isFinite(q) ? Math.min(DEMO_QUANTITY_MAX, Math.max(0, Math.trunc(q))) : 0;

export const lineTotalCents = (item: Pick<DemoCartItem, 'price' | 'quantity'>): number =>
  parsePriceCents(item.price) * cleanQuantity(item.quantity);

export const subtotalCents = (items: readonly DemoCartItem[]): number =>
  items.reduce((sum, item) => sum + lineTotalCents(item), 0);

export const itemCount = (items: readonly DemoCartItem[]): number =>
  items.reduce((sum, item) => sum + cleanQuantity(item.quantity), 0);

/** Subtotal, 8.75 % tax, shipping (free at 0 or ≥ $100) and total, in cents. */
export function demoTotals(items: readonly DemoCartItem[]): Totals {
  return computeTotals(subtotalCents(items), DEMO_RULES);
}

/** Adds `quantity` of an item (merging with its line). */
export function addItem(
  items: readonly DemoCartItem[],
  item: Omit<DemoCartItem, 'quantity'>,
  quantity = 1,
): DemoCartItem[] {
  const existing = items.find((i) => i.id === item.id);
  if (!existing) return setQuantity([...items, { ...item, quantity: 0 }], item.id, quantity);
  return setQuantity(items, item.id, cleanQuantity(existing.quantity) + quantity);
}

/** Sets a line's quantity; at 0 or less the item is removed (spec §5). */
export function setQuantity(items: readonly DemoCartItem[], id: string, quantity: number): DemoCartItem[] {
  const q = Number.isFinite(quantity) ? Math.trunc(quantity) : 0;
  if (q <= 0) return removeItem(items, id);
  return items.map((i) => (i.id === id ? { ...i, quantity: Math.min(DEMO_QUANTITY_MAX, q) } : i));
}

export const removeItem = (items: readonly DemoCartItem[], id: string): DemoCartItem[] =>
  items.filter((i) => i.id !== id);

/** The cart in storage; anything unreadable is dropped (a broken entry never breaks the page). */
export function readDemoCart(storage: Pick<Storage, 'getItem'>): DemoCartItem[] {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(DEMO_CART_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry): DemoCartItem[] => {
    if (!entry || typeof entry !== 'object') return [];
    const { id, name, price, quantity } = entry as Record<string, unknown>;
    const q = cleanQuantity(quantity);
    if (typeof id !== 'string' || id === '' || q <= 0) return [];
    if (typeof price !== 'number' && typeof price !== 'string') return [];
    return [{ id, name: typeof name === 'string' ? name : id, price, quantity: q }];
  });
}

export function writeDemoCart(storage: Pick<Storage, 'setItem'>, items: readonly DemoCartItem[]): void {
  storage.setItem(DEMO_CART_KEY, JSON.stringify(items));
}
