import type { CircuitBreaker } from './circuit-breaker';
import {
  type BreakerConfig,
  type BreakerSnapshot,
  CircuitBreakerRegistry,
  endpointKey,
} from './circuit-breaker';
import { dedupeKey, InFlightRequests } from './dedupe';
import {
  CircuitOpenError,
  CLIENT_ERROR_CODES,
  httpError,
  isAbortError,
  MESSAGES,
  RequestError,
} from './errors';
import { PERFORMANCE_SAMPLE_SIZE, REQUEST_LOG_SIZE, RequestLog, type RequestLogEntry } from './request-log';
import { REQUEST_DEFAULTS, withRetry } from './retry';
import { type QueueConfig, type QueuedRequestInfo, RetryQueue } from './retry-queue';
import type { ResponseTimeStats } from './stats';
import { CachedSnapshot, Emitter, type ExternalStore } from './store';
import { abortReason, type Clock, systemClock } from './timers';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** JSON-serialised unless it is FormData. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Per-attempt timeout in ms (default 10 000; auth calls 30 000, see `AUTH_REQUEST`). */
  timeoutMs?: number;
  /** Total attempts, the first included (default 3). Only 5xx, network errors and timeouts are retried. */
  attempts?: number;
  /** Base retry delay; the wait after failed attempt n is `retryDelayMs × n` (default 1 000). */
  retryDelayMs?: number;
  signal?: AbortSignal;
  /**
   * Share an identical in-flight call (same method, url, headers, body). Default: on for GET,
   * off otherwise; FormData bodies are never shared.
   */
  dedupe?: boolean;
  /**
   * When the circuit is open, wait in the retry queue (retried every 5 s, at most 3 tries,
   * `Request timeout in queue` after 60 s) instead of failing fast with a 503.
   */
  queueWhenOpen?: boolean;
  /** Circuit breaker key; default `endpointKey(method, path)`, e.g. `GET /api/cart/:id`. */
  breakerKey?: string;
  /** Fetch cache mode, e.g. `no-cache` for the brand config. */
  cache?: RequestCache;
}

export interface RequestClientConfig {
  /** Defaults to the global fetch, looked up per call. */
  fetch?: typeof fetch;
  /** Defaults to `Date.now`. */
  now?: () => number;
  /** Timers (and clock); defaults to the globals, looked up per call so fake timers apply. */
  clock?: Partial<Clock>;
  /** Prefixed to relative paths. */
  baseUrl?: string;
  defaults?: Partial<{ timeoutMs: number; attempts: number; retryDelayMs: number }>;
  breaker?: Partial<BreakerConfig>;
  queue?: Partial<QueueConfig>;
  logSize?: number;
  performanceSamples?: number;
}

export interface RequestClientSnapshot {
  breakers: readonly BreakerSnapshot[];
  /** Newest first. */
  log: readonly RequestLogEntry[];
  performance: ResponseTimeStats;
  queue: readonly QueuedRequestInfo[];
}

/** What the monitoring panel needs from a client. */
export interface RequestMonitorSource extends ExternalStore<RequestClientSnapshot> {
  resetBreaker(endpoint: string): void;
  forceOpenBreaker(endpoint: string): void;
}

export interface RequestClient extends RequestMonitorSource {
  request<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  readonly breakers: CircuitBreakerRegistry;
  readonly log: RequestLog;
  readonly queue: RetryQueue;
  /** Distinct calls currently in flight through de-duplication. */
  inFlightCount(): number;
  /** Stops timers and rejects queued calls. */
  dispose(): void;
}

interface PreparedRequest {
  method: HttpMethod;
  url: string;
  endpoint: string;
  init: RequestInit;
  timeoutMs: number;
  attempts: number;
  retryDelayMs: number;
  queueWhenOpen: boolean;
  dedupeKey: string | undefined;
}

/**
 * Builds a request client: credentials included, JSON headers, de-duplication of identical
 * in-flight calls, a circuit breaker per endpoint, retries with linear back-off, a retry queue
 * for open circuits, and a request log. Everything time-based runs on the injected clock.
 *
 * @example
 * const client = createRequestClient({ fetch: fakeFetch });
 * const user = await client.request<User>('/api/auth/current-user', AUTH_REQUEST);
 */
export function createRequestClient(config: RequestClientConfig = {}): RequestClient {
  const clock: Clock = {
    now: config.now ?? config.clock?.now ?? systemClock.now,
    setTimeout: config.clock?.setTimeout ?? systemClock.setTimeout,
    clearTimeout: config.clock?.clearTimeout ?? systemClock.clearTimeout,
  };
  const fetchImpl: typeof fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const defaults = { ...REQUEST_DEFAULTS, ...config.defaults };
  const breakers = new CircuitBreakerRegistry(config.breaker, clock);
  const log = new RequestLog(
    config.logSize ?? REQUEST_LOG_SIZE,
    config.performanceSamples ?? PERFORMANCE_SAMPLE_SIZE,
  );
  const queue = new RetryQueue(config.queue, clock);
  const inFlight = new InFlightRequests();

  const emitter = new Emitter();
  const snapshot = new CachedSnapshot<RequestClientSnapshot>(() => {
    const logSnapshot = log.getSnapshot();
    return {
      breakers: breakers.getSnapshot(),
      log: logSnapshot.entries,
      performance: logSnapshot.performance,
      queue: queue.getSnapshot(),
    };
  });
  const onChange = () => {
    snapshot.invalidate();
    emitter.emit();
  };
  const unsubscribers = [breakers.subscribe(onChange), log.subscribe(onChange), queue.subscribe(onChange)];

  function prepare(path: string, options: RequestOptions): PreparedRequest {
    const method = options.method ?? 'GET';
    const url = /^[a-z][a-z\d+.-]*:/i.test(path) ? path : `${config.baseUrl ?? ''}${path}`;
    const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
    const body =
      options.body === undefined
        ? undefined
        : isForm
          ? (options.body as FormData)
          : JSON.stringify(options.body);
    const headers: Record<string, string> = isForm
      ? { ...options.headers }
      : { 'Content-Type': 'application/json', Accept: 'application/json', ...options.headers };
    const shouldDedupe = !isForm && (options.dedupe ?? method === 'GET');
    return {
      method,
      url,
      endpoint: options.breakerKey ?? endpointKey(method, url),
      init: { method, credentials: 'include', headers, body, cache: options.cache },
      timeoutMs: options.timeoutMs ?? defaults.timeoutMs,
      attempts: options.attempts ?? defaults.attempts,
      retryDelayMs: options.retryDelayMs ?? defaults.retryDelayMs,
      queueWhenOpen: options.queueWhenOpen ?? false,
      dedupeKey: shouldDedupe ? dedupeKey(method, url, body as string | undefined, headers) : undefined,
    };
  }

  /** One network round trip with its own timeout; reports to the breaker and the log. */
  async function fetchOnce(
    req: PreparedRequest,
    breaker: CircuitBreaker,
    attempt: number,
    signal?: AbortSignal,
  ) {
    const startedAt = clock.now();
    const controller = new AbortController();
    let timedOut = false;
    let cleanup = () => {};
    const record = (status: number, ok: boolean, error: string | null) =>
      log.add({
        method: req.method,
        url: req.url,
        endpoint: req.endpoint,
        status,
        durationMs: clock.now() - startedAt,
        ok,
        error,
        at: startedAt,
        attempt,
        blocked: false,
      });

    let response: Response;
    let text: string;
    try {
      ({ response, text } = await new Promise<{ response: Response; text: string }>((resolve, reject) => {
        const timer = clock.setTimeout(() => {
          timedOut = true;
          controller.abort(new DOMException(MESSAGES.timeout, 'TimeoutError'));
          reject(new RequestError(MESSAGES.timeout, 0, CLIENT_ERROR_CODES.timeout));
        }, req.timeoutMs);
        const onAbort = () => {
          controller.abort(abortReason(signal!));
          reject(abortReason(signal!));
        };
        cleanup = () => {
          clock.clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
        };
        if (signal?.aborted) {
          onAbort();
          return;
        }
        signal?.addEventListener('abort', onAbort, { once: true });
        fetchImpl(req.url, { ...req.init, signal: controller.signal })
          .then(async (res) => ({ response: res, text: await res.text() }))
          .then(resolve, reject);
      }));
    } catch (error) {
      cleanup();
      if (signal?.aborted && !timedOut) {
        breaker.release();
        throw abortReason(signal);
      }
      const failure = timedOut
        ? new RequestError(MESSAGES.timeout, 0, CLIENT_ERROR_CODES.timeout, undefined, { cause: error })
        : isAbortError(error)
          ? new RequestError(MESSAGES.network, 0, CLIENT_ERROR_CODES.network, undefined, { cause: error })
          : error instanceof RequestError
            ? error
            : new RequestError(MESSAGES.network, 0, CLIENT_ERROR_CODES.network, undefined, { cause: error });
      breaker.recordFailure(failure.message);
      record(0, false, failure.message);
      throw failure;
    }
    cleanup();

    const durationMs = clock.now() - startedAt;
    const body = parseBody(text);
    if (response.ok) {
      breaker.recordSuccess(durationMs);
      record(response.status, true, null);
      return body;
    }
    const failure = httpError(response.status, response.statusText, body);
    if (failure.isServiceFailure) breaker.recordFailure(failure.message, durationMs);
    else breaker.recordSuccess(durationMs);
    record(response.status, false, failure.message);
    throw failure;
  }

  /** One attempt through the circuit: refused calls are logged and thrown as CircuitOpenError. */
  function attemptOnce(req: PreparedRequest, attempt: number, signal?: AbortSignal): Promise<unknown> {
    const breaker = breakers.get(req.endpoint);
    const admission = breaker.tryAcquire();
    if (!admission.allowed) {
      log.add({
        method: req.method,
        url: req.url,
        endpoint: req.endpoint,
        status: 503,
        durationMs: 0,
        ok: false,
        error: admission.reason,
        at: clock.now(),
        attempt,
        blocked: true,
      });
      return Promise.reject(new CircuitOpenError(req.endpoint, admission.state, admission.reason));
    }
    return fetchOnce(req, breaker, attempt, signal);
  }

  async function execute(req: PreparedRequest, signal?: AbortSignal): Promise<unknown> {
    try {
      return await withRetry((attempt) => attemptOnce(req, attempt, signal), {
        attempts: req.attempts,
        retryDelayMs: req.retryDelayMs,
        clock,
        signal,
      });
    } catch (error) {
      if (!(error instanceof CircuitOpenError) || !req.queueWhenOpen) throw error;
      const breaker = breakers.get(req.endpoint);
      return queue.enqueue({
        endpoint: req.endpoint,
        method: req.method,
        url: req.url,
        canRun: () => breaker.canRequest(),
        run: () => attemptOnce(req, 0, signal),
        signal,
      });
    }
  }

  function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
    const req = prepare(path, options);
    if (req.dedupeKey === undefined) return execute(req, options.signal) as Promise<T>;
    return inFlight.run(req.dedupeKey, (shared) => execute(req, shared), options.signal) as Promise<T>;
  }

  return {
    request,
    breakers,
    log,
    queue,
    subscribe: (listener) => emitter.subscribe(listener),
    getSnapshot: () => snapshot.get(),
    resetBreaker: (endpoint) => breakers.reset(endpoint),
    forceOpenBreaker: (endpoint) => breakers.forceOpen(endpoint),
    inFlightCount: () => inFlight.size,
    dispose() {
      for (const unsubscribe of unsubscribers.splice(0)) unsubscribe();
      queue.dispose();
      breakers.dispose();
    },
  };
}

/** JSON when it parses, the raw text otherwise, undefined for an empty body (204). */
function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
