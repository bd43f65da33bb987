import { formatCents } from '@fundpath/contracts/ecommerce-core';
import { DollarSign, ShoppingBag, TrendingUp } from 'lucide-react';
import { StatCard } from '@/components/ui/stat-card';
import { plural } from '@/lib/format';
import type { StoreAnalyticsResponse } from '../../api/analytics';

/**
 * Today's orders and revenue, and the week's, from the 7-day analytics. Revenue is net of refunds,
 * the same figure /client/analytics shows.
 */
export function TodayStats({
  data,
  loading,
  className = 'grid grid-cols-2 gap-3 lg:grid-cols-4',
}: {
  data: StoreAnalyticsResponse | undefined;
  loading: boolean;
  className?: string;
}) {
  const today = data?.today;
  const week = data?.totals;
  return (
    <div className={className}>
      <StatCard label="Orders today" value={today?.orders ?? '–'} icon={ShoppingBag} loading={loading} />
      <StatCard
        label="Revenue today"
        value={today ? formatCents(today.revenue_cents) : '–'}
        icon={DollarSign}
        loading={loading}
      />
      <StatCard
        label="Last 7 days"
        value={week ? formatCents(week.revenue_cents) : '–'}
        hint={week ? plural(week.orders, 'order') : undefined}
        icon={TrendingUp}
        loading={loading}
      />
      <StatCard
        label="Average order"
        value={data ? formatCents(data.average_order_value_cents) : '–'}
        hint="Last 7 days"
        icon={DollarSign}
        loading={loading}
      />
    </div>
  );
}
