import {
  type ClientCreditFetchBody,
  compareCreditReportsResponseSchema,
  creditReportHistoryResponseSchema,
  importCreditReportResponseSchema,
  type StoredCreditReport,
  storedCreditReportResponseSchema,
} from '@fundpath/contracts/credit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';

/** Spec §7/§9: the latest report loads with a 15 s timeout and up to 3 retries. */
export const LATEST_REPORT_CALL = { timeoutMs: 15_000, attempts: 1 + 3 } as const;
/** Pulls and uploads of multi-megabyte reports: generous, and never repeated behind the user's back. */
const HEAVY_CALL = { timeoutMs: 90_000, attempts: 1 } as const;

/** Spec §8 (Client Center). */
export const CLIENT_REPORT_ERRORS = {
  noData: 'Credit report fetch succeeded but no data was returned',
  failed: 'Failed to fetch credit report',
  load: 'Unable to load credit report. Please check your connection and try again.',
} as const;

const subject = (userId?: string) => (userId ? `?user_id=${encodeURIComponent(userId)}` : '');

/** GET /api/client/credit-report/latest; null when there is no report yet (404). */
export async function getLatestReport(userId?: string): Promise<StoredCreditReport | null> {
  try {
    const res = await api.get(
      `/client/credit-report/latest${subject(userId)}`,
      storedCreditReportResponseSchema,
      LATEST_REPORT_CALL,
    );
    return res.data;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const creditKeys = {
  all: ['credit'] as const,
  latest: (userId?: string) => ['credit', 'latest', userId ?? 'me'] as const,
  history: (userId?: string) => ['credit', 'history', userId ?? 'me'] as const,
  compare: (from: string, to: string) => ['credit', 'compare', from, to] as const,
  directory: (q: string) => ['credit', 'directory', q] as const,
};

export const latestReportQuery = (userId?: string) =>
  queryOptions({ queryKey: creditKeys.latest(userId), queryFn: () => getLatestReport(userId) });

export const useLatestReport = (userId?: string, enabled = true) =>
  useQuery({ ...latestReportQuery(userId), enabled });

/** GET /api/client/credit-report/history (newest first). */
export const getReportHistory = (userId?: string) =>
  api
    .get(`/client/credit-report/history${subject(userId)}`, creditReportHistoryResponseSchema)
    .then((r) => r.reports);

export const useReportHistory = (userId?: string, enabled = true) =>
  useQuery({ queryKey: creditKeys.history(userId), queryFn: () => getReportHistory(userId), enabled });

/** GET /api/client/credit-report/compare?from&to. */
export const compareReports = (from: string, to: string) =>
  api.get(
    `/client/credit-report/compare?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    compareCreditReportsResponseSchema,
  );

export const useReportComparison = (ids: { from: string; to: string } | null) =>
  useQuery({
    queryKey: creditKeys.compare(ids?.from ?? '', ids?.to ?? ''),
    queryFn: () => compareReports(ids!.from, ids!.to),
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
