import type { ScreenComponent } from '@/app/screen';

/**
 * Screens of the AI coach, voice and learning screens (issue 4/5), keyed by their path in config/routes.ts.
 * The router merges every feature's registry; a route without a screen shows NotAvailableYet.
 */
export const aiScreens: Record<string, ScreenComponent> = {};
