/** Query keys of the staff client record (issue 7/8): the list, saved views, one record and its parts. */
export const clientKeys = {
  all: ['clients'] as const,
  lists: () => [...clientKeys.all, 'list'] as const,
  views: () => [...clientKeys.all, 'views'] as const,
  record: (id: string) => [...clientKeys.all, 'record', id] as const,
  activity: (id: string) => [...clientKeys.record(id), 'activity'] as const,
  tasks: (id: string) => [...clientKeys.record(id), 'tasks'] as const,
  tickets: (id: string) => [...clientKeys.record(id), 'tickets'] as const,
  creditHistory: (id: string) => [...clientKeys.record(id), 'credit-history'] as const,
  business: (id: string) => [...clientKeys.record(id), 'business'] as const,
};

/** Every write is sent once: a retried note would be posted twice. */
export const WRITE = { attempts: 1 } as const;
