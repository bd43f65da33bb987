import { z } from 'zod';

/** VITE_ values, checked once. Everything else reads `env`, never `import.meta.env`. */
const envSchema = z.object({
  DEV: z.boolean(),
  /** Hide the demo-accounts helper on /login with VITE_SHOW_DEMO_ACCOUNTS=false. */
  VITE_SHOW_DEMO_ACCOUNTS: z.enum(['true', 'false']).optional(),
});

const parsed = envSchema.parse(import.meta.env);

export const env = {
  isDev: parsed.DEV,
  showDemoAccounts: parsed.VITE_SHOW_DEMO_ACCOUNTS !== 'false',
} as const;
