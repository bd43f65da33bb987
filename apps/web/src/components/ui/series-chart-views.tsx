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
import { CHART_COLORS } from './chart-frame';

/*
 * The recharts charts of the sales reports (/admin/ecommerce-dashboard, /client/analytics and the
 * store dashboard), of /admin/analytics and of a campaign's report, loaded lazily by
 * ./series-charts.tsx (recharts is about 100 kB gzip). Each is aria-hidden inside a ChartFrame or
 * a RankedBars box; the caption and the data are beside it.
 */

const axisProps = { stroke: '#64748b', fontSize: 12, tickLine: false, axisLine: false } as const;
const margin = { top: 5, right: 5, left: 0, bottom: 0 };
/** "$1.2k" on the axis; the tooltip shows the exact amount. */
const dollarsTick = (cents: number) =>
  Math.abs(cents) >= 100_000 ? `$${Math.round(cents / 10_000) / 10}k` : `$${Math.round(cents / 100)}`;
const money = (value: unknown) => formatCents(Number(value));
const dayTick = (d: string) => d.slice(5);

/** A bar of a chart: the row's field, its name in the legend and tooltip, its colour. */
export interface ChartSeries {
  dataKey: string;
  name: string;
  color: string;
}

/** A line of a chart; `dashed` for a reference figure drawn thin (all evaluations beside approvals). */
export interface LineSeries extends ChartSeries {
  dashed?: boolean;
}

export interface CountSeriesChartProps {
  rows: readonly object[];
  /** The rows' field on the x axis, `date` unless told, and how its ticks read (as they are unless told). */
  xKey?: string;
  tick?: (value: string) => string;
  lines?: readonly LineSeries[];
  /** Counts drawn as bars under the lines; stacked in the order given when `stacked`. */
  bars?: readonly ChartSeries[];
  stacked?: boolean;
}

/** Whole-number counts over time, as lines and/or bars on one axis. */
export function CountSeriesChart({
  rows,
  xKey = 'date',
  tick,
  lines = [],
  bars = [],
  stacked = false,
}: CountSeriesChartProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart accessibilityLayer={false} data={rows} margin={margin}>
        <CartesianGrid stroke="#f1f5f9" vertical={false} />
        <XAxis dataKey={xKey} {...axisProps} tickFormatter={tick} minTickGap={16} />
        <YAxis allowDecimals={false} {...axisProps} width={36} />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {bars.map((b, i) => (
          <Bar
            key={b.dataKey}
            dataKey={b.dataKey}
            name={b.name}
            fill={b.color}
            stackId={stacked ? 'stack' : undefined}
            radius={stacked && i < bars.length - 1 ? undefined : [3, 3, 0, 0]}
          />
        ))}
        {lines.map((l) => (
          <Line
            key={l.dataKey}
            type="monotone"
            dataKey={l.dataKey}
            name={l.name}
            stroke={l.color}
            strokeWidth={l.dashed ? 1 : 2}
            strokeDasharray={l.dashed ? '4 3' : undefined}
            dot={false}
          />
        ))}
      </ComposedChart>
    </ResponsiveContainer>
  );
}

export interface DailyMoneyChartProps {
  rows: ReadonlyArray<{ date: string }>;
  /** Amounts in cents per day, as bars on the left axis. */
  bars: readonly ChartSeries[];
  /** The count per day on the right axis, as a line: the rows' `orders` ("Orders") unless told. */
  line?: { dataKey: string; name: string };
}

const ORDERS_LINE = { dataKey: 'orders', name: 'Orders' };

/** Money per day (bars, left axis) and a count, paid orders by default (line, right axis). */
export function DailyMoneyChart({ rows, bars, line = ORDERS_LINE }: DailyMoneyChartProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart accessibilityLayer={false} data={rows} margin={margin}>
        <CartesianGrid stroke="#f1f5f9" vertical={false} />
        <XAxis dataKey="date" {...axisProps} tickFormatter={dayTick} minTickGap={16} />
        <YAxis yAxisId="money" {...axisProps} tickFormatter={dollarsTick} width={52} />
        <YAxis yAxisId="orders" orientation="right" allowDecimals={false} {...axisProps} width={28} />
        <Tooltip formatter={(value, name) => (name === line.name ? String(value) : money(value))} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {bars.map((b) => (
          <Bar
            key={b.dataKey}
            yAxisId="money"
            dataKey={b.dataKey}
            name={b.name}
            fill={b.color}
            radius={[3, 3, 0, 0]}
          />
        ))}
        <Line
          yAxisId="orders"
          type="monotone"
          dataKey={line.dataKey}
          name={line.name}
          stroke={CHART_COLORS.amber}
          strokeWidth={2}
          dot={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

/** A count per day (whole numbers), as bars. */
export function DailyCountChart({ rows, bar }: { rows: ReadonlyArray<{ date: string }>; bar: ChartSeries }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart accessibilityLayer={false} data={rows} margin={margin}>
        <CartesianGrid stroke="#f1f5f9" vertical={false} />
        <XAxis dataKey="date" {...axisProps} tickFormatter={dayTick} minTickGap={16} />
        <YAxis allowDecimals={false} {...axisProps} width={32} />
        <Tooltip />
        <Bar dataKey={bar.dataKey} name={bar.name} fill={bar.color} radius={[3, 3, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export interface RankedBarChartProps {
  rows: readonly object[];
  /** The row's field naming it on the left axis (cut to 18 characters). */
  labelKey: string;
  bar: ChartSeries;
  /** The values are cents: dollars on the axis, exact amounts in the tooltip. */
  money?: boolean;
}

/** Ranked rows (the best first) as horizontal bars. */
export function RankedBarChart({ rows, labelKey, bar, money: isMoney = false }: RankedBarChartProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart accessibilityLayer={false} data={rows} layout="vertical" margin={{ ...margin, right: 16 }}>
        <CartesianGrid stroke="#f1f5f9" horizontal={false} />
        <XAxis
          type="number"
          {...axisProps}
          allowDecimals={false}
          tickFormatter={isMoney ? dollarsTick : undefined}
        />
        <YAxis
          type="category"
          dataKey={labelKey}
          {...axisProps}
          width={120}
          tickFormatter={(t: string) => (t.length > 18 ? `${t.slice(0, 17)}…` : t)}
        />
        <Tooltip formatter={(value) => (isMoney ? money(value) : String(value))} />
        <Bar dataKey={bar.dataKey} name={bar.name} fill={bar.color} radius={[0, 3, 3, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
