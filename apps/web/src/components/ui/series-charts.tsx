import { lazy, Suspense } from 'react';
import { ChartPlaceholder } from './chart-frame';
import type { RankedBarChartProps } from './series-chart-views';

export type {
  ChartSeries,
  CountSeriesChartProps,
  DailyMoneyChartProps,
  LineSeries,
  RankedBarChartProps,
} from './series-chart-views';

const views = () => import('./series-chart-views');

/*
 * The reports' charts. recharts loads with the first chart, not with the screen: the figures
 * render at once. Put DailyMoneyChart, DailyCountChart and CountSeriesChart in a ChartFrame (its Suspense holds the
 * chart's height while recharts loads); RankedBars brings its own box.
 */
export const DailyMoneyChart = lazy(() => views().then((m) => ({ default: m.DailyMoneyChart })));
export const DailyCountChart = lazy(() => views().then((m) => ({ default: m.DailyCountChart })));
export const CountSeriesChart = lazy(() => views().then((m) => ({ default: m.CountSeriesChart })));
const RankedBarChart = lazy(() => views().then((m) => ({ default: m.RankedBarChart })));

/** Ranked rows as horizontal bars, 36 px a row (160 px at least); hidden from assistive technology: show the rows in a table beside it. */
export function RankedBars(props: RankedBarChartProps) {
  return (
    <div className="w-full" style={{ height: Math.max(160, props.rows.length * 36) }} aria-hidden="true">
      <Suspense fallback={<ChartPlaceholder />}>
        <RankedBarChart {...props} />
      </Suspense>
    </div>
  );
}
