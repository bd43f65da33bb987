import {
  adminCommissionsResponseSchema,
  type CommissionEntry,
  payoutResponseSchema,
  payoutsResponseSchema,
} from '@fundpath/contracts/affiliates';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, apiUrl } from '@/lib/api-client';
import { toQuery } from '@/lib/query-string';

export type AdminCommissions = z.infer<typeof adminCommissionsResponseSchema>;

export interface AdminCommissionFilters {
  source?: CommissionEntry['source'] | undefined;
  status?: CommissionEntry['status'] | undefined;
  beneficiary_id?: string | undefined;
  page: number;
  per_page: number;
}

export const adminCommissionKeys = {
  all: ['commissions', 'admin'] as const,
  ledger: (f: AdminCommissionFilters) => ['commissions', 'admin', 'ledger', f] as const,
  payouts: ['commissions', 'admin', 'payouts'] as const,
};

/** `GET /api/admin/commissions`: every entry of the ledger, filtered, with totals over all pages. */
export function useAdminCommissions(filters: AdminCommissionFilters) {
  return useQuery({
    queryKey: adminCommissionKeys.ledger(filters),
    queryFn: () => api.get(`/admin/commissions${toQuery({ ...filters })}`, adminCommissionsResponseSchema),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/admin/commissions/payouts`: the payout batches, newest first. */
export function usePayouts() {
  return useQuery({
    queryKey: adminCommissionKeys.payouts,
    queryFn: async () => (await api.get('/admin/commissions/payouts', payoutsResponseSchema)).payouts,
  });
}

/**
 * `POST /api/admin/commissions/payouts`: batches every beneficiary's approved commissions at or
 * above the minimum. Not retried: a second batch must be a decision, not a network hiccup.
 */
export function useCreatePayout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (minimum_cents: number) =>
      api.post('/admin/commissions/payouts', { minimum_cents }, payoutResponseSchema, { attempts: 1 }),
    onSettled: () => void qc.invalidateQueries({ queryKey: adminCommissionKeys.all }),
  });
}

/** `POST /api/admin/commissions/payouts/{id}/paid`: the batch was paid, with the bank's reference. */
export function useMarkPayoutPaid() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reference }: { id: string; reference: string }) =>
      api.post(`/admin/commissions/payouts/${id}/paid`, { reference }, payoutResponseSchema, {
        attempts: 1,
      }),
    onSettled: () => void qc.invalidateQueries({ queryKey: adminCommissionKeys.all }),
  });
}

/** The batch's CSV for the bank (`GET …/payouts/{id}/csv`): a same-site link, sent with the session cookie. */
export const payoutCsvHref = (id: string) =>
  apiUrl(`/admin/commissions/payouts/${encodeURIComponent(id)}/csv`);
