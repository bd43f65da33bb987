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
