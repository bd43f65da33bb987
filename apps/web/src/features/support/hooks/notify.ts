import { toast } from 'sonner';
import { isApiError } from '@/lib/api-client';

/** Spec §9: ticket toasts stay 3 s. */
export const TICKET_TOAST_MS = 3_000;

/** The server's own words for a refusal (a 4xx), shown under the spec's toast title. */
export function serverReason(error: unknown): string | undefined {
  if (!isApiError(error) || error.status === 0 || error.status >= 500) return undefined;
  return error.message || undefined;
}

export const notify = {
  success: (title: string) => toast.success(title, { duration: TICKET_TOAST_MS }),
  error: (title: string, error?: unknown) =>
    toast.error(title, { duration: TICKET_TOAST_MS, description: serverReason(error) }),
};
