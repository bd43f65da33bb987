import type { ActiveDay, ApprovalDay, FunnelStep, SignupDay, TicketDay } from '@fundpath/contracts/analytics';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/*
 * The recharts charts of /admin/analytics, loaded lazily by ./charts.tsx (recharts is about
 * 100 kB gzip): the stat cards render first. Every chart is aria-hidden; ChartFrame carries the
 * caption and the data table instead.
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
    <ResponsiveContainer width="100%" height="100%">
      <BarChart accessibilityLayer={false} data={rows} margin={margin}>
        <CartesianGrid stroke="#f1f5f9" vertical={false} />
        {DayAxis({ days: rows.length })}
        <YAxis allowDecimals={false} {...axisProps} />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar dataKey="clients" name="Clients" stackId="s" fill={COLORS.clients} />
        <Bar dataKey="staff" name="Staff" stackId="s" fill={COLORS.staff} />
        <Bar dataKey="other" name="Marketplace" stackId="s" fill={COLORS.other} radius={[3, 3, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
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
    <ResponsiveContainer width="100%" height="100%">
      <LineChart accessibilityLayer={false} data={rows} margin={margin}>
        <CartesianGrid stroke="#f1f5f9" vertical={false} />
        {DayAxis({ days: rows.length })}
        <YAxis allowDecimals={false} {...axisProps} />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Line
          type="monotone"
          dataKey="evaluations"
          name="Evaluations"
          stroke={COLORS.evaluations}
          strokeDasharray="4 3"
          dot={false}
        />
        {(['TransUnion', 'Experian', 'Equifax'] as const).map((b) => (
          <Line key={b} type="monotone" dataKey={b} name={b} stroke={COLORS[b]} strokeWidth={2} dot={false} />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}

/** Tickets opened and resolved per day (lines), SLA breaches (bars). */
export function TicketsChart({ rows }: { rows: TicketDay[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart accessibilityLayer={false} data={rows} margin={margin}>
        <CartesianGrid stroke="#f1f5f9" vertical={false} />
        {DayAxis({ days: rows.length })}
        <YAxis allowDecimals={false} {...axisProps} />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar dataKey="sla_breached" name="SLA breaches" fill={COLORS.breached} radius={[3, 3, 0, 0]} />
        <Line
          type="monotone"
          dataKey="opened"
          name="Opened"
          stroke={COLORS.opened}
          strokeWidth={2}
          dot={false}
        />
        <Line
          type="monotone"
          dataKey="resolved"
          name="Resolved"
          stroke={COLORS.resolved}
          strokeWidth={2}
          dot={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
