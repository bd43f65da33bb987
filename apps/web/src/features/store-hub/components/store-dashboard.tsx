import { formatCents } from '@fundpath/contracts/ecommerce-core';
import { ChartEmpty, ChartFrame, ChartPlaceholder } from '@/components/ui/chart-frame';
import { RevenueChart } from './analytics/charts';
import { sumSeries } from './analytics/sums';
import { HubLoader } from './hub/hub-data';
import { QuickLinks } from './hub/quick-links';
import { RecentOrders } from './hub/recent-orders';
import { SetupChecklist } from './hub/setup-checklist';
import { StoreStatusCard } from './hub/store-status-card';
import { TodayStats } from './hub/today-stats';

/**
 * `/client/dashboard`: the hub's data as a dashboard, the figures and the week's chart first; the
 * setup checklist only while something is left to do.
 */
export function StoreDashboard() {
  return (
    <HubLoader>
      {({ store, setup, week, weekLoading }) => {
        const open = setup.some((i) => !i.done);
        const totals = week ? sumSeries(week.series) : null;
        return (
          <div className="space-y-6">
            <TodayStats data={week} loading={weekLoading} />
            <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
              <ChartFrame
                title="This week"
                description="Revenue (net of refunds) and paid orders per day"
                caption={
                  totals
                    ? `${formatCents(totals.revenue_cents)} from ${totals.orders} ${totals.orders === 1 ? 'order' : 'orders'} in the last 7 days.`
                    : 'Loading the week’s sales…'
                }
                rows={week?.series ?? []}
                rowKey={(r) => r.date}
                columns={[
                  { header: 'Day', cell: (r) => r.date },
                  { header: 'Orders', cell: (r) => r.orders },
                  { header: 'Revenue', cell: (r) => formatCents(r.revenue_cents) },
                ]}
                empty={
                  totals && totals.orders === 0 ? (
                    <ChartEmpty>No paid orders this week yet.</ChartEmpty>
                  ) : undefined
                }
              >
                {week ? <RevenueChart rows={week.series} /> : <ChartPlaceholder />}
              </ChartFrame>
              <RecentOrders />
            </div>
            <div className={open ? 'grid items-start gap-6 lg:grid-cols-2' : undefined}>
              <StoreStatusCard store={store} />
              {open ? <SetupChecklist store={store} items={setup} /> : null}
            </div>
            <QuickLinks />
          </div>
        );
      }}
    </HubLoader>
  );
}
