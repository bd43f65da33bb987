/**
 * Platform analytics (issue 3/8; top layer): daily series of sign-ups, active clients, the step
 * funnel, approvals per bureau and support tickets, for `/admin/analytics`. Owns no table: each
 * series is an aggregate exported by the module that owns the data (auth, coaching, credit,
 * support), never a read of their tables from here (ADR 003).
 */
export { analyticsRoutes } from './routes';
export { platformAnalytics, resolveRange } from './service';
