import type { packageSorts } from '@fundpath/contracts/travel';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQuery } from '@/lib/query-string';
import { travelKeys } from './keys';
import { packageListParser, packageParser } from './wire';

export type PackageSort = (typeof packageSorts)[number];

/** The package list's server-side search, filters, sort and page (contract: packageListQuerySchema). */
export interface PackageFilters {
  q?: string;
  destination?: string;
  /** `YYYY-MM`: packages with a bookable departure that month. */
  month?: string;
  min_price_cents?: number;
  max_price_cents?: number;
  sort?: PackageSort;
  page?: number;
  per_page?: number;
}

/** `GET /api/travel/packages?q&destination&month&min_price_cents&max_price_cents&sort&page&per_page`. */
export const listPackages = (filters: PackageFilters) =>
  api.get(`/travel/packages${toQuery({ ...filters })}`, packageListParser);

export const packagesQuery = (filters: PackageFilters) =>
  queryOptions({
    queryKey: travelKeys.packages({ ...filters }),
    queryFn: () => listPackages(filters),
  });

/** Keeps the previous page on screen while the next one loads (no flash of an empty grid). */
export const usePackages = (filters: PackageFilters) =>
  useQuery({ ...packagesQuery(filters), placeholderData: keepPreviousData });

/** `GET /api/travel/packages/{id}`: a published package with its bookable departures (404 otherwise). */
export const getPackage = (id: string) =>
  api.get(`/travel/packages/${encodeURIComponent(id)}`, packageParser).then((r) => r.package);

export const packageQuery = (id: string) =>
  queryOptions({ queryKey: travelKeys.package(id), queryFn: () => getPackage(id) });

export const usePackage = (id: string) => useQuery(packageQuery(id));
