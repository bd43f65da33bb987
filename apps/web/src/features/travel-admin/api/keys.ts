/** Query keys of the staff travel screens: under `travel` so a booking change can refresh packages' seats too. */
export const travelAdminKeys = {
  all: ['travel', 'admin'] as const,
  packages: () => [...travelAdminKeys.all, 'packages'] as const,
  packageLists: () => [...travelAdminKeys.packages(), 'list'] as const,
  package: (id: string) => [...travelAdminKeys.packages(), 'detail', id] as const,
  bookings: () => [...travelAdminKeys.all, 'bookings'] as const,
  bookingLists: () => [...travelAdminKeys.bookings(), 'list'] as const,
  booking: (id: string) => [...travelAdminKeys.bookings(), 'detail', id] as const,
};

/** Every write is sent once: a retried create would make a second package, a retried cancel a second refund. */
export const WRITE = { attempts: 1 } as const;
