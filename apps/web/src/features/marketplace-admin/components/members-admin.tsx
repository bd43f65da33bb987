import { formatCents } from '@fundpath/contracts/ecommerce-core';
import {
  type AdminMember,
  type MemberSort,
  type MemberStatus,
  memberSorts,
  memberStatuses,
} from '@fundpath/contracts/marketplace';
import { UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { NativeSelect } from '@/components/ui/native-select';
import { PagedTable } from '@/components/ui/paged-table';
import { SearchInput } from '@/components/ui/search-input';
import type { DataTableColumn } from '@/components/ui/table';
import { useSearchState } from '@/hooks/use-search-state';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { href } from '@/lib/href';
import { type MemberFilters, useMemberPage } from '../api/members';
import { MarketplaceManageGate } from './needs-manage';

const PER_PAGE = 25;
const FILTER_KEYS = ['q', 'status', 'sort'] as const;

const statusLabels: Record<MemberStatus, string> = { active: 'Active', disabled: 'Disabled' };
const sortLabels: Record<MemberSort, string> = {
  joined_desc: 'Newest first',
  joined_asc: 'Oldest first',
  name_asc: 'Name (A–Z)',
  paid_desc: 'Most paid',
  bookings_desc: 'Most bookings',
};

/** The member's bookings in Booking Management, found by e-mail (its search is `?q=`). */
export const memberBookingsHref = (email: string) =>
  `${href('/admin/booking-management')}?q=${encodeURIComponent(email)}`;

/** The URL's filters (`?q=&status=&sort=&page=`) as the API's query. */
export function memberFiltersOf(
  values: Record<(typeof FILTER_KEYS)[number], string>,
  page: number,
): MemberFilters {
  return {
    q: values.q.trim() || undefined,
    status: (memberStatuses as readonly string[]).includes(values.status)
      ? (values.status as MemberStatus)
      : undefined,
    sort: (memberSorts as readonly string[]).includes(values.sort) ? (values.sort as MemberSort) : undefined,
    page,
    per_page: PER_PAGE,
  };
}

/** `/admin/manila/members` for staff with marketplace.manage. */
export function MembersAdmin() {
  return (
    <MarketplaceManageGate>
      <MembersList />
    </MarketplaceManageGate>
  );
}

function MembersList() {
  const { values, set, page, setPage } = useSearchState(FILTER_KEYS);
  const filters = memberFiltersOf(values, page);
  const list = useMemberPage(filters);
  const rows = list.data?.members ?? [];
  const filtersOn = Boolean(filters.q || filters.status);

  const columns: Array<DataTableColumn<AdminMember>> = [
    {
      id: 'member',
      header: 'Member',
      cell: (m) => (
        <span className="flex flex-col items-start gap-1">
          <Link
            to={memberBookingsHref(m.email)}
            className="font-medium text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
            aria-label={`${m.display_name}: bookings`}
          >
            {m.display_name}
          </Link>
          <span className="block max-w-[14rem] truncate text-xs text-slate-600">{m.email}</span>
          {m.status === 'disabled' ? (
            <span className="sm:hidden">
              <Badge tone="neutral">Disabled</Badge>
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      hideOnMobile: true,
      cell: (m) => (
        <Badge tone={m.status === 'active' ? 'success' : 'neutral'}>{statusLabels[m.status]}</Badge>
      ),
    },
    {
      id: 'joined',
      header: 'Joined',
      hideOnMobile: true,
      cell: (m) => <span className="whitespace-nowrap">{formatDate(m.joined_at)}</span>,
    },
    {
      id: 'last_sign_in',
      header: 'Last sign-in',
      hideOnMobile: true,
      cell: (m) =>
        m.last_sign_in_at ? (
          <span className="whitespace-nowrap">{formatDate(m.last_sign_in_at)}</span>
        ) : (
          <span className="text-slate-500">Never</span>
        ),
    },
    {
      id: 'bookings',
      header: 'Bookings',
      align: 'right',
      cell: (m) => <span className="tabular-nums">{m.bookings_count}</span>,
    },
    {
      id: 'completed',
      header: 'Completed',
      align: 'right',
      hideOnMobile: true,
      cell: (m) => <span className="tabular-nums">{m.completed_count}</span>,
    },
    {
      id: 'likes',
      header: 'Likes',
      align: 'right',
      hideOnMobile: true,
      cell: (m) => <span className="tabular-nums">{m.likes_count}</span>,
    },
    {
      id: 'paid',
      header: 'Total paid',
      align: 'right',
      className: 'pl-0 sm:pl-4',
      headerClassName: 'pl-0 sm:pl-4',
      cell: (m) => <span className="tabular-nums">{formatCents(m.total_paid_cents)}</span>,
    },
  ];

  return (
    <div className="min-w-0 space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <SearchInput
          label="Search members"
          labelSize="sm"
          value={values.q}
          onChange={(v) => set('q', v)}
          debounceMs={250}
          placeholder="Name or e-mail"
          className="w-full sm:w-64"
        />
        <NativeSelect
          label="Status"
          labelSize="sm"
          value={filters.status ?? ''}
          onChange={(v) => set('status', v)}
          placeholder="Any status"
          options={memberStatuses.map((s) => ({ value: s, label: statusLabels[s] }))}
          highlighted={Boolean(filters.status)}
          className="w-[calc(50%-0.375rem)] sm:w-40"
        />
        <NativeSelect
          label="Sort"
          labelSize="sm"
          value={filters.sort ?? 'joined_desc'}
          onChange={(v) => set('sort', v === 'joined_desc' ? '' : v)}
          options={memberSorts.map((s) => ({ value: s, label: sortLabels[s] }))}
          className="w-[calc(50%-0.375rem)] sm:w-44"
        />
      </div>
      <PagedTable
        caption="Marketplace members"
        columns={columns}
        rows={rows}
        getRowId={(m) => m.id}
        loading={list.isPending || list.isPlaceholderData}
        error={list.isError ? errorMessage(list.error, 'The members could not be loaded') : undefined}
        onRetry={() => void list.refetch()}
        empty={
          <EmptyState
            variant="plain"
            icon={UsersRound}
            title={filtersOn ? 'No members match these filters' : 'No members yet'}
            description={
              filtersOn
                ? 'Clear a filter or search for something else.'
                : 'Members appear here when they sign up.'
            }
          />
        }
        page={page}
        pageSize={PER_PAGE}
        total={list.data?.total ?? 0}
        onPageChange={setPage}
        paginationLabel="Member pages"
        footerClassName={null}
      />
    </div>
  );
}
