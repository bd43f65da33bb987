import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { useAiDashboard } from '../../api/admin';

/*
 * The recharts charts of the AI admin screens (the AI dashboard, ML feedback). Loaded lazily by
 * ./charts.tsx (recharts is about 100 kB gzip): the screens render their stats and tables first.
 */

/** Step colours for per-step series (cycled). */
export const SERIES_COLORS = [
  '#4f46e5',
  '#0891b2',
  '#16a34a',
  '#d97706',
  '#dc2626',
  '#7c3aed',
  '#db2777',
  '#0d9488',
  '#65a30d',
];

export const axisProps = { stroke: '#94a3b8', fontSize: 12, tickLine: false, axisLine: false } as const;

type Dashboard = NonNullable<ReturnType<typeof useAiDashboard>['data']>;

/** Client messages and coach replies per day. */
export function VolumeChart({ volume }: { volume: Dashboard['volume'] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart
        accessibilityLayer={false}
        data={volume}
        margin={{ top: 5, right: 10, left: -20, bottom: 0 }}
      >
        <defs>
          <linearGradient id="vol" x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor="#4f46e5" stopOpacity={0.35} />
            <stop offset="100%" stopColor="#4f46e5" stopOpacity={0} />
          </linearGradient>
        </defs>
        <CartesianGrid stroke="#f1f5f9" vertical={false} />
        <XAxis dataKey="date" {...axisProps} tickFormatter={(v: string) => v.slice(5)} />
        <YAxis allowDecimals={false} {...axisProps} />
        <Tooltip />
        <Area
          type="monotone"
          dataKey="user_messages"
          name="Client messages"
          stroke="#4f46e5"
          fill="url(#vol)"
          strokeWidth={2}
        />
        <Area
          type="monotone"
          dataKey="assistant_messages"
          name="Coach replies"
          stroke="#0891b2"
          fillOpacity={0}
          strokeWidth={2}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}

/** Coach replies per confidence bucket, the low ones in amber. */
export function ConfidenceChart({
  histogram,
}: {
  histogram: ReadonlyArray<{ bucket: string; count: number; low: boolean }>;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        accessibilityLayer={false}
        data={histogram}
        margin={{ top: 5, right: 10, left: -20, bottom: 0 }}
      >
        <CartesianGrid stroke="#f1f5f9" vertical={false} />
        <XAxis dataKey="bucket" {...axisProps} interval={1} />
        <YAxis allowDecimals={false} {...axisProps} />
        <Tooltip />
        <Bar dataKey="count" name="Replies" radius={[4, 4, 0, 0]}>
          {histogram.map((h) => (
            <Cell key={h.bucket} fill={h.low ? '#f59e0b' : '#16a34a'} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Helpfulness (%) per step and day, one line per step. */
export function HelpfulnessChart({
  rows,
  steps,
}: {
  rows: Array<Record<string, number | string | null>>;
  steps: string[];
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart accessibilityLayer={false} data={rows} margin={{ top: 5, right: 10, left: -20, bottom: 0 }}>
        <CartesianGrid stroke="#f1f5f9" vertical={false} />
        <XAxis dataKey="date" {...axisProps} tickFormatter={(d: string) => d.slice(5)} />
        <YAxis domain={[0, 100]} {...axisProps} unit="%" />
        <Tooltip formatter={(v) => `${v}%`} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {steps.map((s, i) => (
          <Line
            key={s}
            type="monotone"
            dataKey={s}
            stroke={SERIES_COLORS[i % SERIES_COLORS.length]}
            strokeWidth={2}
            dot={{ r: 2 }}
            connectNulls
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}

/** Helpful, unhelpful and corrections per step, stacked. */
export function RatingsByStepChart({
  perStep,
}: {
  perStep: ReadonlyArray<{ step: string; helpful: number; unhelpful: number; corrections: number }>;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        accessibilityLayer={false}
        data={perStep}
        margin={{ top: 5, right: 10, left: -20, bottom: 0 }}
      >
        <CartesianGrid stroke="#f1f5f9" vertical={false} />
        <XAxis dataKey="step" {...axisProps} />
        <YAxis allowDecimals={false} {...axisProps} />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar dataKey="helpful" stackId="a" fill="#16a34a" name="Helpful" radius={[0, 0, 0, 0]} />
        <Bar dataKey="unhelpful" stackId="a" fill="#dc2626" name="Unhelpful" />
        <Bar dataKey="corrections" stackId="a" fill="#d97706" name="Corrections" radius={[4, 4, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
