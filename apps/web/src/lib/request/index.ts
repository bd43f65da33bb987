/**
 * PLACEHOLDER with the final public signature; the full request layer (breaker, retries,
 * queue, dedupe, health monitor) replaces the body of this module.
 */
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-serialised unless it is FormData. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Per-call timeout in ms (default 10 000; auth calls 30 000). */
  timeoutMs?: number;
  /** Total attempts (default 3). */
  attempts?: number;
  signal?: AbortSignal;
}

/** Thrown for every failed call. `status` is 0 for network errors and timeouts. */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const res = await fetch(path, {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers: isForm ? options.headers : { 'Content-Type': 'application/json', Accept: 'application/json', ...options.headers },
    body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
    signal: options.signal,
  });
  const text = await res.text();
  const body = text ? JSON.parse(text) : undefined;
  if (!res.ok) throw new RequestError(body?.message ?? `HTTP ${res.status}: ${res.statusText}`, res.status, body?.code, body);
  return body as T;
}
