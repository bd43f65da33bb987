import { HealthMonitor } from './health-monitor';

/**
 * The app's health monitor (`api` and `brand`); started by whoever needs it, e.g. the monitoring
 * page. A module of its own: the request layer every page loads does not carry the class.
 */
export const healthMonitor = new HealthMonitor();
