import { formatCents } from '@fundpath/contracts/ecommerce-core';
import {
  LEAD_SOURCE_LABELS,
  type Lead,
  type LeadListQuery,
  type LeadSort,
  leadSorts,
} from '@fundpath/contracts/leads';
import { Badge } from '@/components/ui/badge';
import { NativeSelect } from '@/components/ui/native-select';
import { PagedTable } from '@/components/ui/paged-table';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useLeadList } from '../api/get-leads';

const SORT_LABELS: Record<LeadSort, string> = {
  updated_desc: 'Recently updated',
  created_desc: 'Newest',
  value_desc: 'Highest value',
  value_asc: 'Lowest value',
  name_asc: 'Name A–Z',
  next_action_asc: 'Next action soonest',
};
const kindTone = { open: 'info', won: 'success', lost: 'danger' } as const;
const PER_PAGE = 25;

/** The list view: every lead of the filter (closed ones too), sorted and paged on the server. */
export function LeadList({
  query,
  onQueryChange,
  onOpen,
}: {
  query: LeadListQuery;
  onQueryChange: (changes: Record<string, string | null>) => void;
  onOpen: (lead: Lead) => void;
}) {
  const list = useLeadList({ ...query, per_page: PER_PAGE });
  return (
    <div className="rounded-2xl border border-slate-200/80 bg-white shadow-xs">
      <PagedTable
        caption="Leads"
        rows={list.data?.leads ?? []}
        getRowId={(l) => l.id}
        loading={list.isPending || list.isPlaceholderData}
        error={list.isError ? errorMessage(list.error, 'The leads could not be loaded') : undefined}
        onRetry={() => void list.refetch()}
        empty="No leads match these filters."
        onRowClick={onOpen}
        page={query.page ? Number(query.page) : 1}
        pageSize={PER_PAGE}
        total={list.data?.total ?? 0}
        onPageChange={(p) => onQueryChange({ page: p > 1 ? String(p) : null })}
        paginationLabel="Lead pages"
        filters={
          <>
            <NativeSelect
              label="Status"
              labelSize="sm"
              value={query.status ?? ''}
              onChange={(v) => onQueryChange({ status: v, page: null })}
              placeholder="All statuses"
              options={[
                { value: 'open', label: 'Open' },
                { value: 'won', label: 'Won' },
                { value: 'lost', label: 'Lost' },
              ]}
              className="w-40"
            />
            <NativeSelect
              label="Sort"
              labelSize="sm"
              value={query.sort ?? 'updated_desc'}
              onChange={(v) => onQueryChange({ sort: v === 'updated_desc' ? null : v, page: null })}
              options={leadSorts.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
              className="w-48"
            />
          </>
        }
        columns={[
          {
            id: 'name',
            header: 'Name',
            cell: (l) => (
              <span>
                <span className="block font-medium text-slate-900">{l.name}</span>
                <span className="block text-xs text-slate-500">{l.email ?? l.phone ?? ''}</span>
              </span>
            ),
          },
          {
            id: 'stage',
            header: 'Stage',
            cell: (l) => <Badge tone={kindTone[l.stage_kind]}>{l.stage_name}</Badge>,
          },
          { id: 'value', header: 'Value', align: 'right', cell: (l) => formatCents(l.value_cents) },
          { id: 'owner', header: 'Owner', hideOnMobile: true, cell: (l) => l.owner_name ?? 'Unassigned' },
          { id: 'source', header: 'Source', hideOnMobile: true, cell: (l) => LEAD_SOURCE_LABELS[l.source] },
          {
            id: 'next',
            header: 'Next action',
            hideOnMobile: true,
            cell: (l) => (l.next_action_on ? formatDate(l.next_action_on) : '—'),
          },
        ]}
      />
    </div>
  );
}
