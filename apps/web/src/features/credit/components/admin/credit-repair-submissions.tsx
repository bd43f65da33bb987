import {
  type Submission,
  type SubmissionListQuery,
  type SubmissionStatus,
  submissionStatuses,
} from '@fundpath/contracts/funding';
import { hasPermission } from '@fundpath/contracts/roles';
import { ClipboardList, Wrench } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { NativeSelect } from '@/components/ui/native-select';
import { PagedTable } from '@/components/ui/paged-table';
import { SearchInput } from '@/components/ui/search-input';
import type { DataTableColumn } from '@/components/ui/table';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { formatDateTime } from '@/lib/format';
import { useAssignees, useSubmissions, useUpdateSubmission } from '../../api/credit-repair';
import { STRATEGY_LABEL, TIER_LABEL, TIER_TONE } from '../../utils/labels';

const PER_PAGE = 10;

export const STATUS_LABEL: Record<SubmissionStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  submitted: 'Submitted',
  completed: 'Completed',
};
const STATUS_TONE: Record<SubmissionStatus, BadgeTone> = {
  new: 'info',
  in_progress: 'warning',
  submitted: 'brand',
  completed: 'success',
};
const STATUS_OPTIONS = submissionStatuses.map((s) => ({ value: s, label: STATUS_LABEL[s] }));

function Disputes({ s }: { s: Submission }) {
  if (!s.dispute_reasons.length)
    return (
      <span className="text-xs text-slate-600">
        {s.latest_decision ? 'No dispute reasons' : 'No report yet'}
      </span>
    );
  const shown = s.dispute_reasons.slice(0, 3);
  return (
    <details className="max-w-96 text-xs text-slate-700">
      <summary className="cursor-pointer font-medium text-slate-900">
        {s.dispute_reasons.length} dispute reason{s.dispute_reasons.length > 1 ? 's' : ''}
      </summary>
      <ul className="mt-1 space-y-1">
        {shown.map((d, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: reasons never reorder
          <li key={i} className="break-words whitespace-normal">
            <span className="font-medium">{d.creditor_name}</span> ({d.bureau}): {d.reason}
          </li>
        ))}
        {s.dispute_reasons.length > shown.length ? (
          <li className="text-slate-600">and {s.dispute_reasons.length - shown.length} more in the report</li>
        ) : null}
      </ul>
    </details>
  );
}

/** `/admin/credit-repair-submissions`: clients routed to credit repair, worked by the credit team. */
export function CreditRepairSubmissionsAdmin() {
  const { user } = useAuth();
  const [status, setStatus] = useState('');
  const [assignee, setAssignee] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const query: SubmissionListQuery = {
    status: (status || undefined) as SubmissionStatus | undefined,
    assignee: assignee || undefined,
    q: q || undefined,
    page,
    per_page: PER_PAGE,
  };
  const list = useSubmissions(query);
  const assignees = useAssignees();
  const update = useUpdateSubmission();
  if (!hasPermission(user, 'credit.view_reports'))
    return (
      <EmptyState
        icon={Wrench}
        title="You can't open the credit-repair desk"
        description="Ask an administrator for the “View credit reports” permission."
      />
    );

  const reset =
    <T,>(setter: (v: T) => void) =>
    (v: T) => {
      setter(v);
      setPage(1);
    };
  const assigneeOptions = (assignees.data ?? []).map((a) => ({ value: a.id, label: a.display_name }));
  const change = (s: Submission, patch: { status?: SubmissionStatus; assigned_to?: string | null }) =>
    update.mutate(
      { id: s.id, patch },
      {
        onSuccess: (next) =>
          toast.success(
            patch.status
              ? `${next.client_name}: ${STATUS_LABEL[next.status]}`
              : `${next.client_name} assigned to ${next.assigned_to_name ?? 'nobody'}`,
          ),
        onError: (err) =>
          toast.error(refusalMessage(err) ?? errorMessage(err, 'The change could not be saved')),
      },
    );

  const columns: DataTableColumn<Submission>[] = [
    {
      id: 'client',
      header: 'Client',
      cell: (s) => (
        <span className="block min-w-40">
          <Link
            to={`/admin/credit-report?client=${encodeURIComponent(s.id)}`}
            className="font-medium text-brand underline-offset-2 hover:underline"
          >
            {s.client_name}
          </Link>
          <span className="block text-xs text-slate-600">{s.client_email}</span>
          {s.routed_at ? (
            <span className="block text-xs text-slate-600">Routed {formatDateTime(s.routed_at)}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'decision',
      header: 'Latest decision',
      cell: (s) =>
        s.latest_decision ? (
          <span className="block">
            <Badge tone={TIER_TONE[s.latest_decision.overall_decision]}>
              {TIER_LABEL[s.latest_decision.overall_decision]}
            </Badge>
            <span className="mt-1 block text-xs text-slate-600">
              {s.latest_decision.funding_strategy ? STRATEGY_LABEL[s.latest_decision.funding_strategy] : '—'}{' '}
              · v{s.latest_decision.version}
            </span>
            <span className="block text-xs text-slate-600 tabular-nums">
              TU {s.latest_decision.scores.TransUnion ?? '—'} · EX {s.latest_decision.scores.Experian ?? '—'}{' '}
              · EQ {s.latest_decision.scores.Equifax ?? '—'}
            </span>
          </span>
        ) : (
          <span className="text-xs text-slate-600">No report yet</span>
        ),
    },
    { id: 'disputes', header: 'Dispute reasons', hideOnMobile: true, cell: (s) => <Disputes s={s} /> },
    {
      id: 'status',
      header: 'Status',
      cell: (s) => (
        <span className="block min-w-36 space-y-1">
          <Badge tone={STATUS_TONE[s.status]}>{STATUS_LABEL[s.status]}</Badge>
          <NativeSelect
            label={`Status of ${s.client_name}`}
            hideLabel
            value={s.status}
            onChange={(v) => change(s, { status: v as SubmissionStatus })}
            options={STATUS_OPTIONS}
            disabled={update.isPending}
          />
        </span>
      ),
    },
    {
      id: 'assignee',
      header: 'Assigned to',
      cell: (s) => (
        <NativeSelect
          label={`Assignee of ${s.client_name}`}
          hideLabel
          className="min-w-40"
          value={s.assigned_to ?? ''}
          onChange={(v) => change(s, { assigned_to: v || null })}
          options={
            s.assigned_to && !assigneeOptions.some((o) => o.value === s.assigned_to)
              ? [...assigneeOptions, { value: s.assigned_to, label: s.assigned_to_name ?? 'Former staff' }]
              : assigneeOptions
          }
          placeholder="Unassigned"
          disabled={update.isPending}
        />
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <PagedTable
        filters={
          <>
            <SearchInput
              label="Search"
              value={q}
              onChange={reset(setQ)}
              debounceMs={300}
              placeholder="Name or e-mail"
            />
            <NativeSelect
              label="Status"
              value={status}
              onChange={reset(setStatus)}
              options={STATUS_OPTIONS}
              placeholder="All statuses"
              highlighted={status !== ''}
            />
            <NativeSelect
              label="Assigned to"
              value={assignee}
              onChange={reset(setAssignee)}
              options={[{ value: 'unassigned', label: 'Unassigned' }, ...assigneeOptions]}
              placeholder="Anyone"
              highlighted={assignee !== ''}
            />
          </>
        }
        filtersClassName="grid gap-3 sm:grid-cols-3 sm:items-end"
        caption="Credit-repair submissions"
        columns={columns}
        rows={list.data?.submissions ?? []}
        getRowId={(s) => s.id}
        loading={list.isPending || list.isFetching}
        error={list.isError ? errorMessage(list.error, 'The submissions could not be loaded') : undefined}
        onRetry={() => list.refetch()}
        empty={
          <EmptyState
            variant="plain"
            icon={ClipboardList}
            titleAs="p"
            title={
              status || assignee || q
                ? 'No submission matches these filters'
                : 'Nobody is routed to credit repair'
            }
            description={
              status || assignee || q
                ? undefined
                : 'Clients appear here when their qualification step routes them to credit repair.'
            }
          />
        }
        page={page}
        pageSize={PER_PAGE}
        total={list.data?.total ?? 0}
        onPageChange={setPage}
        paginationLabel="Submission pages"
        footerClassName={null}
      />
    </div>
  );
}
