import type { StoreSalesDay } from '@fundpath/contracts/ecommerce-analytics';
import { CHART_COLORS } from '@/components/ui/chart-frame';
import { DailyMoneyChart } from '@/components/ui/series-charts';

const REVENUE_BARS = [{ dataKey: 'revenue_cents', name: 'Revenue', color: CHART_COLORS.indigo }];

/** Revenue per day (bars, net of refunds) and paid orders (line); recharts loads with the first chart. */
export function RevenueChart({ rows }: { rows: readonly StoreSalesDay[] }) {
  return <DailyMoneyChart rows={rows} bars={REVENUE_BARS} />;
}
