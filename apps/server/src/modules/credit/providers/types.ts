/** A login at a credit-monitoring service. Never logged, never stored unencrypted. */
export interface MonitoringCredentials {
  email: string;
  password: string;
}

/** Where merged three-bureau reports come from (the sandbox, or a monitoring service over HTTP). */
export interface CreditReportProvider {
  /** Stored as the report version's `source`. */
  readonly name: string;
  /** The merged report as JSON text; throws {@link CreditProviderError} when the provider refuses or fails. */
  fetchReport(credentials: MonitoringCredentials): Promise<{ rawReport: string }>;
}

/**
 * - `bad_credentials`: the provider refused the login (wrong password, unknown account): the user can fix it;
 * - `unavailable`: the provider is down, slow or answered something unusable: try again later.
 */
export type CreditProviderErrorKind = 'bad_credentials' | 'unavailable';

/** A provider failure; `message` is meant for the person at the form. */
export class CreditProviderError extends Error {
  constructor(
    readonly kind: CreditProviderErrorKind,
    message: string,
    /** Worth another attempt (5xx, network error); set by the HTTP provider. */
    readonly retryable = false,
  ) {
    super(message);
    this.name = 'CreditProviderError';
  }
}
