/**
 * Background jobs, for admins (ADR 006, bottom layer: reads no module): queues with counts by
 * state, the dead-letter list and its retry. The runner itself is platform (platform/jobs.ts).
 */
export { jobsAdminRoutes } from './routes';
