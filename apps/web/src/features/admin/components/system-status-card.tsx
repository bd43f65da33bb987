import { Activity, Database, Server } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { useHealth } from '@/features/admin/api/health';

function formatUptime(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3_600);
  const m = Math.floor((seconds % 3_600) / 60);
  if (d > 0) return `${d}d ${h}h`;
  if (h > 0) return `${h}h ${m}m`;
  return `${Math.max(m, 0)}m`;
}

/** API and database status from GET /api/health. */
export function SystemStatusCard() {
  const health = useHealth();
  const apiOk = health.data?.status === 'ok';
  const dbOk = health.data?.database === 'ok';
  return (
    <Card>
      <CardHeader
        icon={<Activity className="size-5" aria-hidden="true" />}
        title="System status"
        description="Checked every 30 seconds"
        titleAs="h2"
      />
      <CardBody>
        <dl className="space-y-3 text-sm">
          <div className="flex items-center justify-between gap-3">
            <dt className="flex items-center gap-2 text-slate-600">
              <Server className="size-4 text-slate-500" aria-hidden="true" /> API
            </dt>
            <dd>
              {health.isPending ? (
                <Badge>Checking…</Badge>
              ) : apiOk ? (
                <Badge tone="success">Operational</Badge>
              ) : (
                <Badge tone="danger">Unreachable</Badge>
              )}
            </dd>
          </div>
          <div className="flex items-center justify-between gap-3">
            <dt className="flex items-center gap-2 text-slate-600">
              <Database className="size-4 text-slate-500" aria-hidden="true" /> Database
            </dt>
            <dd>
              {health.isPending ? (
                <Badge>Checking…</Badge>
              ) : dbOk ? (
                <Badge tone="success">Operational</Badge>
              ) : (
                <Badge tone="danger">{health.data ? 'Degraded' : 'Unknown'}</Badge>
              )}
            </dd>
          </div>
          <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-3">
            <dt className="text-slate-600">Uptime</dt>
            <dd className="font-medium text-slate-900 tabular-nums">
              {health.data ? formatUptime(health.data.uptime_s) : '—'}
            </dd>
          </div>
        </dl>
      </CardBody>
    </Card>
  );
}
