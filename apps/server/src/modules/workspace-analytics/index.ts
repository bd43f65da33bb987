/**
 * The staff workspace's analytics (`/analytics`, issue 7/8, ADR 017; top layer, above clients and
 * leads because it reads both, and peers of one layer may not import each other). Owns no table:
 * the clients' read model, credit, support and leads export the aggregates (ADR 003).
 */

export { workspaceAnalyticsRoutes } from './routes';
export { staffAnalytics } from './service';
