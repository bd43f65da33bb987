import { type StoredCreditReport, storedCreditReportResponseSchema } from '@fundpath/contracts/credit';
import { queryOptions } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';

/**
 * The latest stored credit report: one request, one cache key, for every screen that shows it
 * (credit pages, the coach's inline card, the Client Center overview). It lives below the features
 * so credit and ai can both use it without importing each other.
 */

/** Spec §7/§9: the latest report loads with a 15 s timeout and up to 3 retries. */
export const LATEST_REPORT_CALL = { timeoutMs: 15_000, attempts: 1 + 3 } as const;

/**
 * Query keys of stored credit reports. Every credit query starts with `credit`, so invalidating
 * `creditReportKeys.all` after a fetch, import or save refreshes the latest report everywhere.
 */
export const creditReportKeys = {
  all: ['credit'] as const,
  /** `userId` only when staff look at a client; omitted means the signed-in client's own. */
  latest: (userId?: string) => ['credit', 'latest', userId ?? 'me'] as const,
};

/** GET /api/client/credit-report/latest; null when there is no report yet (404, spec §8). */
export async function getLatestCreditReport(userId?: string): Promise<StoredCreditReport | null> {
  try {
    const res = await api.get(
      `/client/credit-report/latest${userId ? `?user_id=${encodeURIComponent(userId)}` : ''}`,
      storedCreditReportResponseSchema,
      LATEST_REPORT_CALL,
    );
    return res.data;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** The one query for the latest report; spread it into `useQuery` (add `enabled` as needed). */
export const latestCreditReportQuery = (userId?: string) =>
  queryOptions({
    queryKey: creditReportKeys.latest(userId),
    queryFn: () => getLatestCreditReport(userId),
  });
