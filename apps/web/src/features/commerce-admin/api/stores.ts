import { adminStoreListResponseSchema, myStoreResponseSchema } from '@fundpath/contracts/ecommerce';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /api/ecommerce/my-store`: the owner's store, or null before they open one at /my-store. */
export const useOwnStore = (enabled = true) =>
  useQuery({
    queryKey: ['commerce-admin', 'owner', 'store'],
    queryFn: () => api.get('/ecommerce/my-store', myStoreResponseSchema).then((r) => r.store),
    enabled,
  });

/** Every store by name, for the admin's store filter (`GET /api/admin/ecommerce/stores`). */
export const useStoreOptions = (enabled = true) =>
  useQuery({
    queryKey: ['commerce-admin', 'admin', 'store-options'],
    queryFn: () =>
      api
        .get('/admin/ecommerce/stores?per_page=100', adminStoreListResponseSchema)
        .then((r) =>
          r.stores
            .map((s) => ({ value: String(s.id), label: s.store_name }))
            .sort((a, b) => a.label.localeCompare(b.label)),
        ),
    enabled,
    staleTime: 60_000,
  });
