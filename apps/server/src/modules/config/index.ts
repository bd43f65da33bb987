/**
 * Run-time configuration (`/admin/config`, issue 3/8; layer 1): the settings screen's API over
 * platform/settings.ts, which every consumer (AI coach, credit provider, mailer) reads.
 */
export { configRoutes } from './routes';
