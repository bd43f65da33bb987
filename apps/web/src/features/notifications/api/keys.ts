import type { CallOptions } from '@/lib/api-client';

/** Reads retry once; marking read is idempotent on the server, so it may retry too. */
export const NOTIFICATIONS_CALL: CallOptions = { timeoutMs: 10_000, attempts: 2 };

/** Query keys: everything starts with `notifications`, so one invalidation refreshes it all. */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => ['notifications', 'list'] as const,
  list: (params: { unread?: boolean }) => ['notifications', 'list', params] as const,
  unreadCount: () => ['notifications', 'unread-count'] as const,
  preferences: () => ['notifications', 'preferences'] as const,
  announcements: (page: number) => ['notifications', 'announcements', page] as const,
};
