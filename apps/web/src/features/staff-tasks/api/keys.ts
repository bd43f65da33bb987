import type { CallOptions } from '@/lib/api-client';

export const STAFF_TASK_CALL: CallOptions = { timeoutMs: 10_000, attempts: 3 };

/** Query keys: everything here starts with `staff-tasks`, so one invalidation refreshes it all. */
export const staffTaskKeys = {
  all: ['staff-tasks'] as const,
  lists: () => ['staff-tasks', 'list'] as const,
  list: (params: object) => ['staff-tasks', 'list', params] as const,
  detail: (id: string) => ['staff-tasks', 'detail', id] as const,
  comments: (id: string) => ['staff-tasks', 'detail', id, 'comments'] as const,
  clients: (q: string) => ['staff-tasks', 'clients', q] as const,
};
