import { analyticsQuerySchema } from '@fundpath/contracts/analytics';
import { Clock, Hourglass, LifeBuoy, Target, User, Users } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { CHART_COLORS, ChartEmpty, ChartFrame } from '@/components/ui/chart-frame';
import { LoadError } from '@/components/ui/load-error';
import { isPeriod, type RangeChoice, RangePicker, rangeOfChoice } from '@/components/ui/range-picker';
import type { ChartSeries } from '@/components/ui/series-charts';
import { StatCard } from '@/components/ui/stat-card';
import { StatGrid, StatGridSkeleton } from '@/components/ui/stat-grid';
import { plural } from '@/lib/format';
import { type StaffAnalytics, type StaffAnalyticsScope, useStaffAnalytics } from '../api/get-staff-analytics';
import { CategoryBarChart } from './charts';

const BUREAUS = ['TransUnion', 'Experian', 'Equifax'] as const;
const COUNT = (name: string, color: string = CHART_COLORS.indigo): ChartSeries[] => [
  { dataKey: 'count', name, color },
];

/** The range in the URL (`period`, and `from`/`to` for a custom one); anything else: 30 days. */
function choiceOf(params: URLSearchParams): RangeChoice {
  const period = params.get('period');
  if (period === 'custom') {
    const custom = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
    if (custom.from && custom.to && analyticsQuerySchema.safeParse(custom).success) return { period, custom };
    return { period: '30', custom: null };
  }
  return { period: isPeriod(period) ? period : '30', custom: null };
}

/** "5 hours", "3 days": how long the longest-waiting client waits. */
export function formatWait(hours: number): string {
  return hours < 24 ? plural(hours, 'hour') : plural(Math.floor(hours / 24), 'day');
}

/** "45 min", "3 h 20 min", "2 d 4 h". */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  if (h < 24) return minutes % 60 ? `${h} h ${minutes % 60} min` : `${h} h`;
  return h % 24 ? `${Math.floor(h / 24)} d ${h % 24} h` : `${Math.floor(h / 24)} d`;
}

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/**
 * `/analytics` (staff): my numbers or the team's — clients per step, approvals waiting and their
 * age, bureau approvals this month vs last, tickets and SLA, leads by stage. Scope and range
 * live in the URL, so a view can be shared and survives a reload.
 */
export function StaffAnalyticsDashboard() {
  const [params, setParams] = useSearchParams();
  const scope: StaffAnalyticsScope = params.get('scope') === 'me' ? 'me' : 'team';
  const choice = choiceOf(params);
  const q = useStaffAnalytics(scope, rangeOfChoice(choice));

  const update = (patch: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v === null) next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true },
    );
  const setChoice = (c: RangeChoice) =>
    update({
      period: c.period === '30' ? null : c.period,
      from: c.period === 'custom' ? (c.custom?.from ?? null) : null,
      to: c.period === 'custom' ? (c.custom?.to ?? null) : null,
    });

  const scopeButton = (value: StaffAnalyticsScope, label: string, Icon: typeof User) => (
    <Button
      variant={scope === value ? 'primary' : 'secondary'}
      size="sm"
      aria-pressed={scope === value}
      onClick={() => update({ scope: value === 'team' ? null : value })}
    >
      <Icon className="size-4" aria-hidden="true" /> {label}
    </Button>
  );

  return (
    <div className="min-w-0 space-y-6" aria-busy={q.isFetching || undefined}>
      <fieldset className="flex flex-wrap gap-1" aria-label="Whose numbers">
        {scopeButton('me', 'My numbers', User)}
        {scopeButton('team', 'Team', Users)}
      </fieldset>
      <RangePicker value={choice} onChange={setChoice} shown={q.data?.range} />

      {q.isError ? (
        <LoadError title="Analytics could not be loaded" error={q.error} onRetry={() => void q.refetch()} />
      ) : null}
      {q.data ? (
        <Report data={q.data} />
      ) : q.isPending ? (
        <StatGridSkeleton labels={['Clients', 'Waiting for approval', 'Open tickets', 'First response']} />
      ) : null}
    </div>
  );
}

function Report({ data }: { data: StaffAnalytics }) {
  const { clients, approvals_waiting: waiting, bureau_approvals: bureaus, tickets, leads } = data;
  const mine = data.scope === 'me';
  const busiest = clients.steps.reduce<(typeof clients.steps)[number] | null>(
    (best, s) => (s.clients > (best?.clients ?? 0) ? s : best),
    null,
  );
  const stepRows = clients.steps.map((s) => ({ ...s, label: String(s.step_number), count: s.clients }));
  const ageRows = [
    { label: 'Under 24 hours', short: '< 24 h', count: waiting.buckets.under_1d },
    { label: '1–3 days', short: '1–3 d', count: waiting.buckets.d1_3 },
    { label: 'Over 3 days', short: '> 3 d', count: waiting.buckets.over_3d },
  ];
  const bureauRows = [
    {
      bureau: 'Evaluations',
      this_month: bureaus.this_month.evaluations,
      last_month: bureaus.last_month.evaluations,
    },
    ...BUREAUS.map((b) => ({
      bureau: b,
      this_month: bureaus.this_month[b],
      last_month: bureaus.last_month[b],
    })),
  ];
  const ticketRows = [
    { label: 'Open now', short: 'Open', count: tickets.open },
    { label: 'Open past SLA', short: 'Past SLA', count: tickets.breached },
    { label: 'Opened in range', short: 'Opened', count: tickets.opened },
    { label: 'Resolved in range', short: 'Resolved', count: tickets.resolved },
  ];
  const approvedText = (m: StaffAnalytics['bureau_approvals']['this_month']) =>
    `${plural(m.evaluations, 'evaluation')}, approved by TransUnion ${m.TransUnion}, Experian ${m.Experian}, Equifax ${m.Equifax}`;
  const firstResponse =
    tickets.median_first_response_minutes === null
      ? '—'
      : formatMinutes(tickets.median_first_response_minutes);

  return (
    <div className="space-y-6">
      <StatGrid columns={leads ? 5 : 4}>
        <StatCard
          label={mine ? 'My clients' : 'Clients'}
          value={clients.total.toLocaleString('en-US')}
          icon={Users}
          hint={busiest ? `Most on step ${busiest.step_number} (${busiest.clients})` : 'No clients yet'}
        />
        <StatCard
          label="Waiting for approval"
          value={waiting.count.toLocaleString('en-US')}
          icon={Hourglass}
          tone={waiting.buckets.over_3d > 0 ? 'warn' : 'neutral'}
          hint={
            waiting.oldest_hours === null ? 'Nothing waits' : `Oldest: ${formatWait(waiting.oldest_hours)}`
          }
        />
        <StatCard
          label={mine ? 'My open tickets' : 'Open tickets'}
          value={tickets.open.toLocaleString('en-US')}
          icon={LifeBuoy}
          tone={tickets.breached > 0 ? 'bad' : 'neutral'}
          hint={`${tickets.breached} past SLA · ${tickets.resolved} resolved in range`}
        />
        <StatCard
          label="First response"
          value={firstResponse}
          icon={Clock}
          hint={`Median, ${plural(tickets.opened, 'ticket')} opened in range`}
        />
        {leads ? (
          <StatCard
            label="Lead conversion"
            value={leads.conversion_rate === null ? '—' : percent(leads.conversion_rate)}
            icon={Target}
            hint={`${leads.won} won · ${leads.lost} lost`}
          />
        ) : null}
      </StatGrid>

      <div className="grid gap-4 xl:grid-cols-2">
        <ChartFrame
          title="Clients per step"
          description={
            mine ? 'Your assigned clients, by the step they are on now' : 'By the step they are on now'
          }
          caption={
            clients.total === 0
              ? 'No clients to count.'
              : `${plural(clients.total, 'client')}; most on step ${busiest?.step_number} (${busiest?.clients}).`
          }
          rows={stepRows}
          rowKey={(s) => s.label}
          columns={[
            { header: 'Step', cell: (s) => (s.title ? `${s.step_number}. ${s.title}` : s.step_number) },
            { header: 'Clients', cell: (s) => s.clients },
          ]}
          empty={clients.total === 0 ? <ChartEmpty>No clients to count.</ChartEmpty> : undefined}
        >
          <CategoryBarChart rows={stepRows} categoryKey="label" series={COUNT('Clients')} />
        </ChartFrame>

        <ChartFrame
          title="Approvals waiting"
          description="Clients with a step submitted for approval, by how long they have waited"
          caption={
            waiting.count === 0
              ? 'No step waits for approval.'
              : `${plural(waiting.count, 'client')} waiting: ${waiting.buckets.under_1d} under 24 hours, ${waiting.buckets.d1_3} for 1–3 days, ${waiting.buckets.over_3d} over 3 days. Oldest: ${formatWait(waiting.oldest_hours ?? 0)}.`
          }
          rows={ageRows}
          rowKey={(r) => r.label}
          columns={[
            { header: 'Waiting', cell: (r) => r.label },
            { header: 'Clients', cell: (r) => r.count },
          ]}
          empty={waiting.count === 0 ? <ChartEmpty>No step waits for approval.</ChartEmpty> : undefined}
        >
          <CategoryBarChart
            rows={ageRows}
            categoryKey="short"
            series={COUNT('Clients', CHART_COLORS.amber)}
          />
        </ChartFrame>

        <ChartFrame
          title="Approvals per bureau"
          description={`This month so far (${bureaus.this_month.month}) beside last month (${bureaus.last_month.month})`}
          caption={`This month: ${approvedText(bureaus.this_month)}. Last month: ${approvedText(bureaus.last_month)}.`}
          rows={bureauRows}
          rowKey={(r) => r.bureau}
          columns={[
            { header: 'Bureau', cell: (r) => r.bureau },
            { header: `Last month (${bureaus.last_month.month})`, cell: (r) => r.last_month },
            { header: `This month (${bureaus.this_month.month})`, cell: (r) => r.this_month },
          ]}
          empty={
            bureaus.this_month.evaluations + bureaus.last_month.evaluations === 0 ? (
              <ChartEmpty>No credit report was saved this month or last.</ChartEmpty>
            ) : undefined
          }
        >
          <CategoryBarChart
            rows={bureauRows}
            categoryKey="bureau"
            series={[
              { dataKey: 'last_month', name: 'Last month', color: '#94a3b8' },
              { dataKey: 'this_month', name: 'This month', color: CHART_COLORS.indigo },
            ]}
          />
        </ChartFrame>

        <ChartFrame
          title="Tickets and SLA"
          description={mine ? 'Tickets assigned to you' : 'Open now, and what the range brought'}
          caption={`${tickets.open} open now, ${tickets.breached} past SLA; ${tickets.opened} opened and ${tickets.resolved} resolved in the range; median first response ${firstResponse}.`}
          rows={ticketRows}
          rowKey={(r) => r.label}
          columns={[
            { header: 'Tickets', cell: (r) => r.label },
            { header: 'Count', cell: (r) => r.count },
          ]}
          empty={
            ticketRows.every((r) => r.count === 0) ? <ChartEmpty>No ticket to count.</ChartEmpty> : undefined
          }
        >
          <CategoryBarChart
            rows={ticketRows}
            categoryKey="short"
            series={COUNT('Tickets', CHART_COLORS.cyan)}
          />
        </ChartFrame>
      </div>

      {leads ? (
        <ChartFrame
          title="Leads by stage"
          description={mine ? 'The leads you own, stage by stage' : 'The pipeline, stage by stage'}
          caption={`${plural(leads.total, 'lead')}; conversion ${
            leads.conversion_rate === null ? 'not known yet (no lead closed)' : percent(leads.conversion_rate)
          } (${leads.won} won, ${leads.lost} lost).`}
          rows={leads.stages}
          rowKey={(s) => s.stage_id}
          columns={[
            { header: 'Stage', cell: (s) => s.name },
            { header: 'Leads', cell: (s) => s.leads },
          ]}
          empty={leads.total === 0 ? <ChartEmpty>No leads yet.</ChartEmpty> : undefined}
        >
          <CategoryBarChart
            rows={leads.stages}
            categoryKey="name"
            series={[{ dataKey: 'leads', name: 'Leads', color: CHART_COLORS.green }]}
            horizontal
          />
        </ChartFrame>
      ) : null}
    </div>
  );
}
