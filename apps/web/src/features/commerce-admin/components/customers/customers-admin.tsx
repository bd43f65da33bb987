import { formatCents } from '@fundpath/contracts/ecommerce';
import { storeCustomerSorts } from '@fundpath/contracts/ecommerce-analytics';
import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { NativeSelect } from '@/components/ui/native-select';
import { PagedTable } from '@/components/ui/paged-table';
import { SearchInput } from '@/components/ui/search-input';
import type { DataTableColumn } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { toQuery } from '@/lib/query-string';
import { type CustomerFilters, type CustomerRow, useCustomerPage } from '../../api/customers';
import type { CommerceSurface } from '../../api/surface';
import { useSearchState } from '../../utils/use-search-state';

const PER_PAGE = 25;
const FILTER_KEYS = ['q', 'sort', 'kind'] as const;
const SORT_LABELS: Record<(typeof storeCustomerSorts)[number], string> = {
  last_order: 'Latest order first',
  spent: 'Most spent first',
  orders: 'Most orders first',
  name: 'Name, A–Z',
};
const ordersLabel = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`;

/**
 * Who bought: paid orders, what they spent net of refunds and their last order; the orders count
 * links to the orders list searched by their e-mail. The owner sorts; the admin also sees
 * accounts without orders and filters accounts from guest buyers.
 */
export function CustomersAdmin({ surface }: { surface: CommerceSurface }) {
  const { values, set, page, setPage } = useSearchState(FILTER_KEYS);
  const admin = surface.kind === 'admin';
  const filters: CustomerFilters = {
    q: values.q.trim() || undefined,
    ...(admin
      ? { kind: values.kind === 'account' || values.kind === 'guest' ? values.kind : undefined }
      : {
          sort: (storeCustomerSorts as readonly string[]).includes(values.sort)
            ? (values.sort as CustomerFilters['sort'])
            : 'last_order',
        }),
    page,
    per_page: PER_PAGE,
  };
  const list = useCustomerPage(surface, filters);
  const filtersOn = Boolean(filters.q || filters.kind);

  const columns: Array<DataTableColumn<CustomerRow>> = [
    {
      id: 'name',
      header: 'Customer',
      cell: (c) => (
        <span className="block max-w-[16rem]">
          <span className="flex items-center gap-2">
            <span className="truncate font-medium text-slate-900">{c.name}</span>
            {c.guest ? <Badge>Guest</Badge> : null}
          </span>
          <span className="block truncate text-xs text-slate-600">{c.email}</span>
        </span>
      ),
    },
    {
      id: 'orders',
      header: 'Orders',
      align: 'right',
      cell: (c) =>
        c.orders > 0 ? (
          <Link
            to={`${surface.ordersPath}${toQuery({ q: c.email })}`}
            aria-label={`${ordersLabel(c.orders)} of ${c.name}`}
            className="font-medium text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand"
          >
            {ordersLabel(c.orders)}
          </Link>
        ) : (
          <span className="text-slate-500">No orders</span>
        ),
    },
    {
      id: 'spent',
      header: 'Total spent',
      align: 'right',
      cell: (c) => <span className="tabular-nums">{formatCents(c.spent_cents)}</span>,
    },
    ...(admin
      ? [
          {
            id: 'stores',
            header: 'Stores',
            hideOnMobile: true,
            cell: (c: CustomerRow) =>
              c.stores.length ? (
                <span className="block max-w-[14rem] truncate">{c.stores.join(', ')}</span>
              ) : (
                <span className="text-slate-500">—</span>
              ),
          },
        ]
      : []),
    {
      id: 'last',
      header: 'Last order',
      hideOnMobile: true,
      cell: (c) =>
        c.last_order_at ? formatDate(c.last_order_at) : <span className="text-slate-500">—</span>,
    },
  ];

  return (
    <div className="min-w-0 space-y-4">
      <div className="flex flex-wrap items-start gap-3">
        <SearchInput
          label="Search customers"
          labelSize="sm"
          value={values.q}
          onChange={(v) => set('q', v)}
          debounceMs={250}
          placeholder="Name or e-mail"
          className="w-full sm:w-72"
        />
        {admin ? (
          <NativeSelect
            label="Kind"
            labelSize="sm"
            value={filters.kind ?? ''}
            onChange={(v) => set('kind', v)}
            placeholder="Accounts and guests"
            options={[
              { value: 'account', label: 'Customer accounts' },
              { value: 'guest', label: 'Guest buyers' },
            ]}
            highlighted={Boolean(filters.kind)}
            className="w-full sm:w-52"
          />
        ) : (
          <NativeSelect
            label="Sort by"
            labelSize="sm"
            value={filters.sort ?? 'last_order'}
            onChange={(v) => set('sort', v === 'last_order' ? '' : v)}
            options={storeCustomerSorts.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
            className="w-full sm:w-52"
          />
        )}
      </div>
      <PagedTable
        caption="Customers"
        columns={columns}
        rows={list.data?.rows ?? []}
        getRowId={(c) => c.key}
        loading={list.isPending || list.isPlaceholderData}
        error={list.isError ? errorMessage(list.error, 'Customers could not be loaded') : undefined}
        onRetry={() => void list.refetch()}
        empty={
          <EmptyState
            variant="plain"
            icon={Users}
            title={filtersOn ? 'Nobody matches this search' : 'No customers yet'}
            description={
              filtersOn
                ? 'Search for another name or e-mail.'
                : 'Everyone who pays for an order shows up here.'
            }
          />
        }
        page={page}
        pageSize={PER_PAGE}
        total={list.data?.total ?? 0}
        onPageChange={setPage}
        paginationLabel="Customer pages"
        footerClassName={null}
      />
    </div>
  );
}
