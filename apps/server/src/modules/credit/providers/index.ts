import type { CreditProviderConfig } from './config';
import { createHttpProvider } from './http';
import { createSandboxProvider } from './sandbox';
import type { CreditReportProvider } from './types';

export { type CreditProviderConfig, creditProviderConfig } from './config';
export { createHttpProvider } from './http';
export { createSandboxProvider } from './sandbox';
export * from './types';

/** The provider the configuration names. */
export function createCreditProvider(config: CreditProviderConfig): CreditReportProvider {
  if (config.kind === 'sandbox') return createSandboxProvider();
  return createHttpProvider({
    url: config.url,
    apiKey: config.apiKey,
    timeoutMs: config.timeoutMs,
    retries: config.retries,
  });
}

/**
 * The provider the run-time settings call for (`/admin/config`), rebuilt when they change: each
 * pull asks for the current one, so switching sandbox ↔ HTTP needs no restart.
 */
export function settingsProvider(settings: {
  version: number;
  creditProvider(): CreditProviderConfig;
}): CreditReportProvider {
  let built: { version: number; provider: CreditReportProvider } | null = null;
  const current = () => {
    if (built?.version !== settings.version)
      built = { version: settings.version, provider: createCreditProvider(settings.creditProvider()) };
    return built.provider;
  };
  return {
    get name() {
      return current().name;
    },
    fetchReport: (credentials) => current().fetchReport(credentials),
  };
}
