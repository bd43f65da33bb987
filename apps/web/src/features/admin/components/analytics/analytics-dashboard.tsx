import type { AnalyticsResponse, FunnelStep } from '@fundpath/contracts/analytics';
import { FileCheck2, LifeBuoy, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { ChartEmpty, ChartFrame } from '@/components/ui/chart-frame';
import { type RangeChoice, RangePicker, rangeOfChoice } from '@/components/ui/range-picker';
import { StatCard } from '@/components/ui/stat-card';
import { StatGrid, StatGridSkeleton } from '@/components/ui/stat-grid';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { plural } from '@/lib/format';
import { useAnalytics } from '../../api/analytics';
import { ActiveClientsChart, ApprovalsChart, FunnelChart, SignupsChart, TicketsChart } from './charts';

export { presetRange } from '@/components/ui/range-picker';

/** `/admin/analytics`: sign-ups, active clients, the step funnel, approvals per bureau and tickets over a range. */
export function AnalyticsDashboard() {
  const [choice, setChoice] = useState<RangeChoice>({ period: '30', custom: null });
  const range = rangeOfChoice(choice);
  const q = useAnalytics(range);

  const refused = q.isError ? refusalMessage(q.error) : null;
  return (
    <div className="min-w-0 space-y-6" aria-busy={q.isFetching || undefined}>
      <RangePicker value={choice} onChange={setChoice} shown={q.data?.range} />

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
