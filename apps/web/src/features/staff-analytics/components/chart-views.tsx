import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartSeries } from '@/components/ui/series-charts';

/*
 * The charts of /analytics, loaded lazily by ./charts.tsx (recharts is about 100 kB gzip): counts
 * per category (a step, a bureau, an age, a stage) as bars. Each is aria-hidden inside a
 * ChartFrame, which carries the caption and the data table.
 */

const axisProps = { stroke: '#64748b', fontSize: 12, tickLine: false, axisLine: false } as const;
const cut = (t: unknown) => {
  const s = String(t);
  return s.length > 16 ? `${s.slice(0, 15)}…` : s;
};

export interface CategoryBarChartProps {
  rows: readonly object[];
  /** The row's field naming its category (on the category axis). */
  categoryKey: string;
  /** One bar per series and category, side by side (or stacked). */
  series: readonly ChartSeries[];
  /** Categories down the side (long names, a funnel), bars to the right. */
  horizontal?: boolean;
  stacked?: boolean;
}

/** Whole-number counts per category. */
export function CategoryBarChart({
  rows,
  categoryKey,
  series,
  horizontal = false,
  stacked = false,
}: CategoryBarChartProps) {
  const legend = series.length > 1;
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        accessibilityLayer={false}
        data={rows as object[]}
        layout={horizontal ? 'vertical' : 'horizontal'}
        margin={{ top: 5, right: 16, left: horizontal ? 0 : -20, bottom: 0 }}
      >
        <CartesianGrid stroke="#f1f5f9" vertical={horizontal} horizontal={!horizontal} />
        {horizontal ? (
          <>
            <XAxis type="number" allowDecimals={false} {...axisProps} />
            <YAxis type="category" dataKey={categoryKey} {...axisProps} width={112} tickFormatter={cut} />
          </>
        ) : (
          <>
            <XAxis dataKey={categoryKey} {...axisProps} interval={0} fontSize={11} tickFormatter={cut} />
            <YAxis allowDecimals={false} {...axisProps} />
          </>
        )}
        <Tooltip />
        {legend ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null}
        {series.map((s) => (
          <Bar
            key={s.dataKey}
            dataKey={s.dataKey}
            name={s.name}
            fill={s.color}
            stackId={stacked ? 'stack' : undefined}
            radius={stacked ? undefined : horizontal ? [0, 3, 3, 0] : [3, 3, 0, 0]}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
