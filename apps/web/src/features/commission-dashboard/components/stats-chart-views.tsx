import { formatCents } from '@fundpath/contracts/ecommerce-core';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { CHART_COLORS } from '@/components/ui/chart-frame';

/*
 * The dashboard's recharts charts, loaded lazily by ./stats-charts.tsx (recharts stays out of the
 * screen's chunk). Each sits aria-hidden in a ChartFrame: its caption and data table are the text.
 */

export interface StatsDay {
  date: string;
  clicks: number;
  sales: number;
  commission_cents: number;
}

const axisProps = { stroke: '#64748b', fontSize: 12, tickLine: false, axisLine: false } as const;
const margin = { top: 5, right: 5, left: 0, bottom: 0 };
const dayTick = (d: string) => d.slice(5);
const dollarsTick = (cents: number) =>
  Math.abs(cents) >= 100_000 ? `$${Math.round(cents / 10_000) / 10}k` : `$${Math.round(cents / 100)}`;

/** Clicks per day (bars, left axis) and sales (line, right axis). */
export function ClicksSalesChart({ rows }: { rows: readonly StatsDay[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart accessibilityLayer={false} data={rows} margin={margin}>
        <CartesianGrid stroke="#f1f5f9" vertical={false} />
        <XAxis dataKey="date" {...axisProps} tickFormatter={dayTick} minTickGap={16} />
        <YAxis yAxisId="clicks" allowDecimals={false} {...axisProps} width={36} />
        <YAxis yAxisId="sales" orientation="right" allowDecimals={false} {...axisProps} width={28} />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar
          yAxisId="clicks"
          dataKey="clicks"
          name="Clicks"
          fill={CHART_COLORS.indigo}
          radius={[3, 3, 0, 0]}
        />
        <Line
          yAxisId="sales"
          type="monotone"
          dataKey="sales"
          name="Sales"
          stroke={CHART_COLORS.amber}
          strokeWidth={2}
          dot={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

/** Commission earned per day, in dollars. */
export function CommissionChart({ rows }: { rows: readonly StatsDay[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart accessibilityLayer={false} data={rows} margin={margin}>
        <CartesianGrid stroke="#f1f5f9" vertical={false} />
        <XAxis dataKey="date" {...axisProps} tickFormatter={dayTick} minTickGap={16} />
        <YAxis {...axisProps} tickFormatter={dollarsTick} width={52} />
        <Tooltip formatter={(value) => formatCents(Number(value))} />
        <Bar dataKey="commission_cents" name="Commission" fill={CHART_COLORS.green} radius={[3, 3, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
