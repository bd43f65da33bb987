/**
 * Platform analytics (issue 3/8; top layer): daily series of sign-ups, active clients, the step
 * funnel, approvals per bureau and support tickets, for `/admin/analytics`. Owns no table: each
 * series is an aggregate exported by the module that owns the data (auth, coaching, credit,
 * support), never a read of their tables from here (ADR 003).
 */
import type { FastifyPluginAsync } from 'fastify';
import { commerceAnalyticsRoutes } from './commerce-routes';
import { analyticsRoutes as platformRoutes } from './routes';

export { commerceDashboard, storeAnalytics } from './commerce-service';
export { platformAnalytics, resolveRange } from './service';

/** `/api/admin/analytics` and the commerce analytics of issue 4/8 (store owners' and admins'). */
export const analyticsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(platformRoutes);
  await app.register(commerceAnalyticsRoutes);
};
