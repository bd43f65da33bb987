import type { CallOptions } from './api-client';

/**
 * One random key per logical create call, sent as `Idempotency-Key`: the request layer retries a
 * call whose answer was lost (timeout, dropped connection) with the same headers, and the server
 * answers the retry with what the first attempt created instead of creating it twice.
 * crypto.getRandomValues works outside secure contexts too (randomUUID does not).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function withIdempotencyKey(options: CallOptions, key = newIdempotencyKey()): CallOptions {
  return { ...options, headers: { ...options.headers, 'Idempotency-Key': key } };
}
