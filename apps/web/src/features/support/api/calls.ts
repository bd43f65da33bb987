import type { CallOptions } from '@/lib/api-client';

/**
 * Spec §7 ticket service: 10 s timeout and 2 retries; status patch, resolve and messages retry
 * 3 times; uploads wait 30 s. `attempts` counts the first call too.
 */
export const TICKET_CALL: CallOptions = { timeoutMs: 10_000, attempts: 3 };
export const TICKET_CALL_PERSISTENT: CallOptions = { timeoutMs: 10_000, attempts: 4 };
export const TICKET_UPLOAD_CALL: CallOptions = { timeoutMs: 30_000, attempts: 3 };

/** Query keys: everything support-related starts with `support`, so one invalidation refreshes it all. */
export const supportKeys = {
  all: ['support'] as const,
  tickets: () => ['support', 'tickets'] as const,
  lists: () => ['support', 'tickets', 'list'] as const,
  list: (params: object) => ['support', 'tickets', 'list', params] as const,
  searches: () => ['support', 'tickets', 'search'] as const,
  search: (params: object) => ['support', 'tickets', 'search', params] as const,
  detail: (id: string) => ['support', 'tickets', 'detail', id] as const,
  activity: (id: string) => ['support', 'tickets', 'detail', id, 'activity'] as const,
  stats: () => ['support', 'stats'] as const,
  staff: () => ['support', 'staff'] as const,
};
