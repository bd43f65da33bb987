/** Query keys of the specialist's own workspace (issue 6/8): services, categories, weekly hours. */
export const specialistWorkspaceKeys = {
  all: ['marketplace', 'specialist-workspace'] as const,
  services: () => [...specialistWorkspaceKeys.all, 'services'] as const,
  categories: () => [...specialistWorkspaceKeys.all, 'categories'] as const,
  availability: () => [...specialistWorkspaceKeys.all, 'availability'] as const,
};

/** Every write is sent once: a retried create would make two services. */
export const WRITE = { attempts: 1 } as const;
