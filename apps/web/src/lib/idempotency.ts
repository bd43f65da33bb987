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

/** FNV-1a over a string: tells two submissions apart without keeping what was typed. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

/**
 * One Idempotency-Key per checkout attempt: the same submission sent again (after a timeout, a
 * lost answer, a 5xx) keeps its key, so the server answers with what it already made and the
 * card is charged at most once; a changed submission (the buyer edited something) or a retry after
 * a definite answer (declined, conflict) is a new attempt with a new key.
 */
export function createAttemptKeys(newKey: () => string = newIdempotencyKey) {
  let current: { print: string; key: string } | null = null;
  return {
    keyFor(submission: unknown): string {
      const print = fingerprint(JSON.stringify(submission));
      if (!current || current.print !== print) current = { print, key: newKey() };
      return current.key;
    },
    /** The attempt got a definite answer: the next submit starts a new one. */
    finish(): void {
      current = null;
    },
  };
}
