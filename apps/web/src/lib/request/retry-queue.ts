import { CircuitOpenError, CLIENT_ERROR_CODES, MESSAGES, RequestError } from './errors';
import { exhaustedError, isRetryable } from './retry';
import { CachedSnapshot, Emitter, type ExternalStore } from './store';
import { abortReason, type Clock, systemClock, type TimerHandle } from './timers';

export interface QueueConfig {
  /** How often queued requests are retried. */
  intervalMs: number;
  /** Real attempts (ones the circuit let through) before giving up. */
  maxAttempts: number;
  /** Age at which a queued request is rejected with `Request timeout in queue`. */
  maxAgeMs: number;
}

/** §9: queued retries every 5 s, max 3 attempts, entries expire after 60 s. */
export const QUEUE_DEFAULTS: QueueConfig = { intervalMs: 5_000, maxAttempts: 3, maxAgeMs: 60_000 };

export interface QueuedRequestInfo {
  id: number;
  endpoint: string;
  method: string;
  url: string;
  enqueuedAt: number;
  attempts: number;
}

export interface QueueItem<T> {
  endpoint: string;
  method: string;
  url: string;
  /** Whether the circuit would admit the call now (checked without taking a trial slot). */
  canRun: () => boolean;
  /** One attempt through the circuit. */
  run: () => Promise<T>;
  signal?: AbortSignal;
}

interface Entry extends QueuedRequestInfo {
  item: QueueItem<unknown>;
  running: boolean;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  expiry: TimerHandle;
  onAbort?: () => void;
}

/**
 * Holds calls refused by an open circuit and retries them every `intervalMs` once their circuit
 * admits calls again. An entry settles with the call's result, with its 4xx at once, with
 * `Request failed after multiple attempts` after `maxAttempts` failed tries, or with
 * `Request timeout in queue` once it is `maxAgeMs` old.
 */
export class RetryQueue implements ExternalStore<readonly QueuedRequestInfo[]> {
  private entries: Entry[] = [];
  private nextId = 1;
  private timer: TimerHandle | undefined;
  private readonly emitter = new Emitter();
  private readonly snapshot = new CachedSnapshot<readonly QueuedRequestInfo[]>(() =>
    this.entries.map(({ id, endpoint, method, url, enqueuedAt, attempts }) => ({
      id,
      endpoint,
      method,
      url,
      enqueuedAt,
      attempts,
    })),
  );
  readonly config: QueueConfig;

  constructor(
    config: Partial<QueueConfig> = {},
    private readonly clock: Clock = systemClock,
  ) {
    this.config = { ...QUEUE_DEFAULTS, ...config };
  }

  subscribe = (listener: () => void) => this.emitter.subscribe(listener);
  getSnapshot = (): readonly QueuedRequestInfo[] => this.snapshot.get();

  get size(): number {
    return this.entries.length;
  }

  enqueue<T>(item: QueueItem<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (item.signal?.aborted) {
        reject(abortReason(item.signal));
        return;
      }
      const id = this.nextId++;
      const entry: Entry = {
        id,
        endpoint: item.endpoint,
        method: item.method,
        url: item.url,
        enqueuedAt: this.clock.now(),
        attempts: 0,
        item: item as QueueItem<unknown>,
        running: false,
        resolve: resolve as (value: unknown) => void,
        reject,
        expiry: this.clock.setTimeout(
          () =>
            this.settle(entry, () =>
              reject(new RequestError(MESSAGES.queueTimeout, 0, CLIENT_ERROR_CODES.queueTimeout)),
            ),
          this.config.maxAgeMs,
        ),
      };
      if (item.signal) {
        const signal = item.signal;
        entry.onAbort = () => this.settle(entry, () => reject(abortReason(signal)));
        signal.addEventListener('abort', entry.onAbort, { once: true });
      }
      this.entries.push(entry);
      this.schedule();
      this.changed();
    });
  }

  /** One retry round; runs on the timer, exposed for tests and a "retry now" button. */
  process(): void {
    for (const entry of [...this.entries]) {
      if (entry.running || !entry.item.canRun()) continue;
      entry.running = true;
      entry.attempts += 1;
      this.changed();
      entry.item.run().then(
        (value) => this.settle(entry, () => entry.resolve(value)),
        (error: unknown) => this.onAttemptFailed(entry, error),
      );
    }
  }

  /** Rejects everything still queued (e.g. on logout) and stops the timer. */
  clear(reason: unknown = new RequestError(MESSAGES.queueTimeout, 0, CLIENT_ERROR_CODES.queueTimeout)): void {
    for (const entry of [...this.entries]) this.settle(entry, () => entry.reject(reason));
  }

  dispose(): void {
    this.clear();
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }

  private onAttemptFailed(entry: Entry, error: unknown): void {
    if (!this.entries.includes(entry)) return;
    entry.running = false;
    if (error instanceof CircuitOpenError) {
      // Another caller took the last trial slot between canRun and run: not a real attempt.
      entry.attempts -= 1;
      this.changed();
      return;
    }
    if (!isRetryable(error)) this.settle(entry, () => entry.reject(error));
    else if (entry.attempts >= this.config.maxAttempts) {
      this.settle(entry, () => entry.reject(exhaustedError(error as RequestError)));
    } else this.changed();
  }

  private settle(entry: Entry, finish: () => void): void {
    const index = this.entries.indexOf(entry);
    if (index === -1) return;
    this.entries.splice(index, 1);
    this.clock.clearTimeout(entry.expiry);
    if (entry.onAbort) entry.item.signal?.removeEventListener('abort', entry.onAbort);
    finish();
    if (this.entries.length === 0 && this.timer !== undefined) {
      this.clock.clearTimeout(this.timer);
      this.timer = undefined;
    }
    this.changed();
  }

  private schedule(): void {
    if (this.timer !== undefined) return;
    this.timer = this.clock.setTimeout(() => {
      this.timer = undefined;
      this.process();
      if (this.entries.length > 0) this.schedule();
    }, this.config.intervalMs);
  }

  private changed(): void {
    this.snapshot.invalidate();
    this.emitter.emit();
  }
}
