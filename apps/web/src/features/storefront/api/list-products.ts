import type { productSorts } from '@fundpath/contracts/ecommerce';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQuery } from '@/lib/query-string';
import { storefrontKeys } from './keys';
import { productListParser } from './wire';

export type ProductSort = (typeof productSorts)[number];

/** The storefront list's server-side search, filters, sort and page (spec: productListQuerySchema). */
export interface ProductFilters {
  q?: string;
  category?: string;
  min_price_cents?: number;
  max_price_cents?: number;
  in_stock?: boolean;
  sort?: ProductSort;
  page?: number;
  per_page?: number;
}

/** `GET /api/ecommerce/stores/{store_id}/products?q&category&min_price_cents&max_price_cents&in_stock&sort&page&per_page`. */
export const listProducts = (storeId: number, filters: ProductFilters) =>
  api.get(`/ecommerce/stores/${storeId}/products${toQuery({ ...filters })}`, productListParser);

export const productsQuery = (storeId: number, filters: ProductFilters) =>
  queryOptions({
    queryKey: storefrontKeys.products(storeId, { ...filters }),
    queryFn: () => listProducts(storeId, filters),
  });

/** Keeps the previous page on screen while the next one loads (no flash of an empty grid). */
export const useProducts = (storeId: number, filters: ProductFilters) =>
  useQuery({ ...productsQuery(storeId, filters), placeholderData: keepPreviousData });
