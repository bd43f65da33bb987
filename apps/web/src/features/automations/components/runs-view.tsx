import { RUN_STATUS_LABELS, type RunStatus, runStatuses } from '@fundpath/contracts/automations';
import { History } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { NativeSelect } from '@/components/ui/native-select';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { useRuns } from '../api/runs';
import { useWorkflows } from '../api/workflows';
import { RUN_TONES } from './describe';

const PAGE_SIZE = 25;

/** Every run, newest first, filtered by workflow and status; a row opens the run's log. */
export function RunsView({
  workflowId,
  status,
  page,
  onFilter,
  onOpen,
}: {
  workflowId: string;
  status: RunStatus | '';
  page: number;
  onFilter: (f: { workflow?: string; status?: string; page?: number }) => void;
  onOpen: (id: string) => void;
}) {
  const workflows = useWorkflows();
  const runs = useRuns({
    workflow_id: workflowId || undefined,
    status: status || undefined,
    page,
    per_page: PAGE_SIZE,
  });
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-3">
        <NativeSelect
          label="Workflow"
          labelSize="sm"
          className="min-w-56"
          value={workflowId}
          placeholder="All workflows"
          onChange={(v) => onFilter({ workflow: v, page: 1 })}
          options={(workflows.data ?? []).map((w) => ({ value: w.id, label: w.name }))}
        />
        <NativeSelect
          label="Status"
          labelSize="sm"
          className="min-w-40"
          value={status}
          placeholder="Any status"
          onChange={(v) => onFilter({ status: v, page: 1 })}
          options={runStatuses.map((s) => ({ value: s, label: RUN_STATUS_LABELS[s] }))}
        />
      </div>
      {runs.isError ? (
        <LoadError title="Failed to load the runs." error={runs.error} onRetry={() => runs.refetch()} />
      ) : runs.isPending ? (
        <Spinner message="Loading runs…" className="py-16" />
      ) : runs.data.runs.length === 0 ? (
        <EmptyState
          icon={History}
          title="No runs"
          description="Runs appear here when an enabled workflow’s trigger happens."
        />
      ) : (
        <Card>
          <ul className="divide-y divide-slate-100" aria-label="Runs">
            {runs.data.runs.map((r) => (
              <li
                key={r.id}
                className="flex flex-col gap-2 px-5 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {r.subject.name} <span className="font-normal text-slate-500">· {r.workflow_name}</span>
                  </p>
                  <p className="text-sm text-slate-500">
                    {r.trigger_summary} · started {formatDateTime(r.started_at)} · action{' '}
                    {Math.min(r.cursor + 1, r.action_count)} of {r.action_count}
                    {r.next_at ? ` · carries on ${formatDateTime(r.next_at)}` : ''}
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-3">
                  <Badge tone={RUN_TONES[r.status]}>{RUN_STATUS_LABELS[r.status]}</Badge>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Details of the run of ${r.subject.name} in ${r.workflow_name}`}
                    onClick={() => onOpen(r.id)}
                  >
                    Details
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {runs.data && runs.data.total > PAGE_SIZE ? (
        <Pagination
          page={page}
          pageSize={PAGE_SIZE}
          total={runs.data.total}
          onPageChange={(p) => onFilter({ page: p })}
        />
      ) : null}
    </div>
  );
}
