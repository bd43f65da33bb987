import type { CircuitState } from './circuit-breaker';
import { MESSAGES } from './messages';

export { MESSAGES };

/**
 * Codes the request layer sets itself; server failures keep the server's code
 * (`@fundpath/contracts` errorCodes). An open circuit uses the server's `UNAVAILABLE`
 * so the UI treats it like a 503 from the API.
 */
export const CLIENT_ERROR_CODES = {
  timeout: 'TIMEOUT',
  network: 'NETWORK_ERROR',
  unavailable: 'UNAVAILABLE',
  queueTimeout: 'QUEUE_TIMEOUT',
} as const;

/** Thrown for every failed call. `status` is 0 for network errors and timeouts. */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly body?: unknown,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'RequestError';
  }

  /** 5xx, network errors and timeouts: the service's fault, so worth retrying and counted by the breaker. */
  get isServiceFailure(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}

/**
 * The circuit for `endpoint` refused the call: a 503 `Service temporarily unavailable`
 * whose `detail` is the breaker's reason (OPEN or testing recovery).
 */
export class CircuitOpenError extends RequestError {
  constructor(
    readonly endpoint: string,
    readonly state: CircuitState,
    readonly detail: string,
  ) {
    super(MESSAGES.unavailable, 503, CLIENT_ERROR_CODES.unavailable, {
      status: 'error',
      code: CLIENT_ERROR_CODES.unavailable,
      message: MESSAGES.unavailable,
      details: { endpoint, state, reason: detail },
    });
    this.name = 'CircuitOpenError';
  }
}

/** True for the error a fetch or sleep raises when its AbortSignal fires. */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

const REASON_PHRASES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** HTTP/2 responses carry no status text, so fall back to the standard phrase. */
export function statusText(status: number, given: string): string {
  return given || REASON_PHRASES[status] || 'Error';
}

/** Builds the error for a non-2xx response: the server's message and code when its body has them. */
export function httpError(status: number, text: string, body: unknown): RequestError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : undefined;
  const message =
    typeof record?.message === 'string' && record.message
      ? record.message
      : MESSAGES.http(status, statusText(status, text));
  const code = typeof record?.code === 'string' ? record.code : undefined;
  return new RequestError(message, status, code, body);
}
