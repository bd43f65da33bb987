import { z } from 'zod';

/**
 * Provider settings. TODO(lead): move these variables into platform/env.ts (`Config.creditProvider`);
 * they are parsed here only because platform/ was being changed by someone else when this landed.
 */
const providerEnvSchema = z
  .object({
    CREDIT_PROVIDER: z.enum(['sandbox', 'http']).default('sandbox'),
    CREDIT_PROVIDER_URL: z.url({ protocol: /^https?$/ }).optional(),
    CREDIT_PROVIDER_KEY: z.string().min(1).optional(),
    CREDIT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
    CREDIT_PROVIDER_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  })
  .superRefine((e, ctx) => {
    if (e.CREDIT_PROVIDER === 'http' && !e.CREDIT_PROVIDER_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['CREDIT_PROVIDER_URL'],
        message: 'required when CREDIT_PROVIDER=http',
      });
    }
  });

export type CreditProviderConfig =
  | { kind: 'sandbox' }
  | { kind: 'http'; url: string; apiKey: string | null; timeoutMs: number; retries: number };

/** Reads the provider settings; an invalid setting fails start-up with the variable named. */
export function creditProviderConfig(env: NodeJS.ProcessEnv = process.env): CreditProviderConfig {
  const parsed = providerEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new Error(`Invalid credit provider configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.CREDIT_PROVIDER === 'sandbox') return { kind: 'sandbox' };
  return {
    kind: 'http',
    url: e.CREDIT_PROVIDER_URL!,
    apiKey: e.CREDIT_PROVIDER_KEY ?? null,
    timeoutMs: e.CREDIT_PROVIDER_TIMEOUT_MS,
    retries: e.CREDIT_PROVIDER_RETRIES,
  };
}
