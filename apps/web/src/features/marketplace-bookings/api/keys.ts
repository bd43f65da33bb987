/** Query keys of the member's marketplace bookings (issue 6/8): lists, one booking, slots to move to. */
export const memberBookingKeys = {
  all: ['marketplace', 'member-bookings'] as const,
  lists: () => [...memberBookingKeys.all, 'list'] as const,
  receipts: () => [...memberBookingKeys.all, 'receipts'] as const,
  booking: (id: string) => [...memberBookingKeys.all, 'detail', id] as const,
  slots: (specialistId: string, serviceId: string, tz: string) =>
    [...memberBookingKeys.all, 'slots', specialistId, serviceId, tz] as const,
};

/** Every write is sent once: a retried cancel could refund twice, a retried move pick a taken slot. */
export const WRITE = { attempts: 1 } as const;
