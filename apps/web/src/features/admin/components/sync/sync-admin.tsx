import { SYNC_LABELS, type SyncRunStatus } from '@fundpath/contracts/sync';
import { BookOpenText, ListChecks, type LucideIcon, Play, Search } from 'lucide-react';
import { toast } from 'sonner';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { DataTable, type DataTableColumn } from '@/components/ui/table';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { formatDateTime } from '@/lib/format';
import { type SyncKind, type SyncRun, useStartSync, useSyncOverview } from '../../api/sync';

const ICONS: Record<SyncKind, LucideIcon> = { knowledge_index: BookOpenText, default_tasks: ListChecks };
const STATUS: Record<SyncRunStatus, { label: string; tone: BadgeTone }> = {
  queued: { label: 'Queued', tone: 'info' },
  running: { label: 'Running', tone: 'brand' },
  completed: { label: 'Completed', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

const StatusBadge = ({ status }: { status: SyncRunStatus }) => (
  <Badge tone={STATUS[status].tone}>{STATUS[status].label}</Badge>
);

/** `processed of total unit`, or what is known so far. */
function progressText(run: SyncRun) {
  const unit = SYNC_LABELS[run.kind].unit;
  if (run.total === null) return run.status === 'queued' ? 'Waiting to start' : 'Counting…';
  return `${run.processed.toLocaleString('en-US')} of ${run.total.toLocaleString('en-US')} ${unit}`;
}

const changedText = (run: SyncRun) =>
  run.kind === 'default_tasks' ? `${run.changed} tasks created` : `${run.changed} entries indexed`;

function Progress({ run }: { run: SyncRun }) {
  const pct = run.total ? Math.round((run.processed / run.total) * 100) : run.total === 0 ? 100 : 0;
  return (
    <div className="space-y-1.5">
      <ProgressBar
        label={`${SYNC_LABELS[run.kind].label} progress`}
        percent={pct}
        valueText={progressText(run)}
      />
      <p className="text-xs text-slate-600 tabular-nums">{progressText(run)}</p>
    </div>
  );
}

function SyncCard({
  kind,
  active,
  last,
  canRun,
}: {
  kind: SyncKind;
  active: SyncRun | null;
  last: SyncRun | null;
  canRun: boolean;
}) {
  const start = useStartSync();
  const { label, description } = SYNC_LABELS[kind];
  const Icon = ICONS[kind];
  const run = () =>
    start.mutate(kind, {
      onSuccess: () => toast.success(`${label}: started`),
      onError: (err) => toast.error(refusalMessage(err) ?? errorMessage(err)),
    });
  return (
    <Card>
      <CardHeader
        title={label}
        titleAs="h2"
        icon={<Icon className="size-4" />}
        description={description}
        action={
          canRun ? (
            <Button
              size="sm"
              leftIcon={<Play className="size-3.5" aria-hidden="true" />}
              onClick={run}
              loading={start.isPending}
              disabled={Boolean(active)}
            >
              {active ? 'Running' : 'Run now'}
            </Button>
          ) : null
        }
      />
      <CardBody className="space-y-3">
        <div aria-live="polite">
          {active ? (
            <div className="space-y-2">
              <StatusBadge status={active.status} />
              <Progress run={active} />
            </div>
          ) : null}
        </div>
        {last ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-500">Last run</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <StatusBadge status={last.status} />
              <span className="text-slate-700">
                {last.finished_at ? formatDateTime(last.finished_at) : ''}
              </span>
            </dd>
            <dt className="text-slate-500">Result</dt>
            <dd className="text-slate-700">
              {progressText(last)} · {changedText(last)}
            </dd>
            {last.error ? (
              <>
                <dt className="text-slate-500">Error</dt>
                <dd className="break-words text-red-700">{last.error}</dd>
              </>
            ) : null}
          </dl>
        ) : active ? null : (
          <p className="text-sm text-slate-600">Never run yet.</p>
        )}
      </CardBody>
    </Card>
  );
}

const columns: DataTableColumn<SyncRun>[] = [
  {
    id: 'kind',
    header: 'Sync',
    cell: (r) => (
      <span className="block min-w-32 whitespace-normal">
        <span className="block font-medium text-slate-900">{SYNC_LABELS[r.kind].label}</span>
        <span className="block text-xs text-slate-600">
          {formatDateTime(r.requested_at)}
          {r.requested_by_name ? ` · ${r.requested_by_name}` : ''}
        </span>
      </span>
    ),
  },
  { id: 'status', header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
  {
    id: 'progress',
    header: 'Progress',
    hideOnMobile: true,
    cell: (r) => (
      <span className="block min-w-36 whitespace-normal tabular-nums">
        {progressText(r)}
        {r.status === 'completed' ? ` · ${changedText(r)}` : ''}
      </span>
    ),
  },
  {
    id: 'ran',
    header: 'Ran',
    hideOnMobile: true,
    cell: (r) =>
      r.started_at ? (
        <span className="block whitespace-normal text-xs">
          <span className="block">{formatDateTime(r.started_at)}</span>
          <span className="block text-slate-600">
            {r.finished_at ? `to ${formatDateTime(r.finished_at)}` : 'still running'}
          </span>
        </span>
      ) : (
        '—'
      ),
  },
  {
    id: 'error',
    header: 'Error',
    hideOnMobile: true,
    cell: (r) =>
      r.error ? <span className="block max-w-64 whitespace-normal text-red-700">{r.error}</span> : '—',
  },
];

/** `/admin/sync`: each sync with its progress and last outcome, a run button for admins, the history. */
export function SyncAdmin() {
  const { user } = useAuth();
  const canRun = user?.role === 'admin';
  const q = useSyncOverview();
  const error = q.isError ? errorMessage(q.error, 'The syncs could not be loaded') : undefined;

  return (
    <div className="min-w-0 space-y-6">
      {!canRun ? (
        <Callout title="Admins run syncs">
          You can follow the runs here; starting one needs the admin role.
        </Callout>
      ) : null}
      {q.data ? (
        <div className="grid gap-4 lg:grid-cols-2">
          {q.data.kinds.map((k) => (
            <SyncCard key={k.kind} kind={k.kind} active={k.active} last={k.last} canRun={canRun} />
          ))}
        </div>
      ) : null}
      <Card>
        <CardHeader
          title="Support search"
          titleAs="h2"
          icon={<Search className="size-4" />}
          description="Nothing to rebuild, so there is no sync for it."
        />
        <CardBody>
          <p className="text-sm text-slate-700">
            Ticket search reads columns the database computes itself on every write (the search vector and the
            lower-cased text), and its indexes are updated in the same transaction. A re-index would only
            rewrite the same entries, and on PostgreSQL a plain <code>REINDEX</code> blocks ticket writes
            while it runs.
          </p>
        </CardBody>
      </Card>
      <Card>
        <CardHeader title="History" titleAs="h2" description="Recent runs of every sync, newest first" />
        <DataTable
          columns={columns}
          rows={q.data?.runs ?? []}
          getRowId={(r) => r.id}
          caption="Sync runs"
          loading={q.isPending}
          error={error}
          onRetry={() => void q.refetch()}
          empty="No sync has run yet."
        />
      </Card>
    </div>
  );
}
