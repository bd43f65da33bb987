/**
 * VITE_ values, checked once. Everything else reads `env`, never `import.meta.env`. Checked by
 * hand rather than with zod: /login reads this, and zod would not fit its first-page budget.
 */
function readFlag(name: string, value: unknown): 'true' | 'false' | undefined {
  if (value === undefined || value === 'true' || value === 'false') return value;
  throw new Error(`${name} must be "true" or "false" (got ${JSON.stringify(value)})`);
}

const showDemoAccounts = readFlag('VITE_SHOW_DEMO_ACCOUNTS', import.meta.env.VITE_SHOW_DEMO_ACCOUNTS);

export const env = {
  isDev: import.meta.env.DEV === true,
  /** Hide the demo-accounts helper on /login with VITE_SHOW_DEMO_ACCOUNTS=false. */
  showDemoAccounts: showDemoAccounts !== 'false',
} as const;
