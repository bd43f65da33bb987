import {
  adminSpecialistListResponseSchema,
  adminSpecialistResponseSchema,
  type SpecialistStatus,
} from '@fundpath/contracts/marketplace';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQuery } from '@/lib/query-string';
import { marketplaceAdminKeys, WRITE } from './keys';

export interface SpecialistFilters {
  status?: SpecialistStatus;
  q?: string;
  page: number;
  per_page: number;
}

const BASE = '/admin/marketplace/specialists';

/** The request path of a specialists page (empty filters left out). */
export const specialistListPath = (filters: SpecialistFilters) => `${BASE}${toQuery({ ...filters })}`;

/** `GET /api/admin/marketplace/specialists`: a page, plus counts by status over every specialist. */
export const useSpecialistPage = (filters: SpecialistFilters) =>
  useQuery({
    queryKey: [...marketplaceAdminKeys.specialistLists(), filters],
    queryFn: () => api.get(specialistListPath(filters), adminSpecialistListResponseSchema),
    placeholderData: keepPreviousData,
  });

/** `GET /api/admin/marketplace/specialists/{id}`. */
export const useSpecialist = (id: string | null) =>
  useQuery({
    queryKey: marketplaceAdminKeys.specialist(id ?? ''),
    queryFn: () => api.get(`${BASE}/${id}`, adminSpecialistResponseSchema).then((r) => r.specialist),
    enabled: Boolean(id),
  });

/** The review actions of the server: approve and reinstate take no body; reject and suspend a reason. */
export type ReviewAction = 'approve' | 'reinstate' | 'reject' | 'suspend';
export const REASON_ACTIONS: readonly ReviewAction[] = ['reject', 'suspend'];

/** `POST /api/admin/marketplace/specialists/{id}/{action}`; refreshes the lists (and their counts). */
export function useReviewSpecialist() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: ReviewAction; reason?: string }) =>
      api.post(
        `${BASE}/${id}/${action}`,
        REASON_ACTIONS.includes(action) ? { reason: reason ?? '' } : {},
        adminSpecialistResponseSchema,
        WRITE,
      ),
    onSuccess: ({ specialist }) => {
      qc.setQueryData(marketplaceAdminKeys.specialist(specialist.id), specialist);
      void qc.invalidateQueries({ queryKey: marketplaceAdminKeys.specialistLists() });
    },
    onSettled: (_d, error, { id }) => {
      if (error) void qc.invalidateQueries({ queryKey: marketplaceAdminKeys.specialist(id) });
    },
  });
}
