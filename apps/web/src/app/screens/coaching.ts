import type { ScreenComponent } from '@/app/screen';

/**
 * Screens of the coaching journey: dashboard, tasks, application and their admin screens (issue 3/5), keyed by their path in config/routes.ts.
 * The router merges every feature's registry; a route without a screen shows NotAvailableYet.
 */
export const coachingScreens: Record<string, ScreenComponent> = {};
