/**
 * Commerce constants, messages and the one totals function, without zod: the storefront's first
 * pages use them without loading zod (ADR 005, like `./brand-defaults`).
 * `@fundpath/contracts/ecommerce` re-exports everything here.
 */
import { STOREFRONT_FALLBACK } from './brand-defaults';

// ---- constants (spec §9) ------------------------------------------------------------------

/** Spec §9 storefront fallback colours (#dc2626, #991b1b, #ef4444). */
export const STOREFRONT_FALLBACK_COLORS = STOREFRONT_FALLBACK;
export const DEFAULT_TAX_RATE_BPS = 875;
export const DEFAULT_SHIPPING_CENTS = 999;
export const DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS = 10_000;
/** Largest price: $1,000,000.00 (a 32-bit integer column holds cents far beyond it). */
export const PRICE_CENTS_MAX = 100_000_000;
/** Largest quantity of one line and largest stock count. */
export const QUANTITY_MAX = 9_999;
export const STOCK_MAX = 1_000_000;
/** Spec §5 / §8 messages. */
export const STORE_ID_REQUIRED = 'Store ID is required';
export const MESSAGES = {
  brandingFailed: 'Failed to load store branding',
  themeFailed: 'Failed to load theme',
  addFailed: 'Failed to add item to cart',
  addError: 'Error adding to cart',
} as const;

export const storeStatuses = ['draft', 'live'] as const;
export type StoreStatus = (typeof storeStatuses)[number];
export const productStatuses = ['draft', 'active', 'archived'] as const;
export type ProductStatus = (typeof productStatuses)[number];
export const orderStatuses = [
  'pending_payment',
  'paid',
  'fulfilled',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const paymentStatuses = ['pending', 'succeeded', 'failed', 'partially_refunded', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

// ---- totals -------------------------------------------------------------------------------

export interface PricingRules {
  tax_rate_bps: number;
  shipping_cents: number;
  free_shipping_threshold_cents: number;
}
export interface Totals {
  subtotal_cents: number;
  shipping_cents: number;
  tax_cents: number;
  total_cents: number;
}

/** Shipping is free on an empty cart or at/above the threshold; tax is on the subtotal, rounded half up. */
export function computeTotals(subtotal_cents: number, rules: PricingRules): Totals {
  const shipping_cents =
    subtotal_cents === 0 || subtotal_cents >= rules.free_shipping_threshold_cents ? 0 : rules.shipping_cents;
  const tax_cents = Math.round((subtotal_cents * rules.tax_rate_bps) / 10_000);
  return {
    subtotal_cents,
    shipping_cents,
    tax_cents,
    total_cents: subtotal_cents + shipping_cents + tax_cents,
  };
}

/** `1234` → `$12.34` (USD, en-US). */
export function formatCents(cents: number, currency = 'USD'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}
