import type { CartResponse } from '@fundpath/contracts/ecommerce';
import { formatCents } from '@fundpath/contracts/ecommerce-core';
import { isApiError } from '@/lib/api-client';
import { cartParser } from './api/wire';

// Shared with the travel checkout (lib/idempotency); re-exported for this feature's callers.
export { createAttemptKeys, fingerprint } from '@/lib/idempotency';

export type CheckoutFailure =
  | { kind: 'declined'; message: string }
  | { kind: 'conflict'; message: string; changes: string[]; cart: CartResponse | null }
  | { kind: 'invalid'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'unknown'; message: string };

/** No answer, or the server failed: the order may or may not exist, so the same key must be reused. */
export const UNKNOWN_OUTCOME =
  'We could not confirm your order. Please try again: you will not be charged twice for the same order.';

/** What changed between the cart the buyer saw and the server's fresh one. */
export function cartChanges(
  before: CartResponse | undefined,
  after: CartResponse,
  currency = 'USD',
): string[] {
  const changes: string[] = [];
  const fresh = new Map(after.cart_items.map((i) => [i.id, i]));
  for (const old of before?.cart_items ?? []) {
    const now = fresh.get(old.id);
    const name = old.variant_title ? `${old.title} (${old.variant_title})` : old.title;
    if (!now) changes.push(`${name} is no longer available and was removed.`);
    else {
      if (now.unit_price_cents !== old.unit_price_cents)
        changes.push(
          `${name} is now ${formatCents(now.unit_price_cents, currency)} (was ${formatCents(old.unit_price_cents, currency)}).`,
        );
      if (now.quantity < old.quantity)
        changes.push(`${name}: only ${now.quantity} available, so the quantity was lowered.`);
    }
  }
  if (before && before.total_cents !== after.total_cents)
    changes.push(`The new total is ${formatCents(after.total_cents, currency)}.`);
  return changes;
}

/** Sorts a failed checkout into what the page should do with it. */
export function classifyCheckoutError(
  error: unknown,
  before: CartResponse | undefined,
  currency = 'USD',
): CheckoutFailure {
  if (!isApiError(error) || error.status === 0 || error.status >= 500)
    return { kind: 'unknown', message: UNKNOWN_OUTCOME };
  if (error.status === 402) return { kind: 'declined', message: error.message || 'Your card was declined.' };
  if (error.status === 409) {
    const details = (error.body as { details?: { cart?: unknown; short?: unknown } } | undefined)?.details;
    const parsed = details?.cart === undefined ? null : cartParser.safeParse(details.cart);
    const cart = parsed?.success ? parsed.data : null;
    const changes = cart ? cartChanges(before, cart, currency) : [];
    if (Array.isArray(details?.short))
      for (const line of details.short as Array<{ title?: unknown; available?: unknown }>)
        if (typeof line?.title === 'string' && typeof line.available === 'number')
          changes.push(
            line.available > 0 ? `${line.title}: only ${line.available} left.` : `${line.title} is sold out.`,
          );
    return { kind: 'conflict', message: error.message, changes, cart };
  }
  if (error.status === 400) return { kind: 'invalid', message: error.message };
  return { kind: 'refused', message: error.message };
}
