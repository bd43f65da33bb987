import { type ErrorCode, errorCodes, errorStatus } from '@fundpath/contracts/error-codes';
import { type RequestOptions, request } from '@/lib/request';

/** Options passed through to the request layer (timeouts, attempts, headers, abort signal). */
export type CallOptions = Omit<RequestOptions, 'method' | 'body'>;

const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (errorCodes as readonly string[]).includes(value);

/**
 * The contracts' code for a failure: the server's own `code` when the body carries one, else the
 * code whose status (`errorStatus` in `@fundpath/contracts/errors`) matches. No response at all
 * (network error, timeout: status 0) reads as `UNAVAILABLE`; anything else as `INTERNAL`.
 */
export function errorCodeOf(status: number, body?: unknown): ErrorCode {
  const code = body && typeof body === 'object' && 'code' in body ? body.code : undefined;
  if (isErrorCode(code)) return code;
  if (status === 0) return 'UNAVAILABLE';
  return errorCodes.find((c) => errorStatus[c] === status) ?? 'INTERNAL';
}

/**
 * Every failed API call, rebuilt from the server's `{status:"error", code, message}` body.
 * UI branches on `code` or `status`, never on the message text.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: ErrorCode,
    readonly body?: unknown,
    options?: { cause?: unknown },
  ) {
    super(message, options);
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
    const e = error as { message?: string; status: number; code?: unknown; body?: unknown };
    const code = isErrorCode(e.code) ? e.code : errorCodeOf(e.status, e.body);
    return new ApiError(e.message || `HTTP ${e.status}`, e.status, code, e.body, { cause: error });
  }
  const message = error instanceof Error ? error.message : 'Network error - please check your connection';
  return new ApiError(message, 0, errorCodeOf(0), undefined, { cause: error });
}

/** Per-field messages the server sent with a VALIDATION_FAILED (`details.errors`). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const details = (error.body as { details?: { errors?: unknown } } | undefined)?.details;
  const errors = details?.errors;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>).filter(
      (e): e is [string, string] => typeof e[1] === 'string',
    ),
  );
}

/** The server's message for a refused request (4xx), else null: 5xx and network failures get the UI's own text. */
export function refusalMessage(error: unknown): string | null {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return error.message;
  return null;
}

export type ParseResult<T> = { success: true; data: T } | { success: false; error: unknown };
/**
 * What validates a response: any zod schema (its `safeParse`), or one of the zod-free startup
 * parsers (`lib/startup-parsers.ts`). The client never imports zod itself, so the first page does not carry it.
 */
export interface Parser<T> {
  safeParse(data: unknown): ParseResult<T>;
}

/** `/tickets` → `/api/tickets`; a path already under `/api/` is left alone. */
export function apiUrl(path: string): string {
  return path.startsWith('/api/') ? path : `/api${path.startsWith('/') ? path : `/${path}`}`;
}

async function call<T>(
  method: NonNullable<RequestOptions['method']>,
  path: string,
  body: unknown,
  schema: Parser<T> | undefined,
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
    throw new ApiError('Unexpected response from the server', 200, 'INTERNAL', data, { cause: parsed.error });
  }
  return parsed.data;
}

/**
 * Thin JSON client over the resilient request layer. Paths are relative to `/api`; pass a zod
 * schema to validate and type the response.
 * @example const { user } = await api.get('/auth/current-user', currentUserResponseSchema);
 */
export const api = {
  get: <T = unknown>(path: string, schema?: Parser<T>, options?: CallOptions) =>
    call<T>('GET', path, undefined, schema, options),
  post: <T = unknown>(path: string, body?: unknown, schema?: Parser<T>, options?: CallOptions) =>
    call<T>('POST', path, body ?? {}, schema, options),
  put: <T = unknown>(path: string, body?: unknown, schema?: Parser<T>, options?: CallOptions) =>
    call<T>('PUT', path, body ?? {}, schema, options),
  patch: <T = unknown>(path: string, body?: unknown, schema?: Parser<T>, options?: CallOptions) =>
    call<T>('PATCH', path, body ?? {}, schema, options),
  delete: <T = unknown>(path: string, schema?: Parser<T>, options?: CallOptions) =>
    call<T>('DELETE', path, undefined, schema, options),
};
