/**
 * The web app's request layer: `request` goes through de-duplication, a per-endpoint circuit
 * breaker, retries and the request log of one shared client. The app's health monitor lives in
 * `./app-health` so its class stays out of the entry chunk (only the monitoring page polls).
 *
 * @example
 * import { AUTH_REQUEST, request, RequestError } from '@/lib/request';
 * const { user } = await request<{ user: User }>('/api/auth/current-user', AUTH_REQUEST);
 */
import { createRequestClient, type RequestOptions } from './client';

export {
  type Admission,
  BREAKER_DEFAULTS,
  type BreakerConfig,
  type BreakerSnapshot,
  CircuitBreaker,
  CircuitBreakerRegistry,
  type CircuitState,
  endpointKey,
  type StateChange,
} from './circuit-breaker';
export {
  createRequestClient,
  type HttpMethod,
  type RequestClient,
  type RequestClientConfig,
  type RequestClientSnapshot,
  type RequestMonitorSource,
  type RequestOptions,
} from './client';
export { dedupeKey, InFlightRequests } from './dedupe';
export { CircuitOpenError, CLIENT_ERROR_CODES, isAbortError, MESSAGES, RequestError } from './errors';
// Types only: a value re-export would put the monitor's class in the entry chunk of every page
// (the bundler keeps statically reachable modules there); its code is in './health-monitor'.
export type {
  HealthCheckResult,
  HealthMonitorConfig,
  HealthMonitorOptions,
  HealthService,
  HealthSnapshot,
  OverallHealth,
  RecoveryConfidence,
  ServiceStatus,
} from './health-monitor';
export { PERFORMANCE_SAMPLE_SIZE, REQUEST_LOG_SIZE, RequestLog, type RequestLogEntry } from './request-log';
export {
  AUTH_REQUEST,
  isRetryable,
  REQUEST_DEFAULTS,
  type RequestPreset,
  ROLES_REQUEST,
  retryDelay,
  withRetry,
} from './retry';
export { QUEUE_DEFAULTS, type QueueConfig, type QueuedRequestInfo, RetryQueue } from './retry-queue';
export { MIN_PERCENTILE_SAMPLES, type ResponseTimeStats, responseTimeStats } from './stats';
export type { ExternalStore } from './store';
export { type Clock, systemClock } from './timers';

/** The app's one client; the monitoring panel reads its breakers, queue and log. */
export const requestClient = createRequestClient();

/** Calls the API through the shared client. Throws `RequestError` (status 0 for network errors and timeouts). */
export function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  return requestClient.request<T>(path, options);
}
