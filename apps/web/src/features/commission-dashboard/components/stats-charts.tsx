import { lazy } from 'react';

export type { StatsDay } from './stats-chart-views';

const views = () => import('./stats-chart-views');

/* recharts loads with the first chart, in its own chunk; put these in a ChartFrame (its Suspense). */
export const ClicksSalesChart = lazy(() => views().then((m) => ({ default: m.ClicksSalesChart })));
export const CommissionChart = lazy(() => views().then((m) => ({ default: m.CommissionChart })));
