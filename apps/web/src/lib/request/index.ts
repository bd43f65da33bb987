/**
 * The web app's request layer: `request` goes through de-duplication, a per-endpoint circuit
 * breaker, retries and the request log of one shared client; `healthMonitor` polls the services.
 *
 * @example
 * import { AUTH_REQUEST, request, RequestError } from '@/lib/request';
 * const { user } = await request<{ user: User }>('/api/auth/current-user', AUTH_REQUEST);
 */
import { createRequestClient, type RequestOptions } from './client';
import { HealthMonitor } from './health-monitor';

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
export {
  createHealthMonitor,
  DEFAULT_HEALTH_SERVICES,
  HEALTH_DEFAULTS,
  type HealthCheckResult,
  HealthMonitor,
  type HealthMonitorConfig,
  type HealthMonitorOptions,
  type HealthService,
  type HealthSnapshot,
  type OverallHealth,
  overallHealth,
  type RecoveryConfidence,
  recoveryConfidence,
  type ServiceStatus,
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

/** The app's health monitor (`api` and `brand`); started by whoever needs it, e.g. the monitoring page. */
export const healthMonitor = new HealthMonitor();

/** Calls the API through the shared client. Throws `RequestError` (status 0 for network errors and timeouts). */
export function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  return requestClient.request<T>(path, options);
}
