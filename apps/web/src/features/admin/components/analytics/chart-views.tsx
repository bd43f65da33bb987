import type { ActiveDay, ApprovalDay, FunnelStep, SignupDay, TicketDay } from '@fundpath/contracts/analytics';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { CountSeriesChart } from '@/components/ui/series-chart-views';

/*
 * The recharts charts of /admin/analytics, loaded lazily by ./charts.tsx (recharts is about
 * 100 kB gzip): the stat cards render first. Counts over time are the shared CountSeriesChart.
 * Every chart is aria-hidden; ChartFrame carries the caption and the data table instead.
 */

export const COLORS = {
  clients: '#4f46e5',
  staff: '#0891b2',
  other: '#d97706',
  TransUnion: '#0891b2',
  Experian: '#4f46e5',
  Equifax: '#16a34a',
  evaluations: '#94a3b8',
  opened: '#4f46e5',
  resolved: '#16a34a',
  breached: '#dc2626',
};

const axisProps = { stroke: '#64748b', fontSize: 12, tickLine: false, axisLine: false } as const;
const margin = { top: 5, right: 10, left: -20, bottom: 0 };

/** `MM-DD` on the axis for ranges up to a year; `YYYY-MM` beyond (the days would repeat). */
const dayTick = (days: number) => (d: string) => (days > 366 ? d.slice(0, 7) : d.slice(5));

function DayAxis({ days }: { days: number }) {
  return <XAxis dataKey="date" {...axisProps} tickFormatter={dayTick(days)} minTickGap={16} />;
}

/** Accounts created per day, stacked by role group. */
export function SignupsChart({ rows }: { rows: SignupDay[] }) {
  return (
    <CountSeriesChart
      rows={rows}
      tick={dayTick(rows.length)}
      stacked
      bars={[
        { dataKey: 'clients', name: 'Clients', color: COLORS.clients },
        { dataKey: 'staff', name: 'Staff', color: COLORS.staff },
        { dataKey: 'other', name: 'Marketplace', color: COLORS.other },
      ]}
    />
  );
}

/** Clients active per day, and those active for the first time in the range. */
export function ActiveClientsChart({ rows }: { rows: ActiveDay[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart accessibilityLayer={false} data={rows} margin={margin}>
        <defs>
          <linearGradient id="analytics-active" x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor={COLORS.clients} stopOpacity={0.35} />
            <stop offset="100%" stopColor={COLORS.clients} stopOpacity={0} />
          </linearGradient>
        </defs>
        <CartesianGrid stroke="#f1f5f9" vertical={false} />
        {DayAxis({ days: rows.length })}
        <YAxis allowDecimals={false} {...axisProps} />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Area
          type="monotone"
          dataKey="active"
          name="Active clients"
          stroke={COLORS.clients}
          fill="url(#analytics-active)"
          strokeWidth={2}
        />
        <Area
          type="monotone"
          dataKey="first_active"
          name="First active day"
          stroke={COLORS.staff}
          fillOpacity={0}
          strokeWidth={2}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}

/** Per step: clients of the cohort who reached it and who completed it. */
export function FunnelChart({ steps }: { steps: FunnelStep[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart accessibilityLayer={false} data={steps} margin={margin}>
        <CartesianGrid stroke="#f1f5f9" vertical={false} />
        <XAxis dataKey="step_number" {...axisProps} interval={0} fontSize={11} />
        <YAxis allowDecimals={false} {...axisProps} />
        <Tooltip labelFormatter={(step) => `Step ${step}`} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar dataKey="reached" name="Reached" fill={COLORS.clients} radius={[3, 3, 0, 0]} />
        <Bar dataKey="completed" name="Completed" fill={COLORS.Equifax} radius={[3, 3, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Saved evaluations per day and the approvals of each bureau. */
export function ApprovalsChart({ rows }: { rows: ApprovalDay[] }) {
  return (
    <CountSeriesChart
      rows={rows}
      tick={dayTick(rows.length)}
      lines={[
        { dataKey: 'evaluations', name: 'Evaluations', color: COLORS.evaluations, dashed: true },
        ...(['TransUnion', 'Experian', 'Equifax'] as const).map((b) => ({
          dataKey: b,
          name: b,
          color: COLORS[b],
        })),
      ]}
    />
  );
}

/** Tickets opened and resolved per day (lines), SLA breaches (bars). */
export function TicketsChart({ rows }: { rows: TicketDay[] }) {
  return (
    <CountSeriesChart
      rows={rows}
      tick={dayTick(rows.length)}
      bars={[{ dataKey: 'sla_breached', name: 'SLA breaches', color: COLORS.breached }]}
      lines={[
        { dataKey: 'opened', name: 'Opened', color: COLORS.opened },
        { dataKey: 'resolved', name: 'Resolved', color: COLORS.resolved },
      ]}
    />
  );
}
