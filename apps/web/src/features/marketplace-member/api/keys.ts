/** Query keys of the member's marketplace screens (issue 6/8): discovery, likes, profiles, slots. */
export const memberMarketKeys = {
  all: ['marketplace', 'member-market'] as const,
  discover: () => [...memberMarketKeys.all, 'discover'] as const,
  categories: () => [...memberMarketKeys.all, 'categories'] as const,
  likes: () => [...memberMarketKeys.all, 'likes'] as const,
  services: () => [...memberMarketKeys.all, 'services'] as const,
  specialist: (id: string) => [...memberMarketKeys.all, 'specialist', id] as const,
  bookingPage: (code: string) => [...memberMarketKeys.all, 'booking-page', code] as const,
  slots: (id: string, serviceId: string, tz: string) =>
    [...memberMarketKeys.all, 'slots', id, serviceId, tz] as const,
};

/** Writes are sent once: a retried booking could take a second slot. */
export const WRITE = { attempts: 1 } as const;
