import {
  formatCents,
  type OrderStatus,
  type OrderSummary,
  orderStatuses,
} from '@fundpath/contracts/ecommerce';
import { Download, ShoppingBag } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { EmptyState } from '@/components/ui/empty-state';
import { NativeSelect } from '@/components/ui/native-select';
import { PagedTable } from '@/components/ui/paged-table';
import { SearchInput } from '@/components/ui/search-input';
import type { DataTableColumn } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { type OrderFilters, ordersCsvHref, useOrderPage } from '../../api/orders';
import { useStoreOptions } from '../../api/stores';
import type { CommerceSurface } from '../../api/surface';
import { useSearchState } from '../../utils/use-search-state';
import { OrderStatusBadge, orderStatusLabel, PaymentStatusBadge } from '../badges';

/** The detail, its action dialogs and the toasts load when an order is opened, not with the list. */
const OrderDrawer = lazy(() => import('./order-drawer').then((m) => ({ default: m.OrderDrawer })));

const PER_PAGE = 25;
const FILTER_KEYS = ['q', 'status', 'from', 'to', 'store'] as const;
const formatTime = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
const isoDate = (v: string) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

/**
 * Orders with status and payment badges, search (number or e-mail), status and date filters and
 * pages; a row opens the order (`?order={id}`). The admin also filters by store and exports CSV.
 */
export function OrdersAdmin({ surface }: { surface: CommerceSurface }) {
  const { values, set, page, setPage, param, setParam } = useSearchState(FILTER_KEYS);
  const filters: OrderFilters = {
    q: values.q.trim() || undefined,
    status: (orderStatuses as readonly string[]).includes(values.status)
      ? (values.status as OrderStatus)
      : undefined,
    from: isoDate(values.from),
    to: isoDate(values.to),
    store_id: surface.allStores && /^\d+$/.test(values.store) ? Number(values.store) : undefined,
    page,
    per_page: PER_PAGE,
  };
  const list = useOrderPage(surface, filters);
  const stores = useStoreOptions(surface.allStores);
  const openId = param('order');
  const filtersOn = Boolean(filters.q || filters.status || filters.from || filters.to || filters.store_id);

  const columns: Array<DataTableColumn<OrderSummary>> = [
    {
      id: 'number',
      header: 'Order',
      cell: (o) => (
        <button
          type="button"
          onClick={() => setParam('order', o.id)}
          className="font-medium text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
        >
          {o.number}
        </button>
      ),
    },
    {
      id: 'date',
      header: 'Date',
      cell: (o) => (
        <time dateTime={o.created_at} className="block whitespace-nowrap">
          {formatDate(o.created_at)}
          <span className="block text-xs text-slate-500">{formatTime(o.created_at)}</span>
        </time>
      ),
    },
    {
      id: 'customer',
      header: 'Customer',
      cell: (o) => (
        <span className="block max-w-[12rem]">
          <span className="block truncate text-slate-900">{o.customer_name}</span>
          <span className="block truncate text-xs text-slate-600">{o.email}</span>
        </span>
      ),
    },
    ...(surface.allStores
      ? [{ id: 'store', header: 'Store', hideOnMobile: true, cell: (o: OrderSummary) => o.store_name }]
      : []),
    {
      id: 'total',
      header: 'Total',
      align: 'right',
      cell: (o) => (
        <span className="tabular-nums">
          <span className="font-medium text-slate-900">{formatCents(o.total_cents)}</span>
          <span className="block text-xs text-slate-500">
            {o.refunded_cents > 0
              ? `−${formatCents(o.refunded_cents)} refunded`
              : `${o.item_count} ${o.item_count === 1 ? 'item' : 'items'}`}
          </span>
        </span>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (o) => (
        <span className="flex flex-col items-start gap-1">
          <OrderStatusBadge status={o.status} />
          <PaymentStatusBadge status={o.payment_status} />
        </span>
      ),
    },
  ];

  return (
    <div className="min-w-0 space-y-4">
      <div className="flex flex-wrap items-start gap-3">
        <SearchInput
          label="Search orders"
          labelSize="sm"
          value={values.q}
          onChange={(v) => set('q', v)}
          debounceMs={250}
          placeholder="Order number or e-mail"
          className="w-full sm:w-64"
        />
        <NativeSelect
          label="Status"
          labelSize="sm"
          value={filters.status ?? ''}
          onChange={(v) => set('status', v)}
          placeholder="Any status"
          options={orderStatuses.map((s) => ({ value: s, label: orderStatusLabel(s) }))}
          highlighted={Boolean(filters.status)}
          className="w-full sm:w-44"
        />
        <DateFilter
          label="From"
          value={values.from}
          onChange={(v) => set('from', v)}
          max={values.to || undefined}
        />
        <DateFilter
          label="To"
          value={values.to}
          onChange={(v) => set('to', v)}
          min={values.from || undefined}
        />
        {surface.allStores ? (
          <NativeSelect
            label="Store"
            labelSize="sm"
            value={values.store}
            onChange={(v) => set('store', v)}
            placeholder="Every store"
            options={stores.data ?? []}
            highlighted={Boolean(values.store)}
            className="w-full sm:w-52"
          />
        ) : null}
        {surface.ordersCsv ? (
          <a
            href={ordersCsvHref(filters)}
            download
            className={buttonClasses({
              variant: 'secondary',
              className: 'w-full sm:mt-5 sm:ml-auto sm:w-auto',
            })}
          >
            <Download className="size-4" aria-hidden="true" />
            Export CSV
          </a>
        ) : null}
      </div>
      <PagedTable
        caption="Orders"
        columns={columns}
        rows={list.data?.orders ?? []}
        getRowId={(o) => o.id}
        loading={list.isPending || list.isPlaceholderData}
        error={list.isError ? errorMessage(list.error, 'Orders could not be loaded') : undefined}
        onRetry={() => void list.refetch()}
        empty={
          <EmptyState
            variant="plain"
            icon={ShoppingBag}
            title={filtersOn ? 'No orders match these filters' : 'No orders yet'}
            description={
              filtersOn
                ? 'Clear a filter or widen the dates.'
                : surface.allStores
                  ? 'Orders from every store appear here as they are placed.'
                  : 'Orders appear here as soon as shoppers check out.'
            }
          />
        }
        page={page}
        pageSize={PER_PAGE}
        total={list.data?.total ?? 0}
        onPageChange={setPage}
        paginationLabel="Order pages"
        footerClassName={null}
      />
      {openId ? (
        <Suspense fallback={null}>
          <OrderDrawer surface={surface} orderId={openId} onClose={() => setParam('order', null)} />
        </Suspense>
      ) : null}
    </div>
  );
}

function DateFilter({
  label,
  value,
  onChange,
  min,
  max,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  min?: string;
  max?: string;
}) {
  return (
    <DatePicker
      label={label}
      value={value}
      onChange={onChange}
      min={min}
      max={max}
      className="w-[calc(50%-0.375rem)] sm:w-44 [&>label]:mb-1 [&>label]:text-xs [&>label]:font-medium [&>label]:text-slate-600"
    />
  );
}
