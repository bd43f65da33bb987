import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { toQuery } from '@/lib/query-string';
import { storefrontKeys } from './keys';
import { brandingParser, storeByDomainParser } from './wire';

/** `GET /api/ecommerce/store/by-domain?store_id={id}`: the store, its owner's name and a message. */
export const getStoreById = (storeId: number) =>
  api.get(`/ecommerce/store/by-domain${toQuery({ store_id: storeId })}`, storeByDomainParser);

/** `GET /api/ecommerce/storefront/branding?store={slug}`: the store the slug names (spec §7). */
export const getStoreBranding = (slug: string) =>
  api.get(`/ecommerce/storefront/branding${toQuery({ store: slug })}`, brandingParser).then((r) => r.store);

export const storeQuery = (storeId: number) =>
  queryOptions({
    queryKey: storefrontKeys.store(storeId),
    queryFn: () => getStoreById(storeId),
    staleTime: 60_000,
  });

/** The store of `/store/:store_id`; `enabled` is false for an id that is not a positive integer. */
export const useStore = (storeId: number | null) =>
  useQuery({ ...storeQuery(storeId ?? 0), enabled: storeId !== null });

export const useStoreBranding = (slug: string | null) =>
  useQuery({
    queryKey: storefrontKeys.branding(slug ?? ''),
    queryFn: () => getStoreBranding(slug ?? ''),
    enabled: slug !== null,
    staleTime: 60_000,
  });

/** An unknown (or unpublished) store: the server answers 404 (or 400 for a malformed id). */
export const isStoreMissing = (error: unknown) =>
  isApiError(error) && (error.code === 'NOT_FOUND' || error.code === 'VALIDATION_FAILED');
