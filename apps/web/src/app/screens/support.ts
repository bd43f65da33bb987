import { SupportDeskRoute } from '@/app/routes/support/support-desk';
import type { ScreenComponent } from '@/app/screen';

/**
 * Screens of the support desk and Client Center (issue 5/5), keyed by their path in config/routes.ts.
 * The router merges every feature's registry; a route without a screen shows NotAvailableYet.
 */
export const supportScreens: Record<string, ScreenComponent> = {
  '/client/support': SupportDeskRoute,
  '/admin/support': SupportDeskRoute,
};
