import { formatCents, type OrderStatus, orderStatuses } from '@fundpath/contracts/ecommerce';
import { ChevronRight, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { EmptyState } from '@/components/ui/empty-state';
import { NativeSelect } from '@/components/ui/native-select';
import { Pagination } from '@/components/ui/pagination';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useCustomerOrders } from '../api/account';
import { CustomerOrderStatus, customerStatusLabel } from './status';

/**
 * The shopper's orders, newest first, each linking to its page. `recent` shows the first few
 * without filters or pages (the dashboard); otherwise a status filter and pages.
 */
export function CustomerOrdersList({ recent }: { recent?: number }) {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState('');
  const perPage = recent ?? 10;
  const query = {
    status: (orderStatuses as readonly string[]).includes(status) ? (status as OrderStatus) : undefined,
    page: recent ? 1 : page,
    per_page: perPage,
  };
  const list = useCustomerOrders(query, true);
  const orders = list.data?.orders ?? [];

  return (
    <div className="space-y-4">
      {recent ? null : (
        <NativeSelect
          label="Status"
          labelSize="sm"
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          placeholder="Every order"
          options={orderStatuses.map((s) => ({ value: s, label: customerStatusLabel(s) }))}
          className="w-full sm:w-56"
        />
      )}
      {list.isPending ? (
        <ul className="space-y-3" aria-label="Loading orders">
          {[0, 1, 2].map((i) => (
            <li key={i} className="h-20 animate-pulse rounded-2xl bg-slate-100" />
          ))}
        </ul>
      ) : list.isError ? (
        <Callout tone="error" title="Your orders could not be loaded">
          {errorMessage(list.error)}{' '}
          <Button variant="link" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Callout>
      ) : orders.length === 0 ? (
        <EmptyState
          icon={ShoppingBag}
          titleAs="h3"
          title={status ? 'No orders in this state' : 'No orders yet'}
          description={
            status
              ? 'Choose another status to see your other orders.'
              : 'When you buy from a store while signed in, your orders show up here.'
          }
        />
      ) : (
        <ul className={list.isPlaceholderData ? 'space-y-3 opacity-60' : 'space-y-3'} aria-label="Orders">
          {orders.map((o) => (
            <li key={o.id}>
              <Link
                to={`/customer/orders/${o.id}`}
                className="group flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs transition hover:border-slate-300 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
              >
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-slate-900">Order {o.number}</span>
                    <CustomerOrderStatus status={o.status} />
                  </p>
                  <p className="mt-1 truncate text-sm text-slate-600">
                    {o.store_name} · {formatDate(o.created_at)} · {o.item_count}{' '}
                    {o.item_count === 1 ? 'item' : 'items'}
                    {o.tracking_number ? ` · tracking ${o.tracking_number}` : ''}
                  </p>
                </div>
                <span className="text-right font-semibold text-slate-900 tabular-nums">
                  {formatCents(o.total_cents)}
                  {o.refunded_cents > 0 ? (
                    <span className="block text-xs font-normal text-slate-500">
                      {formatCents(o.refunded_cents)} refunded
                    </span>
                  ) : null}
                </span>
                <ChevronRight
                  className="size-4 shrink-0 text-slate-400 group-hover:text-slate-600"
                  aria-hidden="true"
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
      {recent ? null : (
        <Pagination
          page={page}
          pageSize={perPage}
          total={list.data?.total ?? 0}
          onPageChange={setPage}
          label="Order pages"
          hideWhenSinglePage
        />
      )}
    </div>
  );
}

/** How many orders the shopper has (for the dashboard's summary). */
export function useOrderCount() {
  const list = useCustomerOrders({ page: 1, per_page: 5 }, true);
  return list.data?.total;
}
