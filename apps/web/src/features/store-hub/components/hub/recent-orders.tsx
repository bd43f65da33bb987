import { formatCents } from '@fundpath/contracts/ecommerce-core';
import { ArrowRight, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { errorMessage } from '@/lib/api-client';
import { timeAgo } from '@/lib/format';
import { useRecentOrders } from '../../api/my-store';
import { storeLinks } from './links';
import { OrderStatusBadge } from './order-status';

/** The newest orders, each with its number, buyer, total and status; the full list is /client/orders. */
export function RecentOrders() {
  const orders = useRecentOrders();
  const rows = orders.data?.orders ?? [];
  return (
    <Card>
      <CardHeader
        title="Recent orders"
        action={
          <Link
            to={storeLinks.orders}
            className="inline-flex items-center gap-1 text-sm font-medium text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand"
          >
            All orders
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        }
      />
      {orders.isError ? (
        <p role="alert" className="px-5 py-6 text-sm text-red-700">
          {errorMessage(orders.error, 'Orders could not be loaded')}
        </p>
      ) : orders.isPending ? (
        <ul className="space-y-3 px-5 py-4" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <li key={i} className="h-10 animate-pulse rounded-lg bg-slate-100" />
          ))}
          <li className="sr-only">Loading orders…</li>
        </ul>
      ) : rows.length === 0 ? (
        <EmptyState
          variant="plain"
          titleAs="p"
          icon={ShoppingBag}
          title="No orders yet"
          description="Orders show up here the moment a shopper pays."
        />
      ) : (
        <ul className="divide-y divide-slate-100">
          {rows.map((o) => (
            <li key={o.id} className="flex items-center justify-between gap-3 px-5 py-3">
              <div className="min-w-0">
                <p className="text-sm font-medium text-slate-900">
                  {o.number}{' '}
                  <span className="font-normal text-slate-600">· {o.customer_name || o.email}</span>
                </p>
                <p className="text-xs text-slate-500">
                  {o.item_count === 1 ? '1 item' : `${o.item_count} items`} · {timeAgo(o.created_at)}
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <span className="text-sm font-semibold text-slate-900 tabular-nums">
                  {formatCents(o.total_cents)}
                </span>
                <OrderStatusBadge status={o.status} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
