import { formatCents } from '@fundpath/contracts/ecommerce-core';
import { hasPermission } from '@fundpath/contracts/roles';
import {
  type AdminPackageSummary,
  type TravelPackageStatus,
  travelPackageStatuses,
} from '@fundpath/contracts/travel';
import { ImageOff, Plane, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { NativeSelect } from '@/components/ui/native-select';
import { PagedTable } from '@/components/ui/paged-table';
import { SearchInput } from '@/components/ui/search-input';
import type { DataTableColumn } from '@/components/ui/table';
import { useSearchState } from '@/hooks/use-search-state';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { bpsToPercent } from '@/lib/commerce-units';
import { plural } from '@/lib/format';
import { type PackageFilters, usePackagePage } from '../../api/packages';
import { formatDay, NeedsTravelManage, PackageStatusBadge, packageStatusLabel } from '../badges';

/** The editor loads when a package is opened, not with the list. */
const PackageEditor = lazy(() => import('./package-editor').then((m) => ({ default: m.PackageEditor })));

const PER_PAGE = 20;
const FILTER_KEYS = ['q', 'status', 'destination'] as const;

/** `/admin/travel/packages` for staff with travel.manage. */
export function PackagesAdmin() {
  const { user } = useAuth();
  if (!hasPermission(user, 'travel.manage')) return <NeedsTravelManage />;
  return <PackagesList />;
}

/**
 * Every package in every status: search, status and destination filters and pages kept in the URL;
 * `?package=new` or `?package={id}` opens the editor (linkable, closed with Back).
 */
function PackagesList() {
  const { values, set, page, setPage, param, setParam } = useSearchState(FILTER_KEYS);
  const filters: PackageFilters = {
    q: values.q.trim() || undefined,
    status: (travelPackageStatuses as readonly string[]).includes(values.status)
      ? (values.status as TravelPackageStatus)
      : undefined,
    destination: values.destination || undefined,
    sort: 'title',
    page,
    per_page: PER_PAGE,
  };
  const list = usePackagePage(filters);
  const rows = list.data?.packages ?? [];
  const open = param('package');
  const filtersOn = Boolean(filters.q || filters.status || filters.destination);
  // The filter keeps a chosen destination even when this page of results no longer lists it.
  const destinations = [
    ...new Set([...(list.data?.destinations ?? []), ...(filters.destination ? [filters.destination] : [])]),
  ]
    .sort((a, b) => a.localeCompare(b))
    .map((d) => ({ value: d, label: d }));

  // Seats and commission show once the API sends them (optional in the contract; older servers leave them out).
  const columns: Array<DataTableColumn<AdminPackageSummary>> = [
    {
      id: 'title',
      header: 'Package',
      cell: (p) => (
        <div className="flex min-w-0 items-center gap-3">
          <Thumb src={p.image} />
          <div className="min-w-0 max-w-[10rem] sm:max-w-[16rem]">
            <button
              type="button"
              onClick={() => setParam('package', p.id)}
              className="block max-w-full truncate text-left font-medium text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
            >
              {p.title}
            </button>
            <span className="block truncate text-xs text-slate-600">{p.destination}</span>
            {/* Phones have no room for the status column: the badge sits under the destination. */}
            <span className="mt-1 block sm:hidden">
              <PackageStatusBadge status={p.status} />
            </span>
          </div>
        </div>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      hideOnMobile: true,
      cell: (p) => <PackageStatusBadge status={p.status} />,
    },
    {
      id: 'next',
      header: 'Next departure',
      hideOnMobile: true,
      cell: (p) => (
        <span className="block whitespace-nowrap">
          {p.next_departure ? (
            formatDay(p.next_departure)
          ) : (
            <span className="text-slate-500">None bookable</span>
          )}
          {p.departures_count === undefined ? null : (
            <span className="block text-xs text-slate-600">
              {plural(p.departures_count, 'departure')} in all
            </span>
          )}
        </span>
      ),
    },
    ...(rows.some((p) => p.seats_taken !== undefined && p.capacity !== undefined)
      ? [
          {
            id: 'seats',
            header: 'Seats',
            align: 'right',
            hideOnMobile: true,
            cell: (p) =>
              p.seats_taken === undefined || p.capacity === undefined ? (
                '—'
              ) : (
                <span className="whitespace-nowrap tabular-nums">
                  {p.seats_taken} / {p.capacity}
                  <span className="sr-only"> taken</span>
                </span>
              ),
          } satisfies DataTableColumn<AdminPackageSummary>,
        ]
      : []),
    {
      id: 'price',
      header: 'From',
      align: 'right',
      cell: (p) =>
        p.from_price_cents === null ? (
          <span className="text-slate-500">—</span>
        ) : (
          <span className="tabular-nums">{formatCents(p.from_price_cents)}</span>
        ),
    },
    ...(rows.some((p) => p.commission_rate_bps !== undefined)
      ? [
          {
            id: 'commission',
            header: 'Commission',
            align: 'right',
            hideOnMobile: true,
            cell: (p) =>
              p.commission_rate_bps === undefined ? (
                '—'
              ) : p.commission_rate_bps === null ? (
                <span className="text-slate-500">Default</span>
              ) : (
                <span className="tabular-nums">{bpsToPercent(p.commission_rate_bps)} %</span>
              ),
          } satisfies DataTableColumn<AdminPackageSummary>,
        ]
      : []),
  ];

  return (
    <div className="min-w-0 space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <SearchInput
          label="Search packages"
          labelSize="sm"
          value={values.q}
          onChange={(v) => set('q', v)}
          debounceMs={250}
          placeholder="Title or destination"
          className="w-full sm:w-64"
        />
        <NativeSelect
          label="Status"
          labelSize="sm"
          value={filters.status ?? ''}
          onChange={(v) => set('status', v)}
          placeholder="Any status"
          options={travelPackageStatuses.map((s) => ({ value: s, label: packageStatusLabel(s) }))}
          highlighted={Boolean(filters.status)}
          className="w-[calc(50%-0.375rem)] sm:w-40"
        />
        <NativeSelect
          label="Destination"
          labelSize="sm"
          value={values.destination}
          onChange={(v) => set('destination', v)}
          placeholder="Every destination"
          options={destinations}
          highlighted={Boolean(filters.destination)}
          className="w-[calc(50%-0.375rem)] sm:w-52"
        />
        <Button className="w-full sm:ml-auto sm:w-auto" onClick={() => setParam('package', 'new')}>
          <Plus className="size-4" aria-hidden="true" />
          New package
        </Button>
      </div>
      <PagedTable
        caption="Travel packages"
        columns={columns}
        rows={rows}
        getRowId={(p) => p.id}
        loading={list.isPending || list.isPlaceholderData}
        error={list.isError ? errorMessage(list.error, 'The packages could not be loaded') : undefined}
        onRetry={() => void list.refetch()}
        empty={
          <EmptyState
            variant="plain"
            icon={Plane}
            title={filtersOn ? 'No packages match these filters' : 'No travel packages yet'}
            description={
              filtersOn
                ? 'Clear a filter or search for something else.'
                : 'Create a package with its itinerary and departures; publish it to sell it.'
            }
          />
        }
        page={page}
        pageSize={PER_PAGE}
        total={list.data?.total ?? 0}
        onPageChange={setPage}
        paginationLabel="Package pages"
        footerClassName={null}
      />
      {open ? (
        <Suspense fallback={null}>
          <PackageEditor
            packageId={open === 'new' ? null : open}
            onSaved={() => setParam('package', null)}
            onClose={() => setParam('package', null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function Thumb({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed)
    return (
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-500">
        <ImageOff className="size-4" aria-hidden="true" />
      </span>
    );
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className="size-10 shrink-0 rounded-lg bg-slate-100 object-cover"
    />
  );
}
