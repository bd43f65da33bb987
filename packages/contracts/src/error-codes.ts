/**
 * Error codes and their HTTP statuses, without zod, so the web's request layer (on every page)
 * does not pull zod in (`@fundpath/contracts/error-codes`; `@fundpath/contracts/errors` re-exports them).
 */
/** Machine-readable error codes; the UI branches on these, never on message text. */
export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYMENT_DECLINED',
  'PAYLOAD_TOO_LARGE',
  'LIMIT_REACHED',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorStatus: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** The card was declined (the message is the provider's, e.g. "Your card was declined."). */
  PAYMENT_DECLINED: 402,
  PAYLOAD_TOO_LARGE: 413,
  LIMIT_REACHED: 422,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  /** The payment provider could not be reached or failed; nothing was charged. */
  PAYMENT_PROVIDER_UNAVAILABLE: 502,
  INTERNAL: 500,
};
