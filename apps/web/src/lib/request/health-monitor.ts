import { CachedSnapshot, Emitter, type ExternalStore } from './store';
import { type Clock, systemClock, type TimerHandle } from './timers';

export type ServiceStatus = 'healthy' | 'unhealthy' | 'down' | 'unknown';
export type OverallHealth = 'healthy' | 'degraded' | 'down';
export type RecoveryConfidence = 'low' | 'medium' | 'high';

export interface HealthService {
  name: string;
  /** Checked with GET; any 2xx means healthy. */
  url: string;
}

export interface HealthCheckResult {
  name: string;
  url: string;
  status: ServiceStatus;
  /** ms; null until checked, and for a timeout. */
  responseTime: number | null;
  error: string | null;
  /** Epoch ms of the last check; null until checked. */
  checkedAt: number | null;
}

export interface HealthSnapshot {
  overall: OverallHealth;
  services: readonly HealthCheckResult[];
  confidence: RecoveryConfidence;
  /** Check results in the confidence window, and how many of them failed. */
  samples: number;
  recentFailures: number;
  running: boolean;
  checking: boolean;
  lastCheckedAt: number | null;
}

export interface HealthMonitorConfig {
  intervalMs: number;
  initialDelayMs: number;
  timeoutMs: number;
  /** How many recent check results recovery confidence looks at. */
  confidenceWindow: number;
}

/** §9: health checks every 30 s (first after 1 s), 5 s timeout each. */
export const HEALTH_DEFAULTS: HealthMonitorConfig = {
  intervalMs: 30_000,
  initialDelayMs: 1_000,
  timeoutMs: 5_000,
  confidenceWindow: 10,
};

/** §7 `GET /api/{service}/health`: the API itself, and brand at its config endpoint. */
export const DEFAULT_HEALTH_SERVICES: readonly HealthService[] = [
  { name: 'api', url: '/api/health' },
  { name: 'brand', url: '/api/brand/config' },
];

/** §4: degraded at 50 % or more of the services failing, down at 80 % or more. */
export const DEGRADED_RATIO = 0.5;
export const DOWN_RATIO = 0.8;

/** Overall health from per-service statuses; services not checked yet do not count. */
export function overallHealth(statuses: readonly ServiceStatus[]): OverallHealth {
  const known = statuses.filter((s) => s !== 'unknown');
  if (known.length === 0) return 'healthy';
  const failing = known.filter((s) => s !== 'healthy').length / known.length;
  if (failing >= DOWN_RATIO) return 'down';
  if (failing >= DEGRADED_RATIO) return 'degraded';
  return 'healthy';
}

/** §4: low with fewer than 10 samples, high with under 3 failures, medium with under 5, else low. */
export function recoveryConfidence(samples: number, failures: number): RecoveryConfidence {
  if (samples < 10) return 'low';
  if (failures < 3) return 'high';
  if (failures < 5) return 'medium';
  return 'low';
}

export interface HealthMonitorOptions {
  fetch?: typeof fetch;
  now?: () => number;
  clock?: Partial<Clock>;
  services?: readonly HealthService[];
  config?: Partial<HealthMonitorConfig>;
}

/**
 * Polls each registered service and derives overall health and recovery confidence.
 * Checks bypass the circuit breakers: they are how we learn a service is back.
 *
 * @example
 * const monitor = new HealthMonitor();
 * monitor.start();   // first round after 1 s, then every 30 s
 * monitor.subscribe(() => render(monitor.getSnapshot()));
 */
export class HealthMonitor implements ExternalStore<HealthSnapshot> {
  private readonly results = new Map<string, HealthCheckResult>();
  /** true = a failed check, newest last. */
  private readonly recent: boolean[] = [];
  private timer: TimerHandle | undefined;
  private running = false;
  private inFlight: Promise<void> | undefined;
  private lastCheckedAt: number | null = null;
  private readonly clock: Clock;
  private readonly fetchImpl: typeof fetch;
  private readonly emitter = new Emitter();
  private readonly snapshot = new CachedSnapshot(() => this.buildSnapshot());
  readonly config: HealthMonitorConfig;

  constructor(options: HealthMonitorOptions = {}) {
    this.clock = {
      now: options.now ?? options.clock?.now ?? systemClock.now,
      setTimeout: options.clock?.setTimeout ?? systemClock.setTimeout,
      clearTimeout: options.clock?.clearTimeout ?? systemClock.clearTimeout,
    };
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.config = { ...HEALTH_DEFAULTS, ...options.config };
    for (const service of options.services ?? DEFAULT_HEALTH_SERVICES) this.register(service);
  }

  subscribe = (listener: () => void) => this.emitter.subscribe(listener);
  getSnapshot = (): HealthSnapshot => this.snapshot.get();

  get isRunning(): boolean {
    return this.running;
  }

  register(service: HealthService): void {
    this.results.set(service.name, {
      name: service.name,
      url: service.url,
      status: 'unknown',
      responseTime: null,
      error: null,
      checkedAt: null,
    });
    this.changed();
  }

  unregister(name: string): void {
    if (this.results.delete(name)) this.changed();
  }

  /** Schedules the first round after `initialDelayMs`, then one every `intervalMs`. No-op if running. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(this.config.initialDelayMs);
    this.changed();
  }

  stop(): void {
    if (!this.running) return;
    this.running = false;
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
    this.changed();
  }

  /** Checks every service now; concurrent calls share the round in progress. */
  checkAll(): Promise<void> {
    if (!this.inFlight) {
      const services = [...this.results.values()];
      this.inFlight = Promise.all(services.map((s) => this.checkService(s))).then((results) => {
        for (const result of results) {
          if (!this.results.has(result.name)) continue;
          this.results.set(result.name, result);
          this.recent.push(result.status !== 'healthy');
        }
        if (this.recent.length > this.config.confidenceWindow) {
          this.recent.splice(0, this.recent.length - this.config.confidenceWindow);
        }
        this.lastCheckedAt = this.clock.now();
        this.inFlight = undefined;
        this.changed();
      });
      this.changed();
    }
    return this.inFlight;
  }

  private schedule(delayMs: number): void {
    this.timer = this.clock.setTimeout(() => {
      this.timer = undefined;
      if (!this.running) return;
      // Schedule first so the cadence stays fixed however long a round takes.
      this.schedule(this.config.intervalMs);
      void this.checkAll();
    }, delayMs);
  }

  private async checkService(service: HealthCheckResult): Promise<HealthCheckResult> {
    const startedAt = this.clock.now();
    const controller = new AbortController();
    let timer: TimerHandle | undefined;
    const base = { name: service.name, url: service.url };
    try {
      const response = await new Promise<Response>((resolve, reject) => {
        timer = this.clock.setTimeout(() => {
          controller.abort();
          reject(new Error('Health check timeout'));
        }, this.config.timeoutMs);
        this.fetchImpl(service.url, {
          method: 'GET',
          credentials: 'include',
          headers: { Accept: 'application/json' },
          cache: 'no-store',
          signal: controller.signal,
        }).then(resolve, reject);
      });
      const responseTime = this.clock.now() - startedAt;
      if (response.ok)
        return { ...base, status: 'healthy', responseTime, error: null, checkedAt: this.clock.now() };
      return {
        ...base,
        status: 'unhealthy',
        responseTime,
        error: `HTTP ${response.status}${response.statusText ? `: ${response.statusText}` : ''}`,
        checkedAt: this.clock.now(),
      };
    } catch (error) {
      const timedOut = error instanceof Error && error.message === 'Health check timeout';
      return {
        ...base,
        status: 'down',
        responseTime: timedOut ? null : this.clock.now() - startedAt,
        error: timedOut ? 'Health check timeout' : 'Network error - please check your connection',
        checkedAt: this.clock.now(),
      };
    } finally {
      if (timer !== undefined) this.clock.clearTimeout(timer);
    }
  }

  private changed(): void {
    this.snapshot.invalidate();
    this.emitter.emit();
  }

  private buildSnapshot(): HealthSnapshot {
    const services = [...this.results.values()];
    const recentFailures = this.recent.filter(Boolean).length;
    return {
      overall: overallHealth(services.map((s) => s.status)),
      services,
      confidence: recoveryConfidence(this.recent.length, recentFailures),
      samples: this.recent.length,
      recentFailures,
      running: this.running,
      checking: this.inFlight !== undefined,
      lastCheckedAt: this.lastCheckedAt,
    };
  }
}

/** Factory twin of `new HealthMonitor(options)`. */
export function createHealthMonitor(options: HealthMonitorOptions = {}): HealthMonitor {
  return new HealthMonitor(options);
}
