import { useNow } from '@/hooks/use-now';
import { type RequestMonitorSource, requestClient } from '@/lib/request';
import { healthMonitor } from '@/lib/request/app-health';
import { BackgroundJobsSection } from './components/background-jobs-section';
import { CircuitBreakersSection } from './components/circuit-breakers-section';
import { RequestLogSection } from './components/request-log-section';
import { SystemHealthSection } from './components/system-health-section';
import { type HealthMonitorSource, useHealthMonitor, useRequestMonitor } from './hooks/use-monitoring';

export interface MonitoringPageProps {
  /** Request-layer state to show; the app's shared client by default. */
  client?: RequestMonitorSource;
  /** Health monitor to show; the app's shared monitor by default. */
  health?: HealthMonitorSource;
  /** Start the health monitor while the page is mounted (if nothing else runs it). */
  autoStart?: boolean;
  /** Show the server's background jobs (fetched with TanStack Query; off in request-layer-only tests). */
  jobs?: boolean;
}

/**
 * Admin monitoring panel (`/admin/monitoring`): system health, circuit breakers with manual
 * reset/force-open, queued retries, the recent request log and the server's background jobs, all
 * live. Renders inside the
 * admin layout, so it brings only its heading.
 */
export function MonitoringPage({
  client = requestClient,
  health = healthMonitor,
  autoStart = true,
  jobs = true,
}: MonitoringPageProps) {
  const requests = useRequestMonitor(client);
  const healthState = useHealthMonitor(health, autoStart);
  const now = useNow(
    1_000,
    requests.breakers.some((b) => b.nextAttemptAt !== null),
  );

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">System monitoring</h1>
        <p className="mt-1 text-sm text-slate-600">
          Live state of this browser’s request layer, the services it depends on, and the server’s background
          jobs.
        </p>
      </div>
      <SystemHealthSection health={healthState} onCheckNow={() => void health.checkAll()} />
      <CircuitBreakersSection
        breakers={requests.breakers}
        queue={requests.queue}
        now={now}
        onReset={(endpoint) => client.resetBreaker(endpoint)}
        onForceOpen={(endpoint) => client.forceOpenBreaker(endpoint)}
      />
      {jobs && <BackgroundJobsSection />}
      <RequestLogSection entries={requests.log} performance={requests.performance} />
    </div>
  );
}
