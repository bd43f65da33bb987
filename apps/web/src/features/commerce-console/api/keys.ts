/** Everything the admin commerce console reads sits under `['admin', 'ecommerce']`. */
export const consoleKeys = {
  all: ['admin', 'ecommerce'] as const,
  stores: () => ['admin', 'ecommerce', 'stores'] as const,
  storeList: (filter: object) => ['admin', 'ecommerce', 'stores', filter] as const,
  settings: () => ['admin', 'ecommerce', 'settings'] as const,
  dashboard: (days: number) => ['admin', 'ecommerce', 'dashboard', days] as const,
  imports: () => ['admin', 'ecommerce', 'imports'] as const,
  import: (id: string) => ['admin', 'ecommerce', 'imports', id] as const,
};
