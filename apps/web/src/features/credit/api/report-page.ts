import { creditCredentialsResponseSchema } from '@fundpath/contracts/credit';
import { api, isApiError } from '@/lib/api-client';

/** Spec §8: texts the report page's Error box shows. */
export const REPORT_PAGE_ERRORS = {
  failed: 'Failed to fetch credit report',
  noRawReport: 'No rawReport found in response',
  unexpected: 'An error occurred while fetching the credit report',
} as const;

/** Spec §8: the credit service's own texts for a failed call (logged; the page shows the texts above). */
export const CREDIT_SERVICE_ERRORS = {
  fetch: 'Failed to fetch credit data',
  save: 'Failed to save credentials',
  get: 'Failed to get saved credentials',
} as const;

/** A pull can wait on the monitoring service (which retries itself); never repeat it from here. */
const PULL_CALL = { timeoutMs: 90_000, attempts: 1 } as const;

export interface MonitoringLogin {
  email: string;
  password: string;
}

/** Thrown with the exact text the Error box shows. */
export class ReportFetchError extends Error {
  override name = 'ReportFetchError';
}

function serverMessage(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}

/**
 * POST /api/credit-report-test/fetch → the merged report as a JSON string
 * (`data.credit_report_json.rawReport`). A client's pull is also stored by the server.
 */
export async function fetchReportForPage(login: MonitoringLogin): Promise<string> {
  let body: unknown;
  try {
    body = await api.post('/credit-report-test/fetch', login, undefined, PULL_CALL);
  } catch (error) {
    if (isApiError(error) && error.status > 0) {
      console.warn(CREDIT_SERVICE_ERRORS.fetch, error);
      throw new ReportFetchError(serverMessage(error.body) ?? REPORT_PAGE_ERRORS.failed);
    }
    throw new ReportFetchError(REPORT_PAGE_ERRORS.unexpected);
  }
  const response = body as { status?: unknown; data?: { credit_report_json?: { rawReport?: unknown } } };
  if (response?.status !== 'success') {
    throw new ReportFetchError(serverMessage(body) ?? REPORT_PAGE_ERRORS.failed);
  }
  const raw = response.data?.credit_report_json?.rawReport;
  if (raw === undefined || raw === null || raw === '')
    throw new ReportFetchError(REPORT_PAGE_ERRORS.noRawReport);
  return typeof raw === 'string' ? raw : JSON.stringify(raw);
}

/** POST /api/credit-report-test/save-credentials. Spec §8: a failure is logged, never shown. */
export async function saveMonitoringLogin(login: MonitoringLogin): Promise<void> {
  try {
    await api.post('/credit-report-test/save-credentials', login, undefined, { attempts: 1 });
  } catch (error) {
    console.warn(CREDIT_SERVICE_ERRORS.save, error);
  }
}

/** GET /api/credit-report-test/get-credentials; null when none are saved or the call fails (silently). */
export async function getSavedMonitoringLogin(): Promise<MonitoringLogin | null> {
  try {
    const res = await api.get('/credit-report-test/get-credentials', creditCredentialsResponseSchema, {
      attempts: 1,
    });
    return { email: res.email, password: res.password };
  } catch (error) {
    // A 404 is "none saved", not a failure.
    if (!(isApiError(error) && error.status === 404)) console.warn(CREDIT_SERVICE_ERRORS.get, error);
    return null;
  }
}
