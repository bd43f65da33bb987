/** Query keys of the public travel pages: invalidating `['travel']` refreshes every travel read. */
export const travelKeys = {
  all: ['travel'] as const,
  packages: (query: Record<string, unknown>) => ['travel', 'packages', query] as const,
  package: (id: string) => ['travel', 'package', id] as const,
  site: (code: string) => ['travel', 'site', code] as const,
  booking: (bookingNumber: string, email: string | null) =>
    ['travel', 'booking', bookingNumber, email] as const,
};
