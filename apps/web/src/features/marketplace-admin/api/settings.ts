import {
  type CategoryInput,
  categoryListResponseSchema,
  categoryResponseSchema,
  defaultHoursResponseSchema,
  type WeeklyHours,
} from '@fundpath/contracts/marketplace';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { marketplaceAdminKeys, WRITE } from './keys';

const BASE = '/admin/marketplace';
const deletedSchema = z.object({ status: z.literal('success'), deleted: z.literal(true) });

/** `GET /api/admin/marketplace/categories`: every category, inactive ones too. */
export const useCategories = () =>
  useQuery({
    queryKey: marketplaceAdminKeys.categories(),
    queryFn: () => api.get(`${BASE}/categories`, categoryListResponseSchema).then((r) => r.categories),
  });

/** `POST /api/admin/marketplace/categories` (no id) or `PUT …/categories/{id}`. */
export function useSaveCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: CategoryInput }) =>
      id
        ? api.put(`${BASE}/categories/${id}`, input, categoryResponseSchema, WRITE)
        : api.post(`${BASE}/categories`, input, categoryResponseSchema, WRITE),
    onSettled: () => void qc.invalidateQueries({ queryKey: marketplaceAdminKeys.categories() }),
  });
}

/** `DELETE /api/admin/marketplace/categories/{id}`. */
export function useDeleteCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`${BASE}/categories/${id}`, deletedSchema, WRITE),
    onSettled: () => void qc.invalidateQueries({ queryKey: marketplaceAdminKeys.categories() }),
  });
}

/** `GET /api/admin/marketplace/default-hours`: the hours a specialist without their own follows. */
export const useDefaultHours = () =>
  useQuery({
    queryKey: marketplaceAdminKeys.defaultHours(),
    queryFn: () => api.get(`${BASE}/default-hours`, defaultHoursResponseSchema).then((r) => r.default_hours),
  });

/** `PUT /api/admin/marketplace/default-hours` with `{ weekly }`. */
export function useSaveDefaultHours() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (weekly: WeeklyHours) =>
      api.put(`${BASE}/default-hours`, { weekly }, defaultHoursResponseSchema, WRITE),
    onSuccess: (r) => qc.setQueryData(marketplaceAdminKeys.defaultHours(), r.default_hours),
  });
}
