import { CircuitOpenError, MESSAGES, RequestError } from './errors';
import { type Clock, sleep, systemClock } from './timers';

export interface RequestPreset {
  /** Per-attempt timeout in ms. */
  timeoutMs: number;
  /** Total attempts, the first call included. */
  attempts: number;
}

/** §9: timeout 10 s, 3 attempts, delay 1 s × the attempt number. */
export const REQUEST_DEFAULTS = { timeoutMs: 10_000, attempts: 3, retryDelayMs: 1_000 } as const;

/** §7 `GET /api/auth/current-user` and the other auth calls: 30 s, 2 retries. */
export const AUTH_REQUEST = { timeoutMs: 30_000, attempts: 3 } as const satisfies RequestPreset;

/** §7 `GET /api/auth/roles`: 10 s, 1 retry. */
export const ROLES_REQUEST = { timeoutMs: 10_000, attempts: 2 } as const satisfies RequestPreset;

/** Wait before the retry that follows failed attempt number `attempt` (1-based): linear back-off. */
export function retryDelay(attempt: number, baseMs: number = REQUEST_DEFAULTS.retryDelayMs): number {
  return baseMs * attempt;
}

/**
 * Only the service's failures are worth another try: 5xx, network errors and timeouts. A 4xx is the
 * caller's problem, and an open circuit will not close by hammering it.
 */
export function isRetryable(error: unknown): boolean {
  return error instanceof RequestError && !(error instanceof CircuitOpenError) && error.isServiceFailure;
}

/** The error after the last attempt: the spec's text, keeping the last failure's status, code and body. */
export function exhaustedError(last: RequestError): RequestError {
  return new RequestError(MESSAGES.exhausted, last.status, last.code, last.body, { cause: last });
}

export interface RetryOptions {
  attempts: number;
  retryDelayMs: number;
  clock?: Clock;
  signal?: AbortSignal;
}

/**
 * Runs `attempt(n)` up to `attempts` times, waiting `retryDelayMs × n` after failed attempt n.
 * Non-retryable errors are thrown at once; when every attempt failed the result is
 * `Request failed after multiple attempts` (a single-attempt call keeps its own error).
 */
export async function withRetry<T>(
  attempt: (attemptNumber: number) => Promise<T>,
  { attempts, retryDelayMs, clock = systemClock, signal }: RetryOptions,
): Promise<T> {
  const total = Math.max(1, Math.floor(attempts));
  for (let n = 1; ; n += 1) {
    try {
      return await attempt(n);
    } catch (error) {
      if (!isRetryable(error)) throw error;
      if (n >= total) throw total > 1 ? exhaustedError(error as RequestError) : error;
      await sleep(clock, retryDelay(n, retryDelayMs), signal);
    }
  }
}
