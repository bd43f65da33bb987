import { formatCents } from '@fundpath/contracts/ecommerce-core';
import { hasPermission } from '@fundpath/contracts/roles';
import {
  type AdminBookingRow,
  type TravelBookingStatus,
  travelBookingStatuses,
} from '@fundpath/contracts/travel';
import { CalendarDays, Download } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { PagedTable } from '@/components/ui/paged-table';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { SearchInput } from '@/components/ui/search-input';
import type { DataTableColumn } from '@/components/ui/table';
import { useSearchState } from '@/hooks/use-search-state';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { plural } from '@/lib/format';
import { sumRows } from '@/lib/sum-rows';
import { type BookingFilters, manifestHref, useBookingPage } from '../../api/bookings';
import { usePackagePage } from '../../api/packages';
import { BookingStatusBadge, bookingStatusLabel, formatDay, NeedsTravelManage } from '../badges';

/** The detail, its dialogs and the toasts load when a booking is opened, not with the list. */
const BookingDrawer = lazy(() => import('./booking-drawer').then((m) => ({ default: m.BookingDrawer })));

const PER_PAGE = 25;
const FILTER_KEYS = ['q', 'status', 'package', 'departure', 'affiliate'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SUM_KEYS = ['travellers', 'total_cents', 'paid_cents', 'refunded_cents'] as const;

/** The filters in the URL (`?q=&status=&package=&departure=&affiliate=&page=`) as the API's query. */
export function bookingFiltersOf(
  values: Record<(typeof FILTER_KEYS)[number], string>,
  page: number,
): BookingFilters {
  const affiliate = values.affiliate.trim().toUpperCase();
  return {
    q: values.q.trim() || undefined,
    status: (travelBookingStatuses as readonly string[]).includes(values.status)
      ? (values.status as TravelBookingStatus)
      : undefined,
    package_id: UUID.test(values.package) ? values.package : undefined,
    departure_id: UUID.test(values.departure) ? values.departure : undefined,
    affiliate: /^[A-Z0-9]{1,32}$/.test(affiliate) ? affiliate : undefined,
    page,
    per_page: PER_PAGE,
  };
}

/** `/admin/travel/bookings` for staff with travel.manage. */
export function BookingsAdmin() {
  const { user } = useAuth();
  if (!hasPermission(user, 'travel.manage')) return <NeedsTravelManage />;
  return <BookingsList />;
}

/**
 * Every booking: search (number, lead name or e-mail) and filters in the URL, the sums over every
 * matching booking, a departure's manifest, and a booking's detail in a drawer (`?booking={id}`).
 */
function BookingsList() {
  const { values, set, setMany, page, setPage, param, setParam } = useSearchState(FILTER_KEYS);
  const filters = bookingFiltersOf(values, page);
  const list = useBookingPage(filters);
  const packages = usePackagePage({ sort: 'title', page: 1, per_page: 60 });
  const openId = param('booking');
  const data = list.data;
  const rows = data?.bookings ?? [];
  const filtersOn = Boolean(
    filters.q || filters.status || filters.package_id || filters.departure_id || filters.affiliate,
  );
  const departures = data?.departures ?? [];
  const chosenDeparture = departures.find((d) => d.id === filters.departure_id);

  const columns: Array<DataTableColumn<AdminBookingRow>> = [
    {
      id: 'number',
      header: 'Booking',
      cell: (b) => (
        <span className="flex flex-col items-start gap-1">
          <button
            type="button"
            onClick={() => setParam('booking', b.id)}
            className="font-medium whitespace-nowrap text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
          >
            {b.booking_number}
          </button>
          {/* Phones have no room for the status column: the badge sits under the number. */}
          <span className="sm:hidden">
            <BookingStatusBadge status={b.status} />
          </span>
        </span>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      hideOnMobile: true,
      cell: (b) => <BookingStatusBadge status={b.status} />,
    },
    {
      id: 'package',
      header: 'Package',
      cell: (b) => (
        <span className="block max-w-[6.5rem] sm:max-w-[14rem]">
          <span className="block truncate text-slate-900" title={b.package_title}>
            {b.package_title}
          </span>
          <span className="block text-xs whitespace-nowrap text-slate-600">
            Departs {formatDay(b.departure.starts_on)}
          </span>
        </span>
      ),
    },
    {
      id: 'lead',
      header: 'Lead traveller',
      hideOnMobile: true,
      cell: (b) => (
        <span className="block max-w-[12rem]">
          <span className="block truncate text-slate-900">{b.lead_name}</span>
          <span className="block truncate text-xs text-slate-600">{b.lead_email}</span>
        </span>
      ),
    },
    {
      id: 'travellers',
      header: 'Travellers',
      align: 'right',
      hideOnMobile: true,
      cell: (b) => <span className="tabular-nums">{b.travellers}</span>,
    },
    {
      id: 'total',
      header: 'Total',
      align: 'right',
      // Phones show booking, package and total: the total gives up its left padding to fit 390 px.
      className: 'pl-0 sm:pl-4',
      headerClassName: 'pl-0 sm:pl-4',
      cell: (b) => (
        <span className="font-medium text-slate-900 tabular-nums">{formatCents(b.total_cents)}</span>
      ),
    },
    {
      id: 'paid',
      header: 'Paid',
      align: 'right',
      hideOnMobile: true,
      cell: (b) => <span className="tabular-nums">{formatCents(b.paid_cents)}</span>,
    },
    {
      id: 'refunded',
      header: 'Refunded',
      align: 'right',
      hideOnMobile: true,
      cell: (b) => (
        <span className={b.refunded_cents > 0 ? 'tabular-nums' : 'text-slate-500 tabular-nums'}>
          {formatCents(b.refunded_cents)}
        </span>
      ),
    },
    {
      id: 'affiliate',
      header: 'Affiliate',
      hideOnMobile: true,
      cell: (b) =>
        b.affiliate_code ? (
          <button
            type="button"
            onClick={() => set('affiliate', b.affiliate_code ?? '')}
            className="font-mono text-xs text-slate-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
            aria-label={`Show only bookings of affiliate ${b.affiliate_code}`}
          >
            {b.affiliate_code}
          </button>
        ) : (
          <span className="text-slate-500">Direct</span>
        ),
    },
  ];

  return (
    <div className="min-w-0 space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <SearchInput
          label="Search bookings"
          labelSize="sm"
          value={values.q}
          onChange={(v) => set('q', v)}
          debounceMs={250}
          placeholder="TRV-…, lead name or e-mail"
          className="w-full sm:w-64"
        />
        <NativeSelect
          label="Status"
          labelSize="sm"
          value={filters.status ?? ''}
          onChange={(v) => set('status', v)}
          placeholder="Any status"
          options={travelBookingStatuses.map((s) => ({ value: s, label: bookingStatusLabel(s) }))}
          highlighted={Boolean(filters.status)}
          className="w-[calc(50%-0.375rem)] sm:w-44"
        />
        <AffiliateFilter value={values.affiliate} onChange={(v) => set('affiliate', v)} />
        <NativeSelect
          label="Package"
          labelSize="sm"
          value={filters.package_id ?? ''}
          // A departure belongs to one package: another package drops it.
          onChange={(v) => setMany({ package: v, departure: '' })}
          placeholder="Every package"
          options={(packages.data?.packages ?? []).map((p) => ({ value: p.id, label: p.title }))}
          highlighted={Boolean(filters.package_id)}
          className="w-full sm:w-56"
        />
        <NativeSelect
          label="Departure"
          labelSize="sm"
          value={filters.departure_id ?? ''}
          onChange={(v) => set('departure', v)}
          placeholder={filters.package_id ? 'Every departure' : 'Every upcoming departure'}
          options={departures.map((d) => ({
            value: d.id,
            label: `${formatDay(d.starts_on)}${filters.package_id ? '' : ` · ${d.package_title}`} (${d.seats_taken}/${d.capacity})`,
          }))}
          highlighted={Boolean(filters.departure_id)}
          className="w-full sm:w-64"
        />
        {filters.departure_id ? (
          <a
            href={manifestHref(filters.departure_id)}
            download
            className={buttonClasses({ variant: 'secondary', className: 'w-full sm:w-auto' })}
          >
            <Download className="size-4" aria-hidden="true" />
            Download manifest (CSV)
            {chosenDeparture ? (
              <span className="sr-only"> for {formatDay(chosenDeparture.starts_on)}</span>
            ) : null}
          </a>
        ) : null}
      </div>
      <PagedTable
        caption="Travel bookings"
        columns={columns}
        rows={rows}
        getRowId={(b) => b.id}
        loading={list.isPending || list.isPlaceholderData}
        error={list.isError ? errorMessage(list.error, 'The bookings could not be loaded') : undefined}
        onRetry={() => void list.refetch()}
        empty={
          <EmptyState
            variant="plain"
            icon={CalendarDays}
            title={filtersOn ? 'No bookings match these filters' : 'No bookings yet'}
            description={
              filtersOn
                ? 'Clear a filter or search for something else.'
                : 'Bookings appear here as travellers book published packages.'
            }
          />
        }
        page={page}
        pageSize={PER_PAGE}
        total={data?.total ?? 0}
        onPageChange={setPage}
        paginationLabel="Booking pages"
        footerClassName={null}
      />
      {data && rows.length > 0 ? <Sums rows={rows} total={data.total} sums={data.sums} /> : null}
      {openId ? (
        <Suspense fallback={null}>
          <BookingDrawer bookingId={openId} onClose={() => setParam('booking', null)} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The affiliate code filter: applied on Enter or when the field loses focus (codes are short). */
function AffiliateFilter({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const apply = () => {
    const code = draft.trim().toUpperCase();
    if (code !== value) onChange(code);
  };
  return (
    <Field
      label="Affiliate code"
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={apply}
      onKeyDown={(e) => {
        if (e.key === 'Enter') apply();
      }}
      placeholder="Any"
      maxLength={32}
      autoCapitalize="characters"
      className="w-[calc(50%-0.375rem)] sm:w-36 [&_label]:text-xs [&_label]:font-medium [&_label]:text-slate-600 [&>div:first-child]:mb-1"
    />
  );
}

type Sums = { travellers: number; total_cents: number; paid_cents: number; refunded_cents: number };

/**
 * The sums of the list: this page's rows (summed here, so they equal the rows) and, when the
 * result spans pages, every matching booking (summed by the server over the same filters).
 */
function Sums({ rows, total, sums }: { rows: AdminBookingRow[]; total: number; sums: Sums }) {
  const pageSums = sumRows(rows, SUM_KEYS);
  const lines: Array<{ label: string; sums: Sums }> = [
    ...(total > rows.length
      ? [{ label: `This page (${plural(rows.length, 'booking')})`, sums: pageSums }]
      : []),
    { label: total === 1 ? 'The one matching booking' : `All ${plural(total, 'matching booking')}`, sums },
  ];
  const th = 'px-4 py-2 text-xs font-semibold tracking-wide text-slate-500 uppercase';
  return (
    <>
      {/* Phones: each sums line as a small card (the table below would scroll sideways). */}
      <div className="space-y-3 sm:hidden">
        {lines.map((l) => (
          <section
            key={l.label}
            aria-label={`Sums: ${l.label}`}
            className="rounded-2xl border border-slate-200/80 bg-white p-4 shadow-xs"
          >
            <h2 className="text-sm font-medium text-slate-900">{l.label}</h2>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-600">Travellers</dt>
              <dd className="text-right tabular-nums">{l.sums.travellers}</dd>
              <dt className="text-slate-600">Total</dt>
              <dd className="text-right font-semibold text-slate-900 tabular-nums">
                {formatCents(l.sums.total_cents)}
              </dd>
              <dt className="text-slate-600">Paid</dt>
              <dd className="text-right tabular-nums">{formatCents(l.sums.paid_cents)}</dd>
              <dt className="text-slate-600">Refunded</dt>
              <dd className="text-right tabular-nums">{formatCents(l.sums.refunded_cents)}</dd>
            </dl>
          </section>
        ))}
      </div>
      <ScrollRegion
        label="Booking sums"
        className="hidden rounded-2xl border border-slate-200/80 bg-white shadow-xs sm:block"
      >
        <table className="w-full min-w-max border-collapse text-sm">
          <caption className="sr-only">Sums of the bookings matching the filters</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={`${th} text-left`}>
                Sums
              </th>
              <th scope="col" className={`${th} text-right`}>
                Travellers
              </th>
              <th scope="col" className={`${th} text-right`}>
                Total
              </th>
              <th scope="col" className={`${th} text-right`}>
                Paid
              </th>
              <th scope="col" className={`${th} text-right`}>
                Refunded
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={l.label} className="border-t border-slate-100 text-slate-700">
                <th scope="row" className="px-4 py-2.5 text-left font-medium text-slate-900">
                  {l.label}
                </th>
                <td className="px-4 py-2.5 text-right tabular-nums">{l.sums.travellers}</td>
                <td className="px-4 py-2.5 text-right font-semibold text-slate-900 tabular-nums">
                  {formatCents(l.sums.total_cents)}
                </td>
                <td className="px-4 py-2.5 text-right tabular-nums">{formatCents(l.sums.paid_cents)}</td>
                <td className="px-4 py-2.5 text-right tabular-nums">{formatCents(l.sums.refunded_cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}
