import type { CallOptions } from '@/lib/api-client';

export const CALENDAR_CALL: CallOptions = { timeoutMs: 10_000, attempts: 3 };
/** A booking is never retried blindly (a second attempt could take another slot). */
export const BOOKING_CALL: CallOptions = { timeoutMs: 15_000, attempts: 1 };

/** Query keys: everything starts with `calendar`, so one invalidation refreshes it all. */
export const calendarKeys = {
  all: ['calendar'] as const,
  hours: () => ['calendar', 'hours'] as const,
  links: () => ['calendar', 'links'] as const,
  appointments: (from: string, to: string) => ['calendar', 'appointments', from, to] as const,
  mine: () => ['calendar', 'my-sessions'] as const,
  feed: () => ['calendar', 'feed'] as const,
  publicLink: (code: string) => ['calendar', 'public', code] as const,
  slots: (code: string, from: string, tz: string) => ['calendar', 'public', code, 'slots', from, tz] as const,
  manage: (token: string) => ['calendar', 'manage', token] as const,
};
