/**
 * The request-layer monitoring panel (breakers, queue, request log, service health). App routes
 * load it lazily: `import('@/features/monitoring')`.
 */
export { MonitoringPage, type MonitoringPageProps } from './monitoring-page';
