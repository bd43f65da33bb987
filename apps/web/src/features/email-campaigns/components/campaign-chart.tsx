import { lazy } from 'react';

export type { CampaignChartProps } from './campaign-chart-view';

/* recharts loads with the chart, not with the screen: the figures render at once. */
export const CampaignChart = lazy(() =>
  import('./campaign-chart-view').then((m) => ({ default: m.CampaignChart })),
);
