import { COMMERCE_ANALYTICS_DAYS, type TopProduct } from '@fundpath/contracts/ecommerce-analytics';
import { formatCents } from '@fundpath/contracts/ecommerce-core';
import { Percent } from 'lucide-react';
import { useState } from 'react';
import { Card, CardHeader } from '@/components/ui/card';
import { CHART_COLORS, ChartEmpty, ChartFrame } from '@/components/ui/chart-frame';
import { PeriodReport } from '@/components/ui/period-report';
import { SalesSummary } from '@/components/ui/sales-summary';
import { RankedBars } from '@/components/ui/series-charts';
import { StatCard } from '@/components/ui/stat-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { plural } from '@/lib/format';
import { type AnalyticsDays, type StoreAnalyticsResponse, useStoreAnalytics } from '../../api/analytics';
import { RevenueChart } from './charts';
import { formatRate, sumSeries } from './sums';
import { DailyTable, TopProductsTable } from './tables';

const TOP_PRODUCT_BARS = {
  revenue: { dataKey: 'revenue_cents', name: 'Revenue', color: CHART_COLORS.indigo },
  units: { dataKey: 'units', name: 'Units sold', color: CHART_COLORS.cyan },
};

/** `/client/analytics`: revenue and orders over 7/30/90 days, top products, AOV and cart conversion. */
export function StoreAnalytics() {
  const [days, setDays] = useState<AnalyticsDays>(30);
  const q = useStoreAnalytics(days);
  return (
    <PeriodReport
      days={days}
      dayOptions={COMMERCE_ANALYTICS_DAYS}
      onDaysChange={setDays}
      query={q}
      errorTitle="Analytics could not be loaded"
      loadingLabels={['Revenue', 'Orders', 'Average order', 'Cart conversion']}
    >
      {(data) => <Report data={data} />}
    </PeriodReport>
  );
}

function Report({ data }: { data: StoreAnalyticsResponse }) {
  const totals = sumSeries(data.series);
  const { conversion } = data;
  const best = data.series.reduce((b, r) => (r.revenue_cents > b.revenue_cents ? r : b), data.series[0]!);
  return (
    <div className="space-y-6">
      <SalesSummary
        columns={4}
        amount={{
          label: 'Revenue',
          cents: totals.revenue_cents,
          hint: `${formatCents(totals.gross_cents)} sold · ${formatCents(totals.refunded_cents)} refunded`,
        }}
        orders={totals.orders}
        averageOrderCents={data.average_order_value_cents}
      >
        <StatCard
          label="Cart conversion"
          value={formatRate(conversion.rate)}
          icon={Percent}
          hint={`${plural(conversion.orders_paid, 'order')} from ${plural(conversion.carts_created, 'cart')}`}
        />
      </SalesSummary>

      <ChartFrame
        title="Revenue and orders"
        description="Paid orders per day; revenue is net of refunds"
        caption={
          totals.orders === 0
            ? 'No paid orders in this range.'
            : `${formatCents(totals.revenue_cents)} from ${plural(totals.orders, 'order')}; best day ${best.date} with ${formatCents(best.revenue_cents)}.`
        }
        rows={data.series}
        rowKey={(r) => r.date}
        columns={[
          { header: 'Day', cell: (r) => r.date },
          { header: 'Orders', cell: (r) => r.orders },
          { header: 'Revenue', cell: (r) => formatCents(r.revenue_cents) },
        ]}
        empty={totals.orders === 0 ? <ChartEmpty>No paid orders in this range yet.</ChartEmpty> : undefined}
      >
        <RevenueChart rows={data.series} />
      </ChartFrame>

      <Card>
        <CardHeader
          title="Top products"
          description="From the range’s paid orders (refunded and cancelled left out)"
        />
        <Tabs defaultValue="revenue" className="px-5 pb-5">
          <TabsList aria-label="Rank top products">
            <TabsTrigger value="revenue">By revenue</TabsTrigger>
            <TabsTrigger value="units">By units</TabsTrigger>
          </TabsList>
          <TabsContent value="revenue">
            <TopProducts rows={data.top_products.by_revenue} metric="revenue" />
          </TabsContent>
          <TabsContent value="units">
            <TopProducts rows={data.top_products.by_units} metric="units" />
          </TabsContent>
        </Tabs>
      </Card>

      <DailyTable rows={data.series} totals={totals} />
    </div>
  );
}

function TopProducts({ rows, metric }: { rows: TopProduct[]; metric: 'revenue' | 'units' }) {
  if (rows.length === 0) return <ChartEmpty>Nothing sold in this range yet.</ChartEmpty>;
  return (
    <div className="space-y-4">
      <RankedBars rows={rows} labelKey="title" bar={TOP_PRODUCT_BARS[metric]} money={metric === 'revenue'} />
      <TopProductsTable
        rows={rows}
        caption={metric === 'revenue' ? 'Top products by revenue' : 'Top products by units'}
      />
    </div>
  );
}
