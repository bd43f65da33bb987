import {
  type AvailabilityInput,
  availabilityResponseSchema,
  categoryListResponseSchema,
  type ServiceInput,
  type ServicePatch,
  serviceListResponseSchema,
  serviceResponseSchema,
} from '@fundpath/contracts/marketplace';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { specialistWorkspaceKeys, WRITE } from './keys';

const ME = '/marketplace/specialists/me';
const deletedSchema = z.object({ status: z.literal('success'), deleted: z.literal(true) });

/** `GET /api/marketplace/specialists/me/services`: every own service, inactive ones too. */
export const useMyServices = () =>
  useQuery({
    queryKey: specialistWorkspaceKeys.services(),
    queryFn: () => api.get(`${ME}/services`, serviceListResponseSchema).then((r) => r.services),
  });

/** `GET /api/marketplace/categories`: the active categories a service may be filed under. */
export const useServiceCategories = () =>
  useQuery({
    queryKey: specialistWorkspaceKeys.categories(),
    queryFn: () => api.get('/marketplace/categories', categoryListResponseSchema).then((r) => r.categories),
  });

/** `POST …/me/services` (no id) or `PATCH …/me/services/{id}` with the whole form. */
export function useSaveService() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: ServiceInput }) =>
      id
        ? api.patch(`${ME}/services/${id}`, input, serviceResponseSchema, WRITE)
        : api.post(`${ME}/services`, input, serviceResponseSchema, WRITE),
    onSettled: () => void qc.invalidateQueries({ queryKey: specialistWorkspaceKeys.services() }),
  });
}

/** `PATCH …/me/services/{id}` with some fields (the active toggle). */
export function usePatchService() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ServicePatch }) =>
      api.patch(`${ME}/services/${id}`, patch, serviceResponseSchema, WRITE),
    onSettled: () => void qc.invalidateQueries({ queryKey: specialistWorkspaceKeys.services() }),
  });
}

/** `DELETE …/me/services/{id}`. */
export function useDeleteService() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`${ME}/services/${id}`, deletedSchema, WRITE),
    onSettled: () => void qc.invalidateQueries({ queryKey: specialistWorkspaceKeys.services() }),
  });
}

/** `GET /api/marketplace/specialists/me/availability`: own hours, overrides and booking rules. */
export const useMyAvailability = () =>
  useQuery({
    queryKey: specialistWorkspaceKeys.availability(),
    queryFn: () => api.get(`${ME}/availability`, availabilityResponseSchema).then((r) => r.availability),
  });

/** `PUT /api/marketplace/specialists/me/availability`: the whole set, replaced. */
export function useSaveAvailability() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: AvailabilityInput) =>
      api.put(`${ME}/availability`, input, availabilityResponseSchema, WRITE),
    onSuccess: (r) => qc.setQueryData(specialistWorkspaceKeys.availability(), r.availability),
  });
}
