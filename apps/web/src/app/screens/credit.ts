import type { ScreenComponent } from '@/app/screen';

/**
 * Screens of the credit reports, decision and funding report (issue 2/5), keyed by their path in config/routes.ts.
 * The router merges every feature's registry; a route without a screen shows NotAvailableYet.
 */
export const creditScreens: Record<string, ScreenComponent> = {};
