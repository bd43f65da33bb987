/** Provider settings live with the rest of the configuration in platform/env.ts. */
export {
  type CreditProviderConfig,
  parseCreditProviderEnv as creditProviderConfig,
} from '../../../platform/env';
