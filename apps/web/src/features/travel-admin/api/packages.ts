import {
  adminPackageListResponseSchema,
  type PackageListQuery,
  packageResponseSchema,
  packageSavedResponseSchema,
  type TravelPackageInput,
  type TravelPackageStatus,
} from '@fundpath/contracts/travel';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQuery } from '@/lib/query-string';
import { travelAdminKeys, WRITE } from './keys';

export interface PackageFilters {
  q?: string;
  status?: TravelPackageStatus;
  destination?: string;
  sort?: PackageListQuery['sort'];
  page: number;
  per_page: number;
}

/** `GET /api/admin/travel/packages`: every status; the previous page stays while the next loads. */
export const usePackagePage = (filters: PackageFilters) =>
  useQuery({
    queryKey: [...travelAdminKeys.packageLists(), filters],
    queryFn: () =>
      api.get(`/admin/travel/packages${toQuery({ ...filters })}`, adminPackageListResponseSchema),
    placeholderData: keepPreviousData,
  });

/** `GET /api/admin/travel/packages/{id}`: the package with every departure (past and closed too). */
export const usePackage = (id: string | null) =>
  useQuery({
    queryKey: travelAdminKeys.package(id ?? ''),
    queryFn: () => api.get(`/admin/travel/packages/${id}`, packageResponseSchema).then((r) => r.package),
    enabled: Boolean(id),
  });

/**
 * `POST /api/admin/travel/packages` (no id) or `PUT /api/admin/travel/packages/{id}`. Departures
 * sent with their `id` are updated, without one added; a missing one is deleted unless it has
 * bookings (409, the server says which).
 */
export function useSavePackage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TravelPackageInput }) =>
      id
        ? api.put(`/admin/travel/packages/${id}`, body, packageSavedResponseSchema, WRITE)
        : api.post('/admin/travel/packages', body, packageSavedResponseSchema, WRITE),
    onSuccess: ({ package: saved }) => {
      qc.setQueryData(travelAdminKeys.package(saved.id), saved);
      void qc.invalidateQueries({ queryKey: travelAdminKeys.packageLists() });
      // The bookings screen lists departures.
      void qc.invalidateQueries({ queryKey: travelAdminKeys.bookingLists() });
    },
  });
}
