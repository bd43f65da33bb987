import type { CampaignSeriesPoint } from '@fundpath/contracts/campaigns';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_COLORS } from '@/components/ui/chart-frame';
import { bucketLabel } from './bucket-label';

/*
 * The campaign's activity over time, loaded lazily by ./campaign-chart.tsx (recharts is about
 * 100 kB gzip). aria-hidden inside a ChartFrame, which carries the caption and the data table.
 */
const axisProps = { stroke: '#64748b', fontSize: 12, tickLine: false, axisLine: false } as const;

export interface CampaignChartProps {
  series: readonly CampaignSeriesPoint[];
  bucket: 'hour' | 'day';
}

export function CampaignChart({ series, bucket }: CampaignChartProps) {
  const rows = series.map((p) => ({ ...p, label: bucketLabel(p.at, bucket) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart accessibilityLayer={false} data={rows} margin={{ top: 5, right: 5, left: 0, bottom: 0 }}>
        <CartesianGrid stroke="#f1f5f9" vertical={false} />
        <XAxis dataKey="label" {...axisProps} minTickGap={16} />
        <YAxis allowDecimals={false} {...axisProps} width={36} />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Line
          type="monotone"
          dataKey="delivered"
          name="Delivered"
          stroke={CHART_COLORS.indigo}
          strokeWidth={2}
          dot={false}
        />
        <Line
          type="monotone"
          dataKey="opened"
          name="Opened"
          stroke={CHART_COLORS.green}
          strokeWidth={2}
          dot={false}
        />
        <Line
          type="monotone"
          dataKey="clicked"
          name="Clicked"
          stroke={CHART_COLORS.cyan}
          strokeWidth={2}
          dot={false}
        />
        <Line
          type="monotone"
          dataKey="unsubscribed"
          name="Unsubscribed"
          stroke={CHART_COLORS.amber}
          strokeWidth={2}
          dot={false}
        />
        <Line
          type="monotone"
          dataKey="bounced"
          name="Bounced"
          stroke={CHART_COLORS.red}
          strokeWidth={2}
          dot={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
