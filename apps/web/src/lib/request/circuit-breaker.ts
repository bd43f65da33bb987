import { MESSAGES } from './messages';
import { type ResponseTimeStats, SampleWindow } from './stats';
import { CachedSnapshot, Emitter, type ExternalStore } from './store';
import { type Clock, systemClock, type TimerHandle } from './timers';

export type CircuitState = 'CLOSED' | 'OPEN' | 'HALF_OPEN';

export interface BreakerConfig {
  /** Failures within `monitoringWindowMs` that open a closed circuit. */
  failureThreshold: number;
  /** How long an open circuit waits before letting trial requests through. */
  resetTimeoutMs: number;
  /** Trial requests admitted while half-open. */
  halfOpenMaxRequests: number;
  /** Successful trials that close a half-open circuit. */
  successThreshold: number;
  /** Failures older than this no longer count towards opening. */
  monitoringWindowMs: number;
  responseTimeSamples: number;
  historySize: number;
}

/** §4 and §9 "Circuit breaker". */
export const BREAKER_DEFAULTS: BreakerConfig = {
  failureThreshold: 5,
  resetTimeoutMs: 30_000,
  halfOpenMaxRequests: 3,
  successThreshold: 3,
  monitoringWindowMs: 60_000,
  responseTimeSamples: 100,
  historySize: 50,
};

export interface StateChange {
  from: CircuitState;
  to: CircuitState;
  at: number;
  reason:
    | 'failure-threshold'
    | 'reset-timeout'
    | 'recovered'
    | 'trial-failed'
    | 'manual-reset'
    | 'forced-open';
}

export interface BreakerSnapshot {
  endpoint: string;
  state: CircuitState;
  /** Failures inside the monitoring window (CLOSED), or the failures that opened the circuit. */
  failureCount: number;
  /** Successful trial requests while HALF_OPEN. */
  successCount: number;
  /** Trial requests admitted while HALF_OPEN. */
  halfOpenRequests: number;
  /** When an OPEN circuit turns HALF_OPEN; null unless OPEN. */
  nextAttemptAt: number | null;
  lastFailureAt: number | null;
  lastError: string | null;
  totalRequests: number;
  totalFailures: number;
  responseTimes: ResponseTimeStats;
  history: readonly StateChange[];
}

export type Admission = { allowed: true } | { allowed: false; state: CircuitState; reason: string };

/**
 * One endpoint's breaker. CLOSED → OPEN after `failureThreshold` failures inside the monitoring
 * window; OPEN → HALF_OPEN after `resetTimeoutMs`; HALF_OPEN admits `halfOpenMaxRequests` trials,
 * closes after `successThreshold` successes and reopens on any failure.
 *
 * Callers report only service failures (5xx, network, timeout) as failures; a 4xx means the service
 * answered, so it is a success here. Failures are counted in a sliding window rather than as a
 * consecutive run, so an endpoint failing every other call still opens.
 *
 * @example
 * const admission = breaker.tryAcquire();
 * if (!admission.allowed) throw new CircuitOpenError(breaker.endpoint, admission.state, admission.reason);
 */
export class CircuitBreaker implements ExternalStore<BreakerSnapshot> {
  private state: CircuitState = 'CLOSED';
  private failures: number[] = [];
  private openFailureCount = 0;
  private successCount = 0;
  private halfOpenRequests = 0;
  private nextAttemptAt: number | null = null;
  private lastFailureAt: number | null = null;
  private lastError: string | null = null;
  private totalRequests = 0;
  private totalFailures = 0;
  private readonly responseTimes: SampleWindow;
  private readonly history: StateChange[] = [];
  private timer: TimerHandle | undefined;
  private readonly emitter = new Emitter();
  private readonly snapshot = new CachedSnapshot(() => this.buildSnapshot());
  readonly config: BreakerConfig;

  constructor(
    readonly endpoint: string,
    config: Partial<BreakerConfig> = {},
    private readonly clock: Clock = systemClock,
  ) {
    this.config = { ...BREAKER_DEFAULTS, ...config };
    this.responseTimes = new SampleWindow(this.config.responseTimeSamples);
  }

  subscribe = (listener: () => void) => this.emitter.subscribe(listener);
  getSnapshot = (): BreakerSnapshot => this.snapshot.get();

  /** Current state, after applying an OPEN → HALF_OPEN transition that is due. */
  getState(): CircuitState {
    this.refresh();
    return this.state;
  }

  /** Whether a call would be admitted now, without taking a half-open trial slot. */
  canRequest(): boolean {
    this.refresh();
    if (this.state === 'CLOSED') return true;
    if (this.state === 'HALF_OPEN') return this.halfOpenRequests < this.config.halfOpenMaxRequests;
    return false;
  }

  /** Admits a call (taking a trial slot when HALF_OPEN) or says why not. */
  tryAcquire(): Admission {
    this.refresh();
    if (this.state === 'OPEN')
      return { allowed: false, state: 'OPEN', reason: MESSAGES.circuitOpen(this.endpoint) };
    if (this.state === 'HALF_OPEN') {
      if (this.halfOpenRequests >= this.config.halfOpenMaxRequests) {
        return { allowed: false, state: 'HALF_OPEN', reason: MESSAGES.circuitHalfOpen(this.endpoint) };
      }
      this.halfOpenRequests += 1;
    }
    this.totalRequests += 1;
    this.changed();
    return { allowed: true };
  }

  /** Gives back a trial slot taken by a call that was cancelled before it had an outcome. */
  release(): void {
    if (this.state === 'HALF_OPEN' && this.halfOpenRequests > 0) {
      this.halfOpenRequests -= 1;
      this.changed();
    }
  }

  /** The service answered (2xx–4xx). */
  recordSuccess(durationMs?: number): void {
    if (durationMs !== undefined) this.responseTimes.add(durationMs);
    if (this.state === 'HALF_OPEN') {
      this.successCount += 1;
      if (this.successCount >= this.config.successThreshold) this.transition('CLOSED', 'recovered');
    }
    this.changed();
  }

  /** The service failed: 5xx, network error or timeout. */
  recordFailure(error?: string, durationMs?: number): void {
    const at = this.clock.now();
    if (durationMs !== undefined) this.responseTimes.add(durationMs);
    this.totalFailures += 1;
    this.lastFailureAt = at;
    this.lastError = error ?? null;
    if (this.state === 'HALF_OPEN') {
      this.openFailureCount += 1;
      this.transition('OPEN', 'trial-failed');
    } else if (this.state === 'CLOSED') {
      this.failures.push(at);
      this.pruneFailures(at);
      if (this.failures.length >= this.config.failureThreshold) {
        this.openFailureCount = this.failures.length;
        this.transition('OPEN', 'failure-threshold');
      }
    }
    // Already OPEN: a straggler that was admitted before the circuit opened; nothing to change.
    this.changed();
  }

  /** Manual reset: back to CLOSED with clean counters. */
  reset(): void {
    if (this.state !== 'CLOSED') this.transition('CLOSED', 'manual-reset');
    else this.clearCounters();
    this.changed();
  }

  /** Manual force-open; recovers through HALF_OPEN after `resetTimeoutMs` like any open circuit. */
  forceOpen(): void {
    this.transition('OPEN', 'forced-open');
    this.changed();
  }

  /** Cancels the pending OPEN → HALF_OPEN timer. */
  dispose(): void {
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Applies the OPEN → HALF_OPEN transition when it is due; the timer does the same for live views. */
  refresh(): void {
    if (this.state === 'OPEN' && this.nextAttemptAt !== null && this.clock.now() >= this.nextAttemptAt) {
      this.transition('HALF_OPEN', 'reset-timeout');
      this.changed();
    }
  }

  private transition(to: CircuitState, reason: StateChange['reason']): void {
    const from = this.state;
    const at = this.clock.now();
    this.state = to;
    this.history.push({ from, to, at, reason });
    if (this.history.length > this.config.historySize) this.history.splice(0, 1);
    this.dispose();
    this.successCount = 0;
    this.halfOpenRequests = 0;
    if (to === 'OPEN') {
      this.nextAttemptAt = at + this.config.resetTimeoutMs;
      this.timer = this.clock.setTimeout(() => {
        this.timer = undefined;
        this.refresh();
      }, this.config.resetTimeoutMs);
    } else {
      this.nextAttemptAt = null;
    }
    if (to === 'CLOSED') this.clearCounters();
  }

  private clearCounters(): void {
    this.failures = [];
    this.openFailureCount = 0;
    this.successCount = 0;
    this.halfOpenRequests = 0;
  }

  private pruneFailures(now: number): void {
    const since = now - this.config.monitoringWindowMs;
    this.failures = this.failures.filter((at) => at > since);
  }

  private changed(): void {
    this.snapshot.invalidate();
    this.emitter.emit();
  }

  private buildSnapshot(): BreakerSnapshot {
    const inWindow =
      this.state === 'CLOSED'
        ? this.failures.filter((at) => at > this.clock.now() - this.config.monitoringWindowMs).length
        : this.openFailureCount;
    return {
      endpoint: this.endpoint,
      state: this.state,
      failureCount: inWindow,
      successCount: this.successCount,
      halfOpenRequests: this.halfOpenRequests,
      nextAttemptAt: this.nextAttemptAt,
      lastFailureAt: this.lastFailureAt,
      lastError: this.lastError,
      totalRequests: this.totalRequests,
      totalFailures: this.totalFailures,
      responseTimes: this.responseTimes.stats(),
      history: [...this.history],
    };
  }
}

/** Breakers by endpoint key, created on first use. */
export class CircuitBreakerRegistry implements ExternalStore<readonly BreakerSnapshot[]> {
  private readonly breakers = new Map<string, CircuitBreaker>();
  private readonly unsubscribers: Array<() => void> = [];
  private readonly emitter = new Emitter();
  private readonly snapshot = new CachedSnapshot(() =>
    [...this.breakers.values()].map((b) => b.getSnapshot()),
  );

  constructor(
    private readonly config: Partial<BreakerConfig> = {},
    private readonly clock: Clock = systemClock,
  ) {}

  subscribe = (listener: () => void) => this.emitter.subscribe(listener);
  getSnapshot = (): readonly BreakerSnapshot[] => this.snapshot.get();

  get(endpoint: string): CircuitBreaker {
    let breaker = this.breakers.get(endpoint);
    if (!breaker) {
      breaker = new CircuitBreaker(endpoint, this.config, this.clock);
      this.breakers.set(endpoint, breaker);
      this.unsubscribers.push(
        breaker.subscribe(() => {
          this.snapshot.invalidate();
          this.emitter.emit();
        }),
      );
      this.snapshot.invalidate();
      this.emitter.emit();
    }
    return breaker;
  }

  has(endpoint: string): boolean {
    return this.breakers.has(endpoint);
  }

  list(): CircuitBreaker[] {
    return [...this.breakers.values()];
  }

  reset(endpoint: string): void {
    this.get(endpoint).reset();
  }

  forceOpen(endpoint: string): void {
    this.get(endpoint).forceOpen();
  }

  dispose(): void {
    for (const unsubscribe of this.unsubscribers.splice(0)) unsubscribe();
    for (const breaker of this.breakers.values()) breaker.dispose();
  }
}

const ID_SEGMENT = /^(\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{24,})$/i;

/**
 * The breaker key for a call: method plus path, without origin, query or hash, with id-like
 * segments (numbers, uuids, long hex ids) replaced by `:id`, so `/api/cart/17` and
 * `/api/cart/18` share one breaker.
 */
export function endpointKey(method: string, url: string): string {
  let path = url;
  const schemeEnd = path.indexOf('://');
  if (schemeEnd !== -1) {
    const pathStart = path.indexOf('/', schemeEnd + 3);
    path = pathStart === -1 ? '/' : path.slice(pathStart);
  }
  path = path.split(/[?#]/, 1)[0] || '/';
  const normalised = path
    .split('/')
    .map((segment) => (ID_SEGMENT.test(segment) ? ':id' : segment))
    .join('/');
  return `${method.toUpperCase()} ${normalised}`;
}
