/**
 * Checkout and order reads, parsed with the contract schemas. This module loads zod: screens reach
 * it through `load-orders-api.ts` (a dynamic import), so it arrives beside the page, not with it.
 */
import {
  type CheckoutBody,
  checkoutResponseSchema,
  orderResponseSchema,
} from '@fundpath/contracts/ecommerce';
import { api } from '@/lib/api-client';
import { withIdempotencyKey } from '@/lib/idempotency';
import { toQuery } from '@/lib/query-string';

/**
 * `POST /api/ecommerce/checkout` with the attempt's `Idempotency-Key`: the request layer's own
 * retries (timeouts, 5xx) send the same key, so a lost answer never places a second order.
 */
export const placeOrder = (body: CheckoutBody, idempotencyKey: string) =>
  api.post('/ecommerce/checkout', body, checkoutResponseSchema, withIdempotencyKey({}, idempotencyKey));

/** `GET /api/ecommerce/orders/{order_id}?key=`: by the confirmation link's key, or as its signed-in customer. */
export const getOrder = (orderId: string, key: string | null) =>
  api
    .get(`/ecommerce/orders/${encodeURIComponent(orderId)}${toQuery({ key })}`, orderResponseSchema)
    .then((r) => r.order);

/** `POST /api/ecommerce/orders/track` {store_id, number, email}: a guest finds an order (rate limited). */
export const trackOrder = (input: { store_id: number; number: string; email: string }) =>
  api.post('/ecommerce/orders/track', input, orderResponseSchema, { attempts: 1 }).then((r) => r.order);
