import { DEAD_LETTER_QUEUE, type FailedJob, type JobQueue } from '@fundpath/contracts/jobs';
import { Inbox, ListChecks, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { StatCard } from '@/components/ui/stat-card';
import { DataTable, type DataTableColumn } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { useFailedJobs, useJobQueues, useRetryFailedJob } from '../api/jobs';
import { StatusBadge } from './status-badge';

const PER_PAGE = 20;

const count = (n: number) => n.toLocaleString();

const queueColumns: ReadonlyArray<DataTableColumn<JobQueue>> = [
  {
    id: 'name',
    header: 'Queue',
    cell: (q) => (
      <span className="font-mono text-xs text-slate-900">
        {q.name}
        {q.name === DEAD_LETTER_QUEUE && (
          <span className="ml-2 font-sans">
            <StatusBadge tone="neutral">dead letters</StatusBadge>
          </span>
        )}
      </span>
    ),
  },
  { id: 'created', header: 'Waiting', align: 'right', cell: (q) => count(q.counts.created) },
  { id: 'retry', header: 'Retrying', align: 'right', cell: (q) => count(q.counts.retry) },
  { id: 'active', header: 'Running', align: 'right', cell: (q) => count(q.counts.active) },
  {
    id: 'completed',
    header: 'Done',
    align: 'right',
    hideOnMobile: true,
    cell: (q) => count(q.counts.completed),
  },
  {
    id: 'failed',
    header: 'Failed',
    align: 'right',
    cell: (q) =>
      q.counts.failed > 0 ? (
        <StatusBadge tone="bad">{count(q.counts.failed)}</StatusBadge>
      ) : (
        count(q.counts.failed)
      ),
  },
  {
    id: 'cancelled',
    header: 'Cancelled',
    align: 'right',
    hideOnMobile: true,
    cell: (q) => count(q.counts.cancelled),
  },
];

function when(iso: string): string {
  return new Date(iso).toLocaleString([], { dateStyle: 'short', timeStyle: 'medium' });
}

/**
 * The server's background jobs (`/api/admin/jobs`): queues with their counts by state, and jobs
 * that failed for good (the dead-letter list) with their error and a Retry button.
 */
export function BackgroundJobsSection() {
  const [page, setPage] = useState(1);
  const queues = useJobQueues();
  const failed = useFailedJobs({ page, per_page: PER_PAGE });
  const retry = useRetryFailedJob();
  const [retrying, setRetrying] = useState<string | null>(null);

  const onRetry = (job: FailedJob) => {
    setRetrying(job.id);
    retry.mutate(job.id, {
      onSuccess: () => toast.success(`Job sent back to ${job.queue}`),
      onError: (error) => toast.error(errorMessage(error, 'Could not retry the job')),
      onSettled: () => setRetrying(null),
    });
  };

  const list = queues.data?.queues ?? [];
  const totals = list.reduce(
    (acc, q) => ({
      active: acc.active + q.counts.active,
      waiting: acc.waiting + q.counts.created + q.counts.retry,
    }),
    { active: 0, waiting: 0 },
  );

  const failedColumns: ReadonlyArray<DataTableColumn<FailedJob>> = [
    {
      id: 'queue',
      header: 'Queue',
      cell: (j) => <span className="font-mono text-xs text-slate-900">{j.queue}</span>,
    },
    {
      id: 'error',
      header: 'Error',
      cell: (j) => (
        <div className="max-w-md">
          <p className="break-words text-sm text-red-700">{j.error || 'No error recorded'}</p>
          {j.data_summary && (
            <p className="mt-1 truncate font-mono text-xs text-slate-500" title={j.data_summary}>
              {j.data_summary}
            </p>
          )}
        </div>
      ),
    },
    { id: 'attempts', header: 'Attempts', align: 'right', cell: (j) => j.attempts },
    {
      id: 'failed_at',
      header: 'Failed',
      hideOnMobile: true,
      cell: (j) => <time dateTime={j.failed_at}>{when(j.failed_at)}</time>,
    },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      align: 'right',
      cell: (j) => (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onRetry(j)}
          disabled={retrying === j.id}
          aria-label={`Retry ${j.queue} job ${j.id}`}
        >
          <RotateCcw aria-hidden className="size-3.5" />
          {retrying === j.id ? 'Retrying…' : 'Retry'}
        </Button>
      ),
    },
  ];

  return (
    <section
      aria-labelledby="background-jobs-heading"
      className="rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <h2
          id="background-jobs-heading"
          className="flex items-center gap-2 text-base font-semibold text-slate-900"
        >
          <ListChecks aria-hidden className="size-4 text-slate-500" />
          Background jobs
        </h2>
        <p className="text-sm text-slate-600">Server job queues, across every instance.</p>
      </header>

      <div className="space-y-6 p-4">
        <div className="grid gap-3 sm:grid-cols-3">
          <StatCard label="Running" value={count(totals.active)} loading={queues.isPending} />
          <StatCard label="Waiting" value={count(totals.waiting)} loading={queues.isPending} />
          <StatCard
            label="Failed for good"
            value={count(queues.data?.dead_letters ?? 0)}
            tone={(queues.data?.dead_letters ?? 0) > 0 ? 'bad' : 'good'}
            loading={queues.isPending}
          />
        </div>

        <DataTable
          caption="Job queues and their jobs by state"
          columns={queueColumns}
          rows={list}
          getRowId={(q) => q.name}
          loading={queues.isFetching}
          error={queues.isError ? errorMessage(queues.error, 'Could not load the job queues') : undefined}
          onRetry={() => void queues.refetch()}
          skeletonRows={3}
          empty={<EmptyState variant="compact" titleAs="p" title="No job queues yet" icon={Inbox} />}
        />

        <div className="space-y-3">
          <h3 className="text-sm font-semibold text-slate-900">Failed jobs</h3>
          <DataTable
            caption="Jobs that failed after all their retries"
            columns={failedColumns}
            rows={failed.data?.jobs ?? []}
            getRowId={(j) => j.id}
            loading={failed.isFetching}
            error={failed.isError ? errorMessage(failed.error, 'Could not load the failed jobs') : undefined}
            onRetry={() => void failed.refetch()}
            skeletonRows={2}
            empty={
              <EmptyState
                variant="compact"
                titleAs="p"
                title="No failed jobs"
                description="Jobs that fail after all their retries show up here, with their error."
                icon={ListChecks}
              />
            }
          />
          <Pagination
            page={page}
            pageSize={PER_PAGE}
            total={failed.data?.total ?? 0}
            onPageChange={setPage}
            variant="simple"
            label="Failed jobs pages"
            hideWhenSinglePage
          />
        </div>
      </div>
    </section>
  );
}
