import type { CommissionEntry } from '@fundpath/contracts/affiliates';
import { formatCents } from '@fundpath/contracts/ecommerce-core';
import type { AffiliateStats } from '@fundpath/contracts/travel';
import {
  BadgeDollarSign,
  CircleCheck,
  Clock,
  MousePointerClick,
  Percent,
  ShoppingCart,
  Undo2,
} from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ChartEmpty, ChartFrame } from '@/components/ui/chart-frame';
import { CopyField } from '@/components/ui/copy-field';
import { LoadError } from '@/components/ui/load-error';
import { StatCard } from '@/components/ui/stat-card';
import { StatGrid, StatGridSkeleton } from '@/components/ui/stat-grid';
import { TotalsTable } from '@/components/ui/totals-table';
import { cn } from '@/lib/cn';
import { formatDate, plural } from '@/lib/format';
import { href } from '@/lib/href';
import { sumRows } from '@/lib/sum-rows';
import {
  STATS_PERIODS,
  type StatsDays,
  useAffiliateStats,
  useLatestCommissions,
  useMyAffiliate,
} from '../api/dashboard';
import { ClicksSalesChart, CommissionChart } from './stats-charts';

const money = (cents: number) => formatCents(cents, 'USD');

const PERIOD_LABELS: Record<StatsDays, string> = { 30: '30 days', 90: '90 days', 365: '12 months' };

const SOURCE_LABELS: Record<string, string> = {
  store_order: 'Store orders',
  travel_booking: 'Travel bookings',
  marketplace_booking: 'Marketplace bookings',
  referral: 'Referrals',
};

const STATUS: Record<CommissionEntry['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  approved: { label: 'Approved', tone: 'info' },
  paid: { label: 'Paid', tone: 'success' },
  reversed: { label: 'Reversed', tone: 'neutral' },
};

/** `conversion_bps` as a percentage with at most one decimal: 250 → "2.5%". */
export const formatConversion = (bps: number) =>
  `${(bps / 100).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;

/**
 * `/commission-dashboard` (clients and travel affiliates, issue 5/8): clicks, sales and
 * commission over 30 days, 90 days or a year; the same per day in charts (each with its data as
 * a table for assistive technology); sales by source; the earner's links; the latest commissions.
 * Without `travelLinks` (the marketplace's pages show their own links) the travel-site links and
 * set-up prompt are left out.
 */
export function CommissionDashboard({ travelLinks = true }: { travelLinks?: boolean } = {}) {
  const [days, setDays] = useState<StatsDays>(30);
  const stats = useAffiliateStats(days);
  const data = stats.data;
  return (
    <div className="min-w-0 space-y-6" aria-busy={stats.isFetching || undefined}>
      <PeriodSwitch value={days} onChange={setDays} />
      {stats.isError ? (
        <LoadError
          title="Your dashboard could not be loaded"
          error={stats.error}
          onRetry={() => stats.refetch()}
        />
      ) : null}
      {data ? (
        <Report data={data} travelLinks={travelLinks} />
      ) : stats.isPending ? (
        <StatGridSkeleton labels={['Clicks', 'Sales', 'Conversion', 'Earned']} />
      ) : null}
      <div className="grid gap-6 xl:grid-cols-2 [&>*]:min-w-0">
        {travelLinks ? <Links /> : null}
        <LatestCommissions />
      </div>
    </div>
  );
}

function PeriodSwitch({ value, onChange }: { value: StatsDays; onChange: (days: StatsDays) => void }) {
  const name = useId();
  return (
    <fieldset className="flex flex-wrap items-center gap-3">
      <legend className="sr-only">Period</legend>
      <span aria-hidden="true" className="text-sm font-medium text-slate-700">
        Last
      </span>
      <div className="inline-flex rounded-lg bg-slate-100 p-1 ring-1 ring-slate-200 ring-inset">
        {STATS_PERIODS.map((d) => (
          <label
            key={d}
            className={cn(
              'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 transition select-none',
              'has-[:checked]:bg-white has-[:checked]:text-slate-900 has-[:checked]:shadow-sm',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand',
            )}
          >
            <input
              type="radio"
              name={name}
              value={d}
              checked={value === d}
              onChange={() => onChange(d)}
              className="sr-only"
            />
            {PERIOD_LABELS[d]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Report({ data, travelLinks }: { data: AffiliateStats; travelLinks: boolean }) {
  const { totals, series } = data;
  const perDay = sumRows(series, ['clicks', 'sales', 'commission_cents']);
  const period = PERIOD_LABELS[data.days as StatsDays] ?? `${data.days} days`;
  const first = series[0]?.date;
  const last = series.at(-1)?.date;
  return (
    <div className="space-y-6">
      {data.code === null && travelLinks ? (
        <Callout tone="info" title="You don’t have a link yet">
          <p>Set up your travel site to get your affiliate code and links: visits through them count here.</p>
          <ButtonLink to={href('/my-travel-site')} size="sm" variant="secondary" className="mt-2">
            Set up your travel site
          </ButtonLink>
        </Callout>
      ) : null}

      <section aria-labelledby="kpi-heading" className="space-y-3">
        <h2 id="kpi-heading" className="text-base font-semibold text-slate-900">
          Last {period}
          {first && last ? (
            <span className="ml-2 text-sm font-normal text-slate-500">
              {first} – {last} (UTC)
            </span>
          ) : null}
        </h2>
        <StatGrid columns={3}>
          <StatCard label="Clicks" value={totals.clicks.toLocaleString('en-US')} icon={MousePointerClick} />
          <StatCard label="Sales" value={totals.sales.toLocaleString('en-US')} icon={ShoppingCart} />
          <StatCard
            label="Conversion"
            value={formatConversion(totals.conversion_bps)}
            icon={Percent}
            hint="Sales per click"
            className="col-span-2 lg:col-span-1"
          />
        </StatGrid>
        <StatGrid columns={4}>
          <StatCard
            label="Pending"
            value={money(totals.pending_cents)}
            icon={Clock}
            hint="Until the sale completes"
          />
          <StatCard
            label="Approved"
            value={money(totals.approved_cents)}
            icon={CircleCheck}
            tone="good"
            hint="In your next payout"
          />
          <StatCard
            label="Paid"
            value={money(totals.paid_cents)}
            icon={BadgeDollarSign}
            tone="good"
            hint="Paid out to you"
          />
          <StatCard
            label="Reversed"
            value={money(totals.reversed_cents)}
            icon={Undo2}
            tone={totals.reversed_cents > 0 ? 'warn' : 'neutral'}
            hint="Refunded or cancelled sales"
          />
        </StatGrid>
      </section>

      <div className="grid gap-6 xl:grid-cols-2 [&>*]:min-w-0">
        <ChartFrame
          title="Clicks and sales"
          description="Visits through your links and the sales they brought, per day"
          caption={
            perDay.clicks + perDay.sales === 0
              ? `No clicks or sales in the last ${period}.`
              : `${plural(perDay.clicks, 'click')} and ${plural(perDay.sales, 'sale')} in the last ${period}.`
          }
          rows={series}
          rowKey={(r) => r.date}
          columns={[
            { header: 'Day', cell: (r) => r.date },
            { header: 'Clicks', cell: (r) => r.clicks },
            { header: 'Sales', cell: (r) => r.sales },
          ]}
          empty={
            perDay.clicks + perDay.sales === 0 ? (
              <ChartEmpty>Nothing yet in this period: share your links to see visits here.</ChartEmpty>
            ) : undefined
          }
        >
          <ClicksSalesChart rows={series} />
        </ChartFrame>
        <ChartFrame
          title="Commission per day"
          description="What the sales of each day earned you"
          caption={
            perDay.commission_cents === 0
              ? `No commission in the last ${period}.`
              : `${money(perDay.commission_cents)} commission in the last ${period}.`
          }
          rows={series}
          rowKey={(r) => r.date}
          columns={[
            { header: 'Day', cell: (r) => r.date },
            { header: 'Commission', cell: (r) => money(r.commission_cents) },
          ]}
          empty={
            perDay.commission_cents === 0 ? (
              <ChartEmpty>No commission in this period yet.</ChartEmpty>
            ) : undefined
          }
        >
          <CommissionChart rows={series} />
        </ChartFrame>
      </div>

      <BySource rows={data.by_source} period={period} />
    </div>
  );
}

function BySource({ rows, period }: { rows: AffiliateStats['by_source']; period: string }) {
  const sums = sumRows(rows, ['sales', 'amount_cents']);
  return (
    <Card>
      <CardHeader title="By source" description={`Where your sales of the last ${period} came from`} />
      {rows.length === 0 ? (
        <CardBody>
          <p className="text-sm text-slate-600">No sales in this period.</p>
        </CardBody>
      ) : (
        <TotalsTable
          caption="Sales and commission by source"
          rows={rows}
          rowKey={(r) => r.source}
          columns={[
            { header: 'Source', align: 'left', cell: (r) => SOURCE_LABELS[r.source] ?? r.source },
            { header: 'Sales', cell: (r) => r.sales, total: sums.sales },
            { header: 'Commission', cell: (r) => money(r.amount_cents), total: money(sums.amount_cents) },
          ]}
        />
      )}
    </Card>
  );
}

function Links() {
  const me = useMyAffiliate();
  const origin = window.location.origin;
  return (
    <Card>
      <CardHeader title="Your links" description="Bookings and purchases within 30 days of a visit count." />
      <CardBody className="space-y-4">
        {me.isError ? (
          <LoadError title="Your links could not be loaded" error={me.error} onRetry={() => me.refetch()} />
        ) : me.isPending ? (
          <p className="text-sm text-slate-600">Loading your links…</p>
        ) : me.data ? (
          <>
            <CopyField
              label="Travel site link"
              value={`${origin}${me.data.links.travel}`}
              hint="Your travel storefront."
            />
            <CopyField
              label="Referral link"
              value={`${origin}${me.data.links.referral}`}
              hint="Credits you for anything bought after the visit."
            />
            <Link
              to={href('/my-travel-site')}
              className="inline-block text-sm font-medium text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand"
            >
              Edit your travel site
            </Link>
          </>
        ) : (
          <p className="text-sm text-slate-600">
            No links yet.{' '}
            <Link to={href('/my-travel-site')} className="font-medium text-brand hover:underline">
              Set up your travel site
            </Link>{' '}
            to get them.
          </p>
        )}
      </CardBody>
    </Card>
  );
}

function LatestCommissions() {
  const q = useLatestCommissions();
  const entries = q.data?.entries ?? [];
  return (
    <Card>
      <CardHeader
        title="Latest commissions"
        action={
          <Link
            to={href('/commissions')}
            className="text-sm font-medium text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand"
          >
            All commissions
          </Link>
        }
      />
      <CardBody>
        {q.isError ? (
          <LoadError
            title="Your commissions could not be loaded"
            error={q.error}
            onRetry={() => q.refetch()}
          />
        ) : q.isPending ? (
          <p className="text-sm text-slate-600">Loading…</p>
        ) : entries.length === 0 ? (
          <p className="text-sm text-slate-600">No commissions yet. Sales through your links show up here.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {entries.map((e) => (
              <li key={e.id} className="flex items-start justify-between gap-3 py-3 text-sm">
                <div className="min-w-0">
                  <p className="truncate font-medium text-slate-900">{e.source_label}</p>
                  <p className="text-xs text-slate-600">{formatDate(e.created_at)}</p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <span
                    className={cn(
                      'font-medium tabular-nums',
                      e.status === 'reversed'
                        ? 'text-slate-500 line-through'
                        : e.amount_cents < 0
                          ? 'text-red-700'
                          : 'text-slate-900',
                    )}
                  >
                    {money(e.amount_cents)}
                  </span>
                  <Badge tone={STATUS[e.status].tone}>{STATUS[e.status].label}</Badge>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
