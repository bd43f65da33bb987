/** Query keys of the staff marketplace screens (issue 6/8): specialists, bookings, members, categories, default hours. */
export const marketplaceAdminKeys = {
  all: ['marketplace', 'admin'] as const,
  specialists: () => [...marketplaceAdminKeys.all, 'specialists'] as const,
  specialistLists: () => [...marketplaceAdminKeys.specialists(), 'list'] as const,
  specialist: (id: string) => [...marketplaceAdminKeys.specialists(), 'detail', id] as const,
  bookings: () => [...marketplaceAdminKeys.all, 'bookings'] as const,
  bookingLists: () => [...marketplaceAdminKeys.bookings(), 'list'] as const,
  booking: (id: string) => [...marketplaceAdminKeys.bookings(), 'detail', id] as const,
  members: () => [...marketplaceAdminKeys.all, 'members'] as const,
  categories: () => [...marketplaceAdminKeys.all, 'categories'] as const,
  defaultHours: () => [...marketplaceAdminKeys.all, 'default-hours'] as const,
};

/** Every write is sent once: a retried cancel would refund twice, a retried create make two categories. */
export const WRITE = { attempts: 1 } as const;
