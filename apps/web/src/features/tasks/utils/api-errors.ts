import { isApiError } from '@/lib/api-client';

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
