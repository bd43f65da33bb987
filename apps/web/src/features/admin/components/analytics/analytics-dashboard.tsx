import {
  ANALYTICS_PRESETS,
  type AnalyticsResponse,
  analyticsQuerySchema,
  type FunnelStep,
} from '@fundpath/contracts/analytics';
import { FileCheck2, LifeBuoy, UserPlus, Users } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { ChartEmpty, ChartFrame } from '@/components/ui/chart-frame';
import { Field } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { StatCard } from '@/components/ui/stat-card';
import { StatGrid, StatGridSkeleton } from '@/components/ui/stat-grid';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { plural } from '@/lib/format';
import { type AnalyticsRange, useAnalytics } from '../../api/analytics';
import { ActiveClientsChart, ApprovalsChart, FunnelChart, SignupsChart, TicketsChart } from './charts';

const DAY_MS = 86_400_000;
/** Today as the server counts days (UTC), so a preset never ends in the server's future. */
const utcToday = () => new Date().toISOString().slice(0, 10);

/** The last `days` days, today included. */
export function presetRange(days: number, today = utcToday()): AnalyticsRange {
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to: today };
}

const PERIOD_OPTIONS = [
  ...ANALYTICS_PRESETS.map((d) => ({ value: String(d), label: `Last ${d} days` })),
  { value: 'custom', label: 'Custom range' },
];

const fmt = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const formatDay = (d: string) => fmt.format(new Date(`${d}T00:00:00Z`));

/** `/admin/analytics`: sign-ups, active clients, the step funnel, approvals per bureau and tickets over a range. */
export function AnalyticsDashboard() {
  const [period, setPeriod] = useState('30');
  const [draft, setDraft] = useState<AnalyticsRange>(() => presetRange(30));
  const [custom, setCustom] = useState<AnalyticsRange | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<'from' | 'to', string>>>({});

  const range = period === 'custom' ? (custom ?? presetRange(30)) : presetRange(Number(period));
  const q = useAnalytics(range);

  const applyCustom = (e: FormEvent) => {
    e.preventDefault();
    const parsed = analyticsQuerySchema.safeParse(draft);
    if (!parsed.success) {
      const errs: Partial<Record<'from' | 'to', string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'from' ? 'from' : 'to';
        errs[key] ??= issue.message;
      }
      setFieldErrors(errs);
      return;
    }
    setFieldErrors({});
    setCustom({ ...draft });
  };

  const refused = q.isError ? refusalMessage(q.error) : null;
  return (
    <div className="min-w-0 space-y-6" aria-busy={q.isFetching || undefined}>
      <section aria-label="Range" className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
          <NativeSelect
            label="Period"
            className="sm:w-48"
            value={period}
            onChange={(v) => {
              setPeriod(v);
              if (v === 'custom' && !custom) setDraft(presetRange(30));
            }}
            options={PERIOD_OPTIONS}
          />
          {period === 'custom' ? (
            <form className="flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={applyCustom} noValidate>
              <Field
                label="From"
                type="date"
                value={draft.from}
                max={draft.to || undefined}
                onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
                error={fieldErrors.from}
                required
              />
              <Field
                label="To"
                type="date"
                value={draft.to}
                min={draft.from || undefined}
                onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
                error={fieldErrors.to}
                required
              />
              <Button type="submit" variant="secondary">
                Apply
              </Button>
            </form>
          ) : null}
        </div>
        <p className="mt-3 text-sm text-slate-600" aria-live="polite">
          {q.data
            ? `${formatDay(q.data.range.from)} – ${formatDay(q.data.range.to)} · ${plural(q.data.range.days, 'day')} (UTC)`
            : `${formatDay(range.from)} – ${formatDay(range.to)} (UTC)`}
        </p>
      </section>

      {q.isError ? (
        <Callout tone="error" title="Analytics could not be loaded">
          <p>{refused ?? errorMessage(q.error)}</p>
          {refused ? null : (
            <Button className="mt-2" size="sm" variant="secondary" onClick={() => void q.refetch()}>
              Try again
            </Button>
          )}
        </Callout>
      ) : null}

      {q.data ? (
        <Report data={q.data} />
      ) : q.isPending ? (
        <StatGridSkeleton labels={['Sign-ups', 'Active clients', 'Credit evaluations', 'Tickets opened']} />
      ) : null}
    </div>
  );
}

function Report({ data }: { data: AnalyticsResponse }) {
  const { signups, active_clients: active, funnel, approvals, tickets } = data;
  const dayCol = { header: 'Day', cell: (r: { date: string }) => r.date };
  const biggestDrop = funnel.steps.reduce<FunnelStep | null>(
    (best, s) => (s.reached - s.completed > (best ? best.reached - best.completed : 0) ? s : best),
    null,
  );
  const busiest = active.rows.reduce((best, r) => (r.active > best.active ? r : best), active.rows[0]!);

  return (
    <div className="space-y-6">
      <StatGrid columns={4}>
        <StatCard
          label="Sign-ups"
          value={signups.totals.total.toLocaleString('en-US')}
          icon={UserPlus}
          hint={`${signups.totals.clients} clients · ${signups.totals.staff} staff · ${signups.totals.other} marketplace`}
        />
        <StatCard
          label="Active clients"
          value={active.total.toLocaleString('en-US')}
          icon={Users}
          hint={`Busiest day: ${active.peak}`}
        />
        <StatCard
          label="Credit evaluations"
          value={approvals.totals.evaluations.toLocaleString('en-US')}
          icon={FileCheck2}
          hint={`Approved: TU ${approvals.totals.TransUnion} · EX ${approvals.totals.Experian} · EQ ${approvals.totals.Equifax}`}
        />
        <StatCard
          label="Tickets opened"
          value={tickets.totals.opened.toLocaleString('en-US')}
          icon={LifeBuoy}
          tone={tickets.totals.sla_breached > 0 ? 'warn' : 'neutral'}
          hint={`${tickets.totals.resolved} resolved · ${plural(tickets.totals.sla_breached, 'SLA breach', 'SLA breaches')}`}
        />
      </StatGrid>

      <div className="grid gap-4 xl:grid-cols-2">
        <ChartFrame
          title="Sign-ups per day"
          description="Accounts created, by role group"
          caption={`${plural(signups.totals.total, 'account')} created: ${signups.totals.clients} clients, ${signups.totals.staff} staff, ${signups.totals.other} marketplace.`}
          rows={signups.rows}
          rowKey={(r) => r.date}
          columns={[
            dayCol,
            { header: 'Clients', cell: (r) => r.clients },
            { header: 'Staff', cell: (r) => r.staff },
            { header: 'Marketplace', cell: (r) => r.other },
          ]}
          empty={
            signups.totals.total === 0 ? (
              <ChartEmpty>No accounts were created in this range.</ChartEmpty>
            ) : undefined
          }
        >
          <SignupsChart rows={signups.rows} />
        </ChartFrame>

        <ChartFrame
          title="Active clients"
          description="Signed in or moved on their journey"
          caption={
            active.total === 0
              ? 'No client was active in this range.'
              : `${plural(active.total, 'client')} active in the range; busiest day ${busiest.date} with ${active.peak}.`
          }
          rows={active.rows}
          rowKey={(r) => r.date}
          columns={[
            dayCol,
            { header: 'Active clients', cell: (r) => r.active },
            { header: 'First active day', cell: (r) => r.first_active },
          ]}
          empty={
            active.total === 0 ? <ChartEmpty>No client was active in this range.</ChartEmpty> : undefined
          }
        >
          <ActiveClientsChart rows={active.rows} />
        </ChartFrame>
      </div>

      <ChartFrame
        title="Step funnel"
        description="Clients who started their journey in this range: how far they got"
        caption={
          funnel.cohort === 0
            ? 'No client started the journey in this range.'
            : `${plural(funnel.cohort, 'client')} started the journey; step 1 reached by ${funnel.steps[0]?.reached ?? 0}, completed by ${funnel.steps[0]?.completed ?? 0}.${
                biggestDrop
                  ? ` Most stopped at step ${biggestDrop.step_number} (${biggestDrop.reached - biggestDrop.completed} not completed).`
                  : ''
              }`
        }
        rows={funnel.steps}
        rowKey={(s) => String(s.step_number)}
        columns={[
          { header: 'Step', cell: (s) => (s.title ? `${s.step_number}. ${s.title}` : s.step_number) },
          { header: 'Reached', cell: (s) => s.reached },
          { header: 'Completed', cell: (s) => s.completed },
          { header: 'Not completed', cell: (s) => s.reached - s.completed },
        ]}
        empty={
          funnel.cohort === 0 ? (
            <ChartEmpty>No client started the journey in this range.</ChartEmpty>
          ) : undefined
        }
      >
        <FunnelChart steps={funnel.steps} />
      </ChartFrame>

      <div className="grid gap-4 xl:grid-cols-2">
        <ChartFrame
          title="Approvals per bureau"
          description="Saved credit evaluations and each bureau's approvals"
          caption={`${plural(approvals.totals.evaluations, 'evaluation')}; approved by TransUnion ${approvals.totals.TransUnion}, Experian ${approvals.totals.Experian}, Equifax ${approvals.totals.Equifax}.`}
          rows={approvals.rows}
          rowKey={(r) => r.date}
          columns={[
            dayCol,
            { header: 'Evaluations', cell: (r) => r.evaluations },
            { header: 'TransUnion', cell: (r) => r.TransUnion },
            { header: 'Experian', cell: (r) => r.Experian },
            { header: 'Equifax', cell: (r) => r.Equifax },
          ]}
          empty={
            approvals.totals.evaluations === 0 ? (
              <ChartEmpty>No credit report was saved in this range.</ChartEmpty>
            ) : undefined
          }
        >
          <ApprovalsChart rows={approvals.rows} />
        </ChartFrame>

        <ChartFrame
          title="Support tickets"
          description="Opened and resolved per day; SLA breaches on the day they came due"
          caption={`${tickets.totals.opened} opened, ${tickets.totals.resolved} resolved, ${plural(tickets.totals.sla_breached, 'SLA breach', 'SLA breaches')}.`}
          rows={tickets.rows}
          rowKey={(r) => r.date}
          columns={[
            dayCol,
            { header: 'Opened', cell: (r) => r.opened },
            { header: 'Resolved', cell: (r) => r.resolved },
            { header: 'SLA breaches', cell: (r) => r.sla_breached },
          ]}
          empty={
            tickets.totals.opened + tickets.totals.resolved + tickets.totals.sla_breached === 0 ? (
              <ChartEmpty>No ticket activity in this range.</ChartEmpty>
            ) : undefined
          }
        >
          <TicketsChart rows={tickets.rows} />
        </ChartFrame>
      </div>
    </div>
  );
}
