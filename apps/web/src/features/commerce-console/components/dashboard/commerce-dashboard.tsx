import { COMMERCE_ANALYTICS_DAYS } from '@fundpath/contracts/ecommerce-analytics';
import { formatCents } from '@fundpath/contracts/ecommerce-core';
import { RotateCcw, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card, CardHeader } from '@/components/ui/card';
import { CHART_COLORS, ChartEmpty, ChartFrame } from '@/components/ui/chart-frame';
import { PeriodReport } from '@/components/ui/period-report';
import { SalesSummary } from '@/components/ui/sales-summary';
import { DailyCountChart, DailyMoneyChart, RankedBars } from '@/components/ui/series-charts';
import { StatCard } from '@/components/ui/stat-card';
import { TotalsTable } from '@/components/ui/totals-table';
import { plural } from '@/lib/format';
import { href } from '@/lib/href';
import {
  type AdminCommerceDashboardResponse,
  type DashboardDays,
  useCommerceDashboard,
} from '../../api/dashboard';
import { sumPlatformSeries } from './sums';

const SALES_BARS = [
  { dataKey: 'gmv_cents', name: 'GMV', color: CHART_COLORS.indigo },
  { dataKey: 'refunds_cents', name: 'Refunds', color: CHART_COLORS.red },
];
const NEW_CUSTOMERS_BAR = { dataKey: 'new_customers', name: 'New customers', color: CHART_COLORS.green };
const TOP_STORES_BAR = { dataKey: 'gmv_cents', name: 'GMV', color: CHART_COLORS.cyan };

/** `/admin/ecommerce-dashboard`: GMV, orders, AOV, refunds and new customers over time, and the top stores. */
export function CommerceDashboard() {
  const [days, setDays] = useState<DashboardDays>(30);
  const q = useCommerceDashboard(days);
  return (
    <PeriodReport
      days={days}
      dayOptions={COMMERCE_ANALYTICS_DAYS}
      onDaysChange={setDays}
      query={q}
      errorTitle="The dashboard could not be loaded"
      loadingLabels={['GMV', 'Orders', 'Average order', 'Refunds', 'New customers']}
    >
      {(data) => <Report data={data} />}
    </PeriodReport>
  );
}

function Report({ data }: { data: AdminCommerceDashboardResponse }) {
  const totals = sumPlatformSeries(data.series);
  const stores = data.top_stores;
  return (
    <div className="space-y-6">
      <SalesSummary
        columns={5}
        amount={{
          label: 'GMV',
          cents: totals.gmv_cents,
          hint: `${formatCents(totals.net_cents)} after refunds`,
        }}
        orders={totals.orders}
        averageOrderCents={data.average_order_value_cents}
      >
        <StatCard
          label="Refunds"
          value={formatCents(totals.refunds_cents)}
          icon={RotateCcw}
          tone={totals.refunds_cents > 0 ? 'warn' : 'neutral'}
        />
        <StatCard
          label="New customers"
          value={totals.new_customers.toLocaleString('en-US')}
          icon={UserPlus}
        />
      </SalesSummary>

      <ChartFrame
        title="Sales"
        description="GMV of the orders paid each day, money refunded that day, and paid orders"
        caption={
          totals.orders === 0
            ? 'No paid orders in this range.'
            : `${formatCents(totals.gmv_cents)} GMV from ${plural(totals.orders, 'order')}; ${formatCents(totals.refunds_cents)} refunded.`
        }
        rows={data.series}
        rowKey={(r) => r.date}
        columns={[
          { header: 'Day', cell: (r) => r.date },
          { header: 'Orders', cell: (r) => r.orders },
          { header: 'GMV', cell: (r) => formatCents(r.gmv_cents) },
          { header: 'Refunds', cell: (r) => formatCents(r.refunds_cents) },
        ]}
        empty={
          totals.orders + totals.refunds_cents === 0 ? (
            <ChartEmpty>No sales on the platform in this range yet.</ChartEmpty>
          ) : undefined
        }
      >
        <DailyMoneyChart rows={data.series} bars={SALES_BARS} />
      </ChartFrame>

      {/* min-w-0: the top stores table scrolls inside its card instead of widening the grid column. */}
      <div className="grid gap-6 xl:grid-cols-2 [&>*]:min-w-0">
        <ChartFrame
          title="New customers"
          description="Buyers whose first paid order on the platform fell on the day"
          caption={`${plural(totals.new_customers, 'new customer')} in the range.`}
          rows={data.series}
          rowKey={(r) => r.date}
          columns={[
            { header: 'Day', cell: (r) => r.date },
            { header: 'New customers', cell: (r) => r.new_customers },
          ]}
          empty={
            totals.new_customers === 0 ? (
              <ChartEmpty>No first-time buyers in this range.</ChartEmpty>
            ) : undefined
          }
        >
          <DailyCountChart rows={data.series} bar={NEW_CUSTOMERS_BAR} />
        </ChartFrame>

        <Card>
          <CardHeader
            title="Top stores"
            description="By GMV in the range"
            action={
              <Link
                to={href('/admin/ecommerce/stores')}
                className="text-sm font-medium text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand"
              >
                All stores
              </Link>
            }
          />
          {stores.length === 0 ? (
            <div className="p-5">
              <ChartEmpty>No store sold anything in this range.</ChartEmpty>
            </div>
          ) : (
            <div className="space-y-4 p-5">
              <RankedBars rows={stores} labelKey="store_name" bar={TOP_STORES_BAR} money />
              <TotalsTable
                caption="Top stores by GMV"
                className="rounded-xl border border-slate-200"
                rows={stores}
                rowKey={(s) => String(s.store_id)}
                columns={[
                  {
                    header: 'Store',
                    align: 'left',
                    cell: (s) => (
                      <Link
                        to={href('/store/:store_id', { store_id: s.store_id })}
                        className="font-medium text-slate-900 hover:underline"
                      >
                        {s.store_name}
                      </Link>
                    ),
                  },
                  {
                    header: 'Orders',
                    cell: (s) => s.orders,
                    total: stores.reduce((t, s) => t + s.orders, 0),
                  },
                  {
                    header: 'GMV',
                    cell: (s) => formatCents(s.gmv_cents),
                    total: formatCents(stores.reduce((t, s) => t + s.gmv_cents, 0)),
                  },
                ]}
              />
            </div>
          )}
        </Card>
      </div>

      <Card>
        <CardHeader title="Day by day" description="The figures behind the charts, newest first" />
        <TotalsTable
          caption="Platform sales per day"
          rows={[...data.series].reverse()}
          rowKey={(r) => r.date}
          columns={[
            { header: 'Day', cell: (r) => r.date },
            { header: 'Orders', cell: (r) => r.orders, total: totals.orders },
            { header: 'GMV', cell: (r) => formatCents(r.gmv_cents), total: formatCents(totals.gmv_cents) },
            {
              header: 'Refunds',
              cell: (r) => formatCents(r.refunds_cents),
              total: formatCents(totals.refunds_cents),
            },
            { header: 'Net', cell: (r) => formatCents(r.net_cents), total: formatCents(totals.net_cents) },
            { header: 'New customers', cell: (r) => r.new_customers, total: totals.new_customers },
          ]}
        />
      </Card>
    </div>
  );
}
