import {
  CLIENT_BUREAU_LABELS,
  type ClientRow,
  type ClientSort,
  clientBureaus,
  clientSorts,
} from '@fundpath/contracts/clients';
import { stepStatuses } from '@fundpath/contracts/coaching';
import { Download, UsersRound } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { NativeSelect } from '@/components/ui/native-select';
import { PagedTable } from '@/components/ui/paged-table';
import { SearchInput } from '@/components/ui/search-input';
import type { DataTableColumn, SortState } from '@/components/ui/table';
import { useSearchState } from '@/hooks/use-search-state';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { timeAgo } from '@/lib/format';
import { href } from '@/lib/href';
import {
  CLIENT_FILTER_KEYS,
  CLIENTS_PER_PAGE,
  type ClientFilterKey,
  clientExportHref,
  clientFiltersOf,
  filtersOnly,
  useClientList,
} from '../api/list-clients';
import {
  BureauDecisions,
  decisionLabels,
  StepStatusBadge,
  stepStatusLabels,
  TicketsCell,
} from './client-badges';
import { SavedViewsMenu } from './saved-views-menu';

const sortLabels: Record<ClientSort, string> = {
  activity_desc: 'Latest activity',
  activity_asc: 'Oldest activity',
  name_asc: 'Name (A–Z)',
  name_desc: 'Name (Z–A)',
  step_desc: 'Furthest step',
  step_asc: 'Earliest step',
  waiting_longest: 'Waiting longest',
  sla_soonest: 'SLA due soonest',
  joined_desc: 'Newest clients',
};
/** Table headers that sort on the server: column id → [ascending, descending]. */
const HEADER_SORTS: Record<string, [ClientSort, ClientSort]> = {
  client: ['name_asc', 'name_desc'],
  step: ['step_asc', 'step_desc'],
  activity: ['activity_asc', 'activity_desc'],
};
const yesNo = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'None' },
];

export const clientHref = (id: string) => href('/clients/:id', { id });

/** The quick filters above the table; each toggles one URL filter. */
const CHIPS: ReadonlyArray<{ label: string; key: ClientFilterKey; value: string }> = [
  { label: 'Waiting for approval', key: 'waiting_approval', value: 'true' },
  { label: 'Assigned to me', key: 'assignee', value: 'me' },
  { label: 'SLA breached', key: 'sla', value: 'breached' },
];

/** `/clients` (staff): every client in one dense list, filtered in the URL. */
export function ClientList() {
  const { values, set, setMany, page, setPage } = useSearchState(CLIENT_FILTER_KEYS);
  const filters = clientFiltersOf(values, page);
  const list = useClientList(filters);
  const navigate = useNavigate();
  const data = list.data;
  const credit = data?.credit_visible ?? false;
  const rows = data?.clients ?? [];
  const { sort: _sort, ...narrowing } = filtersOnly(filters);
  const filtersOn = Object.keys(narrowing).length > 0;
  const currentSort = filters.sort ?? 'activity_desc';

  const tableSort: SortState | null = (() => {
    for (const [id, [asc, desc]] of Object.entries(HEADER_SORTS)) {
      if (currentSort === asc) return { id, direction: 'asc' };
      if (currentSort === desc) return { id, direction: 'desc' };
    }
    return null;
  })();
  const onSortChange = (s: SortState | null) => {
    const pair = s ? HEADER_SORTS[s.id] : undefined;
    const next = pair ? pair[s!.direction === 'asc' ? 0 : 1] : 'activity_desc';
    set('sort', next === 'activity_desc' ? '' : next);
  };

  const columns: Array<DataTableColumn<ClientRow>> = [
    {
      id: 'client',
      header: 'Client',
      sortable: true,
      cell: (c) => (
        <span className="flex flex-col items-start">
          <Link
            to={clientHref(c.id)}
            onClick={(e) => e.stopPropagation()}
            className="font-medium text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
          >
            {c.display_name}
          </Link>
          <span className="block max-w-[14rem] truncate text-xs text-slate-600">{c.email}</span>
          {c.deactivated ? <Badge tone="neutral">Deactivated</Badge> : null}
        </span>
      ),
    },
    {
      id: 'step',
      header: 'Step',
      sortable: true,
      cell: (c) => (
        <span className="flex flex-col items-start gap-1">
          <span className="max-w-[12rem] truncate text-xs text-slate-700">
            <span className="font-semibold tabular-nums">{c.current_step}</span>
            {c.current_step_title ? ` · ${c.current_step_title}` : null}
          </span>
          <StepStatusBadge
            status={c.pending_steps.length ? 'pending_approval' : c.current_status}
            since={c.pending_since}
          />
        </span>
      ),
    },
    ...(credit
      ? [
          {
            id: 'credit',
            header: 'Decision',
            cell: (c: ClientRow) => <BureauDecisions decisions={c.decisions} />,
          },
        ]
      : []),
    { id: 'tickets', header: 'Tickets', cell: (c) => <TicketsCell row={c} /> },
    {
      id: 'tasks',
      header: 'Tasks',
      align: 'right',
      cell: (c) => (
        <span className={cn('tabular-nums', c.open_required_tasks === 0 && 'text-slate-500')}>
          {c.open_required_tasks}
        </span>
      ),
    },
    {
      id: 'assignees',
      header: 'Assigned',
      hideOnMobile: true,
      cell: (c) =>
        c.assignees.length ? (
          <span className="block max-w-[10rem] truncate">
            {c.assignees.map((a) => a.display_name).join(', ')}
          </span>
        ) : (
          <span className="text-slate-500">—</span>
        ),
    },
    {
      id: 'tags',
      header: 'Tags',
      hideOnMobile: true,
      cell: (c) =>
        c.tags.length ? (
          <span className="flex max-w-[12rem] flex-wrap gap-1">
            {c.tags.map((t) => (
              <Badge key={t} tone="brand">
                {t}
              </Badge>
            ))}
          </span>
        ) : (
          <span className="text-slate-500">—</span>
        ),
    },
    {
      id: 'activity',
      header: 'Last activity',
      sortable: true,
      cell: (c) => (
        <time dateTime={c.last_activity_at} className="whitespace-nowrap">
          {timeAgo(c.last_activity_at)}
        </time>
      ),
    },
  ];

  const staffOptions = (data?.staff ?? []).map((s) => ({ value: s.id, label: s.display_name }));
  const tagOptions = (data?.tags ?? []).map((t) => ({ value: t, label: t }));
  if (filters.tag && !data?.tags.includes(filters.tag))
    tagOptions.push({ value: filters.tag, label: filters.tag });

  return (
    <div className="min-w-0 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Quick filters</legend>
          {CHIPS.map((chip) => {
            const on = values[chip.key] === chip.value;
            return (
              <button
                key={chip.label}
                type="button"
                aria-pressed={on}
                onClick={() => set(chip.key, on ? '' : chip.value)}
                className={cn(
                  'rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset transition focus-visible:outline-2 focus-visible:outline-brand',
                  on
                    ? 'bg-brand text-white ring-brand'
                    : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
                )}
              >
                {chip.label}
              </button>
            );
          })}
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <SavedViewsMenu
            current={filtersOnly(filters)}
            onApply={(f) =>
              setMany(
                Object.fromEntries(CLIENT_FILTER_KEYS.map((k) => [k, f[k] ?? ''])) as Record<string, string>,
              )
            }
          />
          <a
            href={clientExportHref(filters)}
            download
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            <Download className="size-4" aria-hidden="true" />
            Export CSV
          </a>
        </div>
      </div>

      <div className="flex flex-wrap items-end gap-3">
        <SearchInput
          label="Search clients"
          labelSize="sm"
          value={values.q}
          onChange={(v) => set('q', v)}
          debounceMs={300}
          placeholder="Name or e-mail"
          className="w-full sm:w-64"
        />
        <NativeSelect
          label="Step"
          labelSize="sm"
          value={filters.step ? String(filters.step) : ''}
          onChange={(v) => set('step', v)}
          placeholder="Any step"
          options={Array.from({ length: 18 }, (_, i) => ({ value: String(i + 1), label: `Step ${i + 1}` }))}
          highlighted={Boolean(filters.step)}
          className="w-[calc(50%-0.375rem)] sm:w-32"
        />
        <NativeSelect
          label="Status"
          labelSize="sm"
          value={filters.status ?? ''}
          onChange={(v) => set('status', v)}
          placeholder="Any status"
          options={stepStatuses.map((s) => ({ value: s, label: stepStatusLabels[s] }))}
          highlighted={Boolean(filters.status)}
          className="w-[calc(50%-0.375rem)] sm:w-40"
        />
        {credit ? (
          <>
            <NativeSelect
              label="Bureau"
              labelSize="sm"
              value={values.bureau}
              onChange={(v) => setMany({ bureau: v, decision: v ? values.decision || 'approve' : '' })}
              placeholder="Any bureau"
              options={clientBureaus.map((b) => ({ value: b, label: CLIENT_BUREAU_LABELS[b] }))}
              highlighted={Boolean(filters.bureau)}
              className="w-[calc(50%-0.375rem)] sm:w-36"
            />
            <NativeSelect
              label="Decision"
              labelSize="sm"
              value={values.decision}
              onChange={(v) => setMany({ decision: v, bureau: v ? values.bureau || 'experian' : '' })}
              placeholder="Any decision"
              options={[
                ...(['approve', 'borderline', 'decline'] as const).map((d) => ({
                  value: d,
                  label: decisionLabels[d],
                })),
                { value: 'none', label: 'No data' },
              ]}
              highlighted={Boolean(filters.decision)}
              className="w-[calc(50%-0.375rem)] sm:w-36"
            />
          </>
        ) : null}
        <NativeSelect
          label="SLA"
          labelSize="sm"
          value={filters.sla ?? ''}
          onChange={(v) => set('sla', v)}
          placeholder="Any SLA"
          options={[
            { value: 'breached', label: 'Breached' },
            { value: 'due_soon', label: 'Due within 24 h' },
          ]}
          highlighted={Boolean(filters.sla)}
          className="w-[calc(50%-0.375rem)] sm:w-40"
        />
        <NativeSelect
          label="Open tickets"
          labelSize="sm"
          value={filters.open_tickets ?? ''}
          onChange={(v) => set('open_tickets', v)}
          placeholder="Any"
          options={yesNo}
          highlighted={Boolean(filters.open_tickets)}
          className="w-[calc(50%-0.375rem)] sm:w-32"
        />
        <NativeSelect
          label="Open tasks"
          labelSize="sm"
          value={filters.open_tasks ?? ''}
          onChange={(v) => set('open_tasks', v)}
          placeholder="Any"
          options={yesNo}
          highlighted={Boolean(filters.open_tasks)}
          className="w-[calc(50%-0.375rem)] sm:w-32"
        />
        <NativeSelect
          label="Tag"
          labelSize="sm"
          value={filters.tag ?? ''}
          onChange={(v) => set('tag', v)}
          placeholder="Any tag"
          options={tagOptions}
          highlighted={Boolean(filters.tag)}
          className="w-[calc(50%-0.375rem)] sm:w-36"
        />
        <NativeSelect
          label="Assigned to"
          labelSize="sm"
          value={filters.assignee ?? ''}
          onChange={(v) => set('assignee', v)}
          placeholder="Anyone"
          options={[
            { value: 'me', label: 'Me' },
            { value: 'unassigned', label: 'Unassigned' },
            ...staffOptions,
          ]}
          highlighted={Boolean(filters.assignee)}
          className="w-[calc(50%-0.375rem)] sm:w-40"
        />
        <NativeSelect
          label="Sort"
          labelSize="sm"
          value={currentSort}
          onChange={(v) => set('sort', v === 'activity_desc' ? '' : v)}
          options={clientSorts.map((s) => ({ value: s, label: sortLabels[s] }))}
          className="w-[calc(50%-0.375rem)] sm:w-44"
        />
      </div>

      <PagedTable
        caption="Clients"
        columns={columns}
        rows={rows}
        getRowId={(c) => c.id}
        sort={tableSort}
        onSortChange={onSortChange}
        onRowClick={(c) => navigate(clientHref(c.id))}
        loading={list.isPending || list.isPlaceholderData}
        error={list.isError ? errorMessage(list.error, 'The clients could not be loaded') : undefined}
        onRetry={() => void list.refetch()}
        empty={
          <EmptyState
            variant="plain"
            icon={UsersRound}
            title={filtersOn ? 'No clients match these filters' : 'No clients yet'}
            description={
              filtersOn
                ? 'Clear a filter or search for something else.'
                : 'Clients appear here when they sign up.'
            }
          />
        }
        page={page}
        pageSize={CLIENTS_PER_PAGE}
        total={data?.total ?? 0}
        onPageChange={setPage}
        paginationLabel="Client pages"
        footerClassName={null}
      />
    </div>
  );
}
