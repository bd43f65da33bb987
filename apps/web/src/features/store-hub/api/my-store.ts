import {
  myStoreResponseSchema,
  type NewStore,
  type OwnerStore,
  orderListResponseSchema,
  ownerStoreResponseSchema,
  productListResponseSchema,
  type StoreSettingsPatch,
} from '@fundpath/contracts/ecommerce';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withIdempotencyKey } from '@/lib/idempotency';

/** Everything the owner's store pages read sits under `['ecommerce', 'my-store']`. */
export const storeHubKeys = {
  all: ['ecommerce', 'my-store'] as const,
  hub: () => ['ecommerce', 'my-store', 'hub'] as const,
  recentOrders: () => ['ecommerce', 'my-store', 'orders', 'recent'] as const,
  previewProducts: () => ['ecommerce', 'my-store', 'products', 'preview'] as const,
  analytics: (days: number) => ['ecommerce', 'my-store', 'analytics', days] as const,
};

/** `GET /api/ecommerce/my-store`: the caller's store (or null) and its setup checklist. */
export const myStoreQuery = () =>
  queryOptions({
    queryKey: storeHubKeys.hub(),
    queryFn: () => api.get('/ecommerce/my-store', myStoreResponseSchema),
  });
/** `enabled: false` for visitors who are not a signed-in client (the API would refuse them). */
export const useMyStore = (enabled = true) => useQuery({ ...myStoreQuery(), enabled });

export const RECENT_ORDERS = 5;
/** The newest orders of the owner's store, for the hub. */
export const recentOrdersQuery = () =>
  queryOptions({
    queryKey: storeHubKeys.recentOrders(),
    queryFn: () =>
      api.get(`/ecommerce/my-store/orders?page=1&per_page=${RECENT_ORDERS}`, orderListResponseSchema),
  });
export const useRecentOrders = (enabled = true) => useQuery({ ...recentOrdersQuery(), enabled });

/** The owner's two newest active products, for the settings' storefront preview. */
export const usePreviewProducts = () =>
  useQuery({
    queryKey: storeHubKeys.previewProducts(),
    queryFn: () =>
      api
        .get('/ecommerce/my-store/products?status=active&per_page=2', productListResponseSchema)
        .then((r) => r.products),
    staleTime: 60_000,
  });

/** After a change the store shows everywhere: the hub, the storefront preview, the analytics. */
function useStoreSaved() {
  const qc = useQueryClient();
  return (store: OwnerStore) => {
    qc.setQueryData(storeHubKeys.hub(), (old) => (old ? { ...old, store } : old));
    void qc.invalidateQueries({ queryKey: storeHubKeys.all });
  };
}

/** `POST /api/ecommerce/my-store`: open the caller's one store (a draft until they go live). */
export function useCreateStore() {
  const saved = useStoreSaved();
  return useMutation({
    mutationFn: (body: NewStore) =>
      api
        .post('/ecommerce/my-store', body, ownerStoreResponseSchema, withIdempotencyKey({ attempts: 1 }))
        .then((r) => r.store),
    onSuccess: saved,
  });
}

/** `PATCH /api/ecommerce/my-store`: only the fields that changed. 409 names a taken slug or domain. */
export function useUpdateStore() {
  const saved = useStoreSaved();
  return useMutation({
    mutationFn: (patch: StoreSettingsPatch) =>
      api.patch('/ecommerce/my-store', patch, ownerStoreResponseSchema, { attempts: 1 }).then((r) => r.store),
    onSuccess: saved,
  });
}

/** `POST /api/ecommerce/my-store/logo` (multipart `file`). */
export function useUploadStoreLogo() {
  const saved = useStoreSaved();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api
        .post('/ecommerce/my-store/logo', form, ownerStoreResponseSchema, { attempts: 1 })
        .then((r) => r.store);
    },
    onSuccess: saved,
  });
}
