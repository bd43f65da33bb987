import { CircleCheck, CircleHelp, CircleX, RefreshCw, Server, TriangleAlert } from 'lucide-react';
import { ScrollRegion } from '@/components/ui/scroll-region';
import type { HealthSnapshot, OverallHealth, RecoveryConfidence, ServiceStatus } from '@/lib/request';
import { formatMs, formatTime } from '../utils/format';
import { StatusBadge, type Tone } from './status-badge';

const serviceTone: Record<ServiceStatus, Tone> = {
  healthy: 'good',
  unhealthy: 'warn',
  down: 'bad',
  unknown: 'neutral',
};

const overallTone: Record<OverallHealth, Tone> = { healthy: 'good', degraded: 'warn', down: 'bad' };
const confidenceTone: Record<RecoveryConfidence, Tone> = { high: 'good', medium: 'warn', low: 'bad' };

function statusIcon(status: ServiceStatus | OverallHealth) {
  const cls = 'size-3.5';
  if (status === 'healthy') return <CircleCheck aria-hidden className={cls} />;
  if (status === 'down') return <CircleX aria-hidden className={cls} />;
  if (status === 'unknown') return <CircleHelp aria-hidden className={cls} />;
  return <TriangleAlert aria-hidden className={cls} />;
}

export function SystemHealthSection({
  health,
  onCheckNow,
}: {
  health: HealthSnapshot;
  onCheckNow: () => void;
}) {
  return (
    <section
      aria-labelledby="system-health-heading"
      className="rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <h2
          id="system-health-heading"
          className="flex items-center gap-2 text-base font-semibold text-slate-900"
        >
          <Server aria-hidden className="size-4 text-slate-500" />
          System health
        </h2>
        <button
          type="button"
          onClick={onCheckNow}
          disabled={health.checking}
          className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-500 disabled:opacity-50"
        >
          <RefreshCw aria-hidden className={health.checking ? 'size-4 animate-spin' : 'size-4'} />
          {health.checking ? 'Checking…' : 'Check now'}
        </button>
      </header>

      <dl className="grid gap-4 px-4 py-3 sm:grid-cols-3">
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Overall</dt>
          <dd className="mt-1">
            <span role="status" aria-live="polite" aria-label="Overall system health">
              <StatusBadge tone={overallTone[health.overall]} icon={statusIcon(health.overall)}>
                {health.overall}
              </StatusBadge>
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Recovery confidence</dt>
          <dd className="mt-1 flex items-center gap-2 text-sm text-slate-600">
            <StatusBadge tone={confidenceTone[health.confidence]}>{health.confidence}</StatusBadge>
            <span>
              {health.recentFailures} of {health.samples} recent checks failed
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Last checked</dt>
          <dd className="mt-1 text-sm text-slate-700">
            {health.lastCheckedAt === null ? 'Waiting for the first check' : formatTime(health.lastCheckedAt)}
            {!health.running && <span className="ml-2 text-slate-500">(monitor paused)</span>}
          </dd>
        </div>
      </dl>

      <ScrollRegion label="Per-service health">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">Per-service health</caption>
          <thead className="bg-slate-50 text-left text-xs font-medium uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="px-4 py-2">
                Service
              </th>
              <th scope="col" className="px-4 py-2">
                Status
              </th>
              <th scope="col" className="px-4 py-2 text-right">
                Response time
              </th>
              <th scope="col" className="px-4 py-2">
                Error
              </th>
              <th scope="col" className="px-4 py-2">
                Last checked
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {health.services.length === 0 && (
              <tr>
                <td colSpan={5} className="px-4 py-3 text-slate-500">
                  No services registered.
                </td>
              </tr>
            )}
            {health.services.map((service) => (
              <tr key={service.name}>
                <th scope="row" className="px-4 py-2 text-left font-medium text-slate-900">
                  {service.name}
                  <span className="block text-xs font-normal text-slate-500">{service.url}</span>
                </th>
                <td className="px-4 py-2">
                  <StatusBadge tone={serviceTone[service.status]} icon={statusIcon(service.status)}>
                    {service.status}
                  </StatusBadge>
                </td>
                <td className="px-4 py-2 text-right tabular-nums text-slate-700">
                  {formatMs(service.responseTime)}
                </td>
                <td className="px-4 py-2 text-red-700">
                  {service.error ?? <span className="text-slate-500">—</span>}
                </td>
                <td className="px-4 py-2 tabular-nums text-slate-600">{formatTime(service.checkedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
