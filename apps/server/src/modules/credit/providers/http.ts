import { CreditProviderError, type CreditReportProvider, type MonitoringCredentials } from './types';

export interface HttpProviderOptions {
  url: string;
  apiKey: string | null;
  timeoutMs: number;
  /** Further attempts after the first, on 5xx and network errors only. */
  retries: number;
  /** First retry delay; doubled for each further retry. */
  backoffMs?: number;
  fetch?: typeof fetch;
}

const UNAVAILABLE_MESSAGE = 'The credit monitoring service is unavailable right now. Please try again later.';
const BAD_CREDENTIALS_MESSAGE = 'The credit monitoring service did not accept those credentials.';

/** A usable message out of an error body (`{message}`, `{error}`, `{error:{message}}` or short text). */
function providerMessage(body: string): string | null {
  try {
    const json = JSON.parse(body) as Record<string, unknown>;
    for (const v of [
      json.message,
      json.error,
      (json.error as Record<string, unknown> | undefined)?.message,
    ]) {
      if (typeof v === 'string' && v.trim()) return v.trim().slice(0, 500);
    }
  } catch {
    // not JSON: fall through to the text
  }
  const text = body.trim();
  return text && text.length <= 500 && !text.startsWith('<') ? text : null;
}

/**
 * The report out of a success body: the report itself, `{rawReport}` or `{data:{rawReport}}`
 * (`rawReport` a JSON string or an object). Returns JSON text, or null when the body is not JSON.
 */
export function extractRawReport(body: string): string | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  if (json === null || typeof json !== 'object') return null;
  const obj = json as Record<string, unknown>;
  const data = obj.data as Record<string, unknown> | undefined;
  const wrapped = obj.rawReport ?? (data && typeof data === 'object' ? data.rawReport : undefined);
  if (typeof wrapped === 'string') return wrapped;
  if (wrapped && typeof wrapped === 'object') return JSON.stringify(wrapped);
  return body;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A monitoring service (or our own gateway to one) over HTTP: POST `{email, password}` as JSON with
 * `Authorization: Bearer <key>`. 401/403 mean bad credentials (with the provider's message); 5xx and
 * network errors are retried with exponential backoff; a timeout is not retried, since the user is
 * already waiting on the page for it.
 */
export function createHttpProvider(options: HttpProviderOptions): CreditReportProvider {
  const doFetch = options.fetch ?? fetch;
  const backoffMs = options.backoffMs ?? 500;

  async function attempt(credentials: MonitoringCredentials): Promise<{ rawReport: string }> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs);
    try {
      const res = await doFetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({ email: credentials.email, password: credentials.password }),
        signal: controller.signal,
      });
      const body = await res.text();
      if (res.status === 401 || res.status === 403) {
        throw new CreditProviderError('bad_credentials', providerMessage(body) ?? BAD_CREDENTIALS_MESSAGE);
      }
      if (!res.ok) {
        const message = providerMessage(body) ?? UNAVAILABLE_MESSAGE;
        throw new CreditProviderError('unavailable', message, res.status >= 500);
      }
      const rawReport = extractRawReport(body);
      if (rawReport === null) {
        throw new CreditProviderError(
          'unavailable',
          'The credit monitoring service returned an unreadable report.',
        );
      }
      return { rawReport };
    } catch (err) {
      if (err instanceof CreditProviderError) throw err;
      if (controller.signal.aborted) {
        throw new CreditProviderError('unavailable', 'The credit monitoring service did not answer in time.');
      }
      throw new CreditProviderError('unavailable', UNAVAILABLE_MESSAGE, true);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    name: 'http',
    async fetchReport(credentials) {
      for (let n = 0; ; n += 1) {
        try {
          return await attempt(credentials);
        } catch (err) {
          if (!(err instanceof CreditProviderError) || !err.retryable || n >= options.retries) throw err;
          await sleep(backoffMs * 2 ** n);
        }
      }
    },
  };
}
