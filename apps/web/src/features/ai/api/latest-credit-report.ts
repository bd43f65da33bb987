import { storedCreditReportResponseSchema } from '@fundpath/contracts/credit';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';

/**
 * GET /api/client/credit-report/latest, for a `fetch_credit_report` reply that came without the
 * report. A 404 means the client has no report yet (spec §8), which the card turns into a
 * "connect a monitoring account" button rather than an error.
 */
export async function getLatestCreditReport(userId: string) {
  try {
    const res = await api.get(
      `/client/credit-report/latest?user_id=${encodeURIComponent(userId)}`,
      storedCreditReportResponseSchema,
      { attempts: 1 },
    );
    return res.data;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const useLatestCreditReport = (userId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: ['ai', 'latest-credit-report', userId],
    queryFn: () => getLatestCreditReport(userId ?? ''),
    enabled: enabled && Boolean(userId),
    staleTime: 60_000,
  });
