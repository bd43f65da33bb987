import { type ResponseTimeStats, SampleWindow } from './stats';
import { CachedSnapshot, Emitter, type ExternalStore } from './store';

/** §9: request log 100 entries, performance samples 1000. */
export const REQUEST_LOG_SIZE = 100;
export const PERFORMANCE_SAMPLE_SIZE = 1000;

export interface RequestLogEntry {
  id: number;
  method: string;
  url: string;
  /** Breaker key (method plus normalised path). */
  endpoint: string;
  /** HTTP status; 0 for network errors and timeouts, 503 when the circuit refused the call. */
  status: number;
  durationMs: number;
  ok: boolean;
  error: string | null;
  /** Epoch ms when the attempt started. */
  at: number;
  /** 1-based attempt number; 0 for a retry from the open-circuit queue. */
  attempt: number;
  /** The circuit refused the call, so it never reached the network. */
  blocked: boolean;
}

export interface RequestLogSnapshot {
  /** Newest first. */
  entries: readonly RequestLogEntry[];
  performance: ResponseTimeStats;
}

/** The last `size` request attempts plus response-time samples for p95/p99. */
export class RequestLog implements ExternalStore<RequestLogSnapshot> {
  private entries: RequestLogEntry[] = [];
  private nextId = 1;
  private readonly samples: SampleWindow;
  private readonly emitter = new Emitter();
  private readonly snapshot = new CachedSnapshot<RequestLogSnapshot>(() => ({
    entries: [...this.entries].reverse(),
    performance: this.samples.stats(),
  }));

  constructor(
    readonly size: number = REQUEST_LOG_SIZE,
    performanceSamples: number = PERFORMANCE_SAMPLE_SIZE,
  ) {
    this.samples = new SampleWindow(performanceSamples);
  }

  subscribe = (listener: () => void) => this.emitter.subscribe(listener);
  getSnapshot = (): RequestLogSnapshot => this.snapshot.get();

  /** Records an attempt; only answered requests become response-time samples. */
  add(entry: Omit<RequestLogEntry, 'id'>): RequestLogEntry {
    const stored = { ...entry, id: this.nextId++ };
    this.entries.push(stored);
    if (this.entries.length > this.size) this.entries.splice(0, this.entries.length - this.size);
    if (!entry.blocked && entry.status > 0) this.samples.add(entry.durationMs);
    this.changed();
    return stored;
  }

  clear(): void {
    this.entries = [];
    this.samples.clear();
    this.changed();
  }

  private changed(): void {
    this.snapshot.invalidate();
    this.emitter.emit();
  }
}
