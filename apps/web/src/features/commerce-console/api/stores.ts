import {
  type AdminStore,
  adminStoreListResponseSchema,
  adminStoreResponseSchema,
  type StoreStatus,
} from '@fundpath/contracts/ecommerce';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQuery } from '@/lib/query-string';
import { consoleKeys } from './keys';

export type { AdminStore };
export interface StoreFilter {
  q?: string;
  status?: StoreStatus;
  suspended?: 'true' | 'false';
  page: number;
  per_page: number;
}

/** `GET /api/admin/ecommerce/stores?q&status&suspended&page&per_page`. */
export const adminStoresQuery = (filter: StoreFilter) =>
  queryOptions({
    queryKey: consoleKeys.storeList(filter),
    queryFn: () => api.get(`/admin/ecommerce/stores${toQuery({ ...filter })}`, adminStoreListResponseSchema),
    placeholderData: keepPreviousData,
  });
export const useAdminStores = (filter: StoreFilter) => useQuery(adminStoresQuery(filter));

function useStoreChanged() {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: consoleKeys.stores() });
}

/** `POST …/stores/{id}/suspend` with the reason the owner will see. */
export function useSuspendStore() {
  const changed = useStoreChanged();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api
        .post(`/admin/ecommerce/stores/${id}/suspend`, { reason }, adminStoreResponseSchema, { attempts: 1 })
        .then((r) => r.store),
    onSuccess: changed,
  });
}

/** `POST …/stores/{id}/reactivate`. */
export function useReactivateStore() {
  const changed = useStoreChanged();
  return useMutation({
    mutationFn: (id: number) =>
      api
        .post(`/admin/ecommerce/stores/${id}/reactivate`, {}, adminStoreResponseSchema, { attempts: 1 })
        .then((r) => r.store),
    onSuccess: changed,
  });
}

/** Stores whose name or slug matches `q`, for the import's store picker. */
export const useStoreChoices = (q: string) =>
  useQuery(adminStoresQuery({ q: q.trim() || undefined, page: 1, per_page: 50 }));
