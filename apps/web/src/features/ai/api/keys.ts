import type { CallOptions } from '@/lib/api-client';

/** Query keys: everything of the AI coach starts with `ai`, so one invalidation refreshes it all. */
export const aiKeys = {
  all: ['ai'] as const,
  history: (userId: string, step: number) => ['ai', 'history', userId, step] as const,
  proactive: () => ['ai', 'proactive'] as const,
  preferences: () => ['ai', 'preferences'] as const,
  admin: () => ['ai', 'admin'] as const,
  adminList: (name: string, params: object = {}) => ['ai', 'admin', name, params] as const,
};

/** A call whose failure the person never sees (spec §8: feedback submit fails silently). */
export const SILENT_CALL: CallOptions = { attempts: 1, timeoutMs: 10_000 };
