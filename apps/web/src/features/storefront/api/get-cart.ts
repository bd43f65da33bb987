import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storefrontKeys } from './keys';
import { cartParser } from './wire';

/** `GET /api/ecommerce/cart/{store_id}`: this shopper's cart (cookie for guests, account when signed in). */
export const getCart = (storeId: number) => api.get(`/ecommerce/cart/${storeId}`, cartParser);

export const cartQuery = (storeId: number) =>
  queryOptions({
    queryKey: storefrontKeys.cart(storeId),
    queryFn: () => getCart(storeId),
    staleTime: 10_000,
  });

export const useCart = (storeId: number | null) =>
  useQuery({ ...cartQuery(storeId ?? 0), enabled: storeId !== null });
