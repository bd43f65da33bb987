import {
  type ClientCreditFetchBody,
  compareCreditReportsResponseSchema,
  creditReportHistoryResponseSchema,
  importCreditReportResponseSchema,
} from '@fundpath/contracts/credit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { creditReportKeys, latestCreditReportQuery } from '@/lib/queries/credit-report';

export { LATEST_REPORT_CALL, latestCreditReportQuery } from '@/lib/queries/credit-report';

/** Pulls and uploads of multi-megabyte reports: generous, and never repeated behind the user's back. */
const HEAVY_CALL = { timeoutMs: 90_000, attempts: 1 } as const;

/** Spec §8 (Client Center). */
export const CLIENT_REPORT_ERRORS = {
  noData: 'Credit report fetch succeeded but no data was returned',
  failed: 'Failed to fetch credit report',
  load: 'Unable to load credit report. Please check your connection and try again.',
} as const;

const subject = (userId?: string) => (userId ? `?user_id=${encodeURIComponent(userId)}` : '');

/**
 * Query keys of the credit feature. The latest report's key comes from `lib/queries/credit-report`
 * (shared with the coach's card and the Client Center), so invalidating `all` refreshes it too.
 */
export const creditKeys = {
  ...creditReportKeys,
  history: (userId?: string) => ['credit', 'history', userId ?? 'me'] as const,
  compare: (from: string, to: string) => ['credit', 'compare', from, to] as const,
  directory: (q: string) => ['credit', 'directory', q] as const,
};

export const useLatestReport = (userId?: string, enabled = true) =>
  useQuery({ ...latestCreditReportQuery(userId), enabled });

/** GET /api/client/credit-report/history (newest first). */
export const getReportHistory = (userId?: string) =>
  api
    .get(`/client/credit-report/history${subject(userId)}`, creditReportHistoryResponseSchema)
    .then((r) => r.reports);

export const reportHistoryQuery = (userId?: string) =>
  queryOptions({ queryKey: creditKeys.history(userId), queryFn: () => getReportHistory(userId) });

export const useReportHistory = (userId?: string, enabled = true) =>
  useQuery({ ...reportHistoryQuery(userId), enabled });

/** GET /api/client/credit-report/compare?from&to. */
export const compareReports = (from: string, to: string) =>
  api.get(
    `/client/credit-report/compare?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    compareCreditReportsResponseSchema,
  );

export const reportComparisonQuery = (from: string, to: string) =>
  queryOptions({ queryKey: creditKeys.compare(from, to), queryFn: () => compareReports(from, to) });

export const useReportComparison = (ids: { from: string; to: string } | null) =>
  useQuery({
    ...reportComparisonQuery(ids?.from ?? '', ids?.to ?? ''),
    enabled: ids !== null && ids.from !== ids.to,
  });

export interface ClientFetchResult {
  /** The raw merged report (JSON text). */
  report: string;
  report_id: string;
  version: number;
}

/**
 * POST /api/client/credit-report/fetch: pull with a monitoring login and store a version.
 * `customer_email` is sent only when the login is saved (spec §7).
 */
export async function fetchClientReport(
  input: Omit<ClientCreditFetchBody, 'customer_email'> & { customer_email?: string | null },
): Promise<ClientFetchResult> {
  const body: ClientCreditFetchBody = {
    email: input.email,
    password: input.password,
    save_credentials: input.save_credentials ?? false,
    ...(input.save_credentials && input.customer_email ? { customer_email: input.customer_email } : {}),
    ...(input.user_id ? { user_id: input.user_id } : {}),
  };
  let res: unknown;
  try {
    res = await api.post('/client/credit-report/fetch', body, undefined, HEAVY_CALL);
  } catch (error) {
    const message = isApiError(error) ? (error.body as { message?: unknown } | undefined)?.message : null;
    throw new Error(typeof message === 'string' && message ? message : CLIENT_REPORT_ERRORS.failed);
  }
  const r = res as { status?: unknown; message?: unknown; data?: Partial<ClientFetchResult> };
  if (r?.status !== 'success') {
    throw new Error(typeof r?.message === 'string' && r.message ? r.message : CLIENT_REPORT_ERRORS.failed);
  }
  if (!r.data?.report) throw new Error(CLIENT_REPORT_ERRORS.noData);
  return { report: r.data.report, report_id: r.data.report_id ?? '', version: r.data.version ?? 0 };
}

/** POST /api/client/credit-report/import: a report JSON exported from a monitoring service. */
export const importReport = (rawCreditData: unknown, userId?: string) =>
  api
    .post(
      '/client/credit-report/import',
      { raw_credit_data: rawCreditData, ...(userId ? { user_id: userId } : {}) },
      importCreditReportResponseSchema,
      HEAVY_CALL,
    )
    .then((r) => r.data);
