import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storefrontKeys } from './keys';
import { productParser } from './wire';

/** `GET /api/ecommerce/stores/{store_id}/products/{product_id}`: an active product with images and variants. */
export const getProduct = (storeId: number, productId: string) =>
  api
    .get(`/ecommerce/stores/${storeId}/products/${encodeURIComponent(productId)}`, productParser)
    .then((r) => r.product);

export const productQuery = (storeId: number, productId: string) =>
  queryOptions({
    queryKey: storefrontKeys.product(storeId, productId),
    queryFn: () => getProduct(storeId, productId),
  });

export const useProduct = (storeId: number, productId: string) => useQuery(productQuery(storeId, productId));
