import { lazy } from 'react';

export type { CategoryBarChartProps } from './chart-views';

/* recharts loads with the first chart, not with the screen: the figures render at once. */
export const CategoryBarChart = lazy(() =>
  import('./chart-views').then((m) => ({ default: m.CategoryBarChart })),
);
