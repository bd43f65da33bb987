import type { CallOptions } from '@/lib/api-client';

export const AUTOMATION_CALL: CallOptions = { timeoutMs: 15_000, attempts: 2 };

/** Query keys: everything starts with `automations`, so one invalidation refreshes it all. */
export const automationKeys = {
  all: ['automations'] as const,
  workflows: () => ['automations', 'workflows'] as const,
  workflow: (id: string) => ['automations', 'workflows', id] as const,
  templates: () => ['automations', 'templates'] as const,
  runs: (params: object) => ['automations', 'runs', params] as const,
  run: (id: string) => ['automations', 'run', id] as const,
  options: () => ['automations', 'options'] as const,
  users: (q: string) => ['automations', 'users', q] as const,
};
