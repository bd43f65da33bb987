import type { ZodType } from 'zod';
import { type RequestOptions, request } from '@/lib/request';

/** Options passed through to the request layer (timeouts, attempts, headers, abort signal). */
export type CallOptions = Omit<RequestOptions, 'method' | 'body'>;

const codeForStatus = (status: number): string => {
  if (status === 0) return 'NETWORK_ERROR';
  if (status === 400) return 'VALIDATION_FAILED';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503) return 'UNAVAILABLE';
  return 'INTERNAL';
};

/**
 * Every failed API call, rebuilt from the server's `{status:"error", code, message}` body.
 * UI branches on `code` or `status`, never on the message text.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show a person for any thrown value. */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    const e = error as { message?: string; status: number; code?: string; body?: unknown };
    return new ApiError(e.message || `HTTP ${e.status}`, e.status, e.code ?? codeForStatus(e.status), e.body);
  }
  const message = error instanceof Error ? error.message : 'Network error - please check your connection';
  return new ApiError(message, 0, 'NETWORK_ERROR');
}

/** `/tickets` → `/api/tickets`; a path already under `/api/` is left alone. */
export function apiUrl(path: string): string {
  return path.startsWith('/api/') ? path : `/api${path.startsWith('/') ? path : `/${path}`}`;
}

async function call<T>(
  method: NonNullable<RequestOptions['method']>,
  path: string,
  body: unknown,
  schema: ZodType<T> | undefined,
  options: CallOptions = {},
): Promise<T> {
  let data: unknown;
  try {
    data = await request<unknown>(apiUrl(path), { ...options, method, body });
  } catch (error) {
    throw toApiError(error);
  }
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError('Unexpected response from the server', 200, 'INVALID_RESPONSE', data);
  }
  return parsed.data;
}

/**
 * Thin JSON client over the resilient request layer. Paths are relative to `/api`; pass a zod
 * schema to validate and type the response.
 * @example const { user } = await api.get('/auth/current-user', currentUserResponseSchema);
 */
export const api = {
  get: <T = unknown>(path: string, schema?: ZodType<T>, options?: CallOptions) =>
    call<T>('GET', path, undefined, schema, options),
  post: <T = unknown>(path: string, body?: unknown, schema?: ZodType<T>, options?: CallOptions) =>
    call<T>('POST', path, body ?? {}, schema, options),
  put: <T = unknown>(path: string, body?: unknown, schema?: ZodType<T>, options?: CallOptions) =>
    call<T>('PUT', path, body ?? {}, schema, options),
  patch: <T = unknown>(path: string, body?: unknown, schema?: ZodType<T>, options?: CallOptions) =>
    call<T>('PATCH', path, body ?? {}, schema, options),
  delete: <T = unknown>(path: string, schema?: ZodType<T>, options?: CallOptions) =>
    call<T>('DELETE', path, undefined, schema, options),
};
