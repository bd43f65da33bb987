/** Server-only schemas of the cart module (the shared ones are in @fundpath/contracts/ecommerce). */
import type { checkoutBodySchema } from '@fundpath/contracts/ecommerce';
import { z } from 'zod';

export type CheckoutInput = z.output<typeof checkoutBodySchema>;

/** What platform/idempotency accepts as a key (8–200 letters, digits or `_ . : -`). */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,200}$/;
export const IDEMPOTENCY_KEY_REQUIRED =
  'The Idempotency-Key header is required: one random key per checkout attempt';

/** `POST /api/ecommerce/checkout` needs an Idempotency-Key: a double click must not buy twice. */
export const checkoutHeadersSchema = z.object({
  'idempotency-key': z
    .string({ error: IDEMPOTENCY_KEY_REQUIRED })
    .regex(IDEMPOTENCY_KEY, 'Idempotency-Key must be 8–200 letters, digits or _ . : -'),
});

/** `POST /api/ecommerce/payments/webhook`: the provider only needs a 2xx. */
export const webhookResponseSchema = z.object({
  status: z.literal('success'),
  received: z.literal(true),
  /** Whether this delivery changed anything (a redelivery or an event we ignore does not). */
  handled: z.boolean(),
});
