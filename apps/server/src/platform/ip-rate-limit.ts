import type { onRequestHookHandler } from 'fastify';
import { AppError } from './errors';

/**
 * A per-IP request limit, in memory and per instance: a brake on a script hammering public
 * endpoints (cart and checkout writes, order lookups by number + e-mail, customer sign-ups; in
 * memory because a database round trip would cost more than the cheap writes it protects), not an exact quota across
 * instances. Sliding over two fixed windows (the previous window's count weighted by how much of
 * it still overlaps), so a burst at a window edge cannot pass twice the limit. Memory is bounded
 * by the addresses seen in two windows.
 */
export class IpRateLimiter {
  private current = new Map<string, number>();
  private previous = new Map<string, number>();
  private windowStart: number;

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly message: string,
    private readonly now: () => number = Date.now,
  ) {
    this.windowStart = now();
  }

  /** Counts one request from `ip`, or throws 429 with Retry-After when it is over the limit. */
  hit(ip: string | null): void {
    const now = this.now();
    this.roll(now);
    const key = ip ?? 'unknown';
    const elapsed = (now - this.windowStart) / this.windowMs;
    const used = (this.previous.get(key) ?? 0) * (1 - elapsed) + (this.current.get(key) ?? 0);
    if (used >= this.max) {
      const seconds = Math.max(1, Math.ceil((this.windowStart + this.windowMs - now) / 1000));
      throw new AppError(
        'RATE_LIMITED',
        `${this.message} Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
        { retry_after: seconds },
        { 'Retry-After': String(seconds) },
      );
    }
    this.current.set(key, (this.current.get(key) ?? 0) + 1);
  }

  /** A route's `onRequest` hook counting each request against this limit (429 past it). */
  onRequest(): onRequestHookHandler {
    return (req, _reply, done) => {
      try {
        this.hit(req.ip);
        done();
      } catch (err) {
        done(err as Error);
      }
    };
  }

  /** Moves to the window `now` falls in; counts older than the previous window are dropped. */
  private roll(now: number): void {
    const windows = Math.floor((now - this.windowStart) / this.windowMs);
    if (windows <= 0) return;
    this.previous = windows === 1 ? this.current : new Map();
    this.current = new Map();
    this.windowStart += windows * this.windowMs;
  }
}
