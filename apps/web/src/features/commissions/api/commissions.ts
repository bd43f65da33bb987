import { myCommissionsResponseSchema } from '@fundpath/contracts/affiliates';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { toQuery } from '@/lib/query-string';

export type MyCommissions = z.infer<typeof myCommissionsResponseSchema>;

export interface CommissionFilters {
  source?: MyCommissions['entries'][number]['source'] | undefined;
  status?: MyCommissions['entries'][number]['status'] | undefined;
  page: number;
  per_page: number;
}

export const commissionKeys = {
  all: ['commissions'] as const,
  mine: (f: CommissionFilters) => ['commissions', 'mine', f] as const,
};

/** `GET /api/commissions`: the signed-in person's own ledger, its totals and their payouts. */
export function useMyCommissions(filters: CommissionFilters) {
  return useQuery({
    queryKey: commissionKeys.mine(filters),
    queryFn: () => api.get(`/commissions${toQuery({ ...filters })}`, myCommissionsResponseSchema),
    placeholderData: keepPreviousData,
  });
}
