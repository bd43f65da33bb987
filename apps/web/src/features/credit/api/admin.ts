import { adminCreditReportsResponseSchema } from '@fundpath/contracts/credit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { creditKeys } from './reports';

/** GET /api/admin/credit-reports?q= (staff): clients with their latest decision and scores. */
export function listClientReports(q: string) {
  const params = new URLSearchParams({ per_page: '100' });
  if (q.trim()) params.set('q', q.trim());
  return api.get(`/admin/credit-reports?${params}`, adminCreditReportsResponseSchema);
}

export const useClientReports = (q: string) =>
  useQuery({
    queryKey: creditKeys.directory(q.trim()),
    queryFn: () => listClientReports(q),
    placeholderData: keepPreviousData,
  });
