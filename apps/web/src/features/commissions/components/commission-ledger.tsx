import { type CommissionEntry, termsLabel } from '@fundpath/contracts/affiliates';
import { formatCents } from '@fundpath/contracts/ecommerce-core';
import { BadgeDollarSign, CircleCheck, Clock, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { NativeSelect } from '@/components/ui/native-select';
import { PagedTable } from '@/components/ui/paged-table';
import { StatCard } from '@/components/ui/stat-card';
import { StatGrid, StatGridSkeleton } from '@/components/ui/stat-grid';
import { formatDate } from '@/lib/format';
import { type CommissionFilters, type MyCommissions, useMyCommissions } from '../api/commissions';

const PER_PAGE = 20;

export const SOURCE_LABELS: Record<CommissionEntry['source'], string> = {
  store_order: 'Store order',
  travel_booking: 'Travel booking',
  marketplace_booking: 'Marketplace booking',
  referral: 'Referral',
};

const STATUS: Record<CommissionEntry['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  approved: { label: 'Approved', tone: 'info' },
  paid: { label: 'Paid', tone: 'success' },
  reversed: { label: 'Reversed', tone: 'neutral' },
};

const money = (cents: number) => formatCents(cents, 'USD');

/** How the amount was reached: the frozen terms, or the price less the platform fee. */
export function termsText(e: CommissionEntry): string {
  if (e.kind === 'adjustment') return 'Adjustment';
  if (e.platform_fee_cents > 0)
    return `${money(e.gross_cents)} less ${money(e.platform_fee_cents)} platform fee`;
  return termsLabel(e.terms, e.base_cents);
}

/**
 * `/commissions`: every commission the signed-in person earned, from any source (issue 5/8): the
 * totals by status (sums of the same entries, over every page), the entries with filters, and
 * the payouts they were part of.
 */
export function CommissionLedger({
  empty = 'No commissions yet. Share your links: sales through them show up here.',
  description = 'Every sale you earned on, newest first.',
}: {
  /** What the table says before the first entry. */
  empty?: string;
  description?: string;
} = {}) {
  const [filters, setFilters] = useState<CommissionFilters>({ page: 1, per_page: PER_PAGE });
  const query = useMyCommissions(filters);
  const set = (patch: Partial<CommissionFilters>) => setFilters((f) => ({ ...f, ...patch, page: 1 }));
  const data = query.data;

  if (query.isError && !data)
    return (
      <LoadError
        title="Your commissions could not be loaded"
        error={query.error}
        onRetry={() => query.refetch()}
      />
    );

  return (
    <div className="space-y-6">
      {data ? (
        <Totals summary={data.summary} />
      ) : (
        <StatGridSkeleton labels={['Pending', 'Approved', 'Paid', 'Earned']} />
      )}
      <Card>
        <CardHeader title="Commissions" description={description} />
        <PagedTable<CommissionEntry>
          caption="Commissions"
          rows={data?.entries ?? []}
          getRowId={(e) => e.id}
          loading={query.isPending}
          page={filters.page}
          pageSize={PER_PAGE}
          total={data?.total ?? 0}
          onPageChange={(page) => setFilters((f) => ({ ...f, page }))}
          paginationLabel="Commission pages"
          empty={empty}
          filters={
            <>
              <NativeSelect
                label="Source"
                labelSize="sm"
                value={filters.source ?? ''}
                onChange={(v) => set({ source: (v || undefined) as CommissionFilters['source'] })}
                placeholder="All sources"
                options={Object.entries(SOURCE_LABELS).map(([value, label]) => ({ value, label }))}
              />
              <NativeSelect
                label="Status"
                labelSize="sm"
                value={filters.status ?? ''}
                onChange={(v) => set({ status: (v || undefined) as CommissionFilters['status'] })}
                placeholder="All statuses"
                options={Object.entries(STATUS).map(([value, s]) => ({ value, label: s.label }))}
              />
            </>
          }
          columns={[
            {
              id: 'created_at',
              header: 'Date',
              hideOnMobile: true,
              cell: (e) => <span className="whitespace-nowrap">{formatDate(e.created_at)}</span>,
            },
            {
              id: 'sale',
              header: 'Sale',
              cell: (e) => (
                <div className="max-w-[11rem] min-w-0 whitespace-normal sm:max-w-none">
                  <p className="font-medium text-slate-900">{e.source_label}</p>
                  <p className="text-xs text-slate-600">
                    <span className="sm:hidden">{formatDate(e.created_at)} · </span>
                    {SOURCE_LABELS[e.source]}
                    {e.note ? ` · ${e.note}` : ''}
                  </p>
                </div>
              ),
            },
            { id: 'terms', header: 'Terms', hideOnMobile: true, cell: (e) => termsText(e) },
            {
              id: 'status',
              header: 'Status',
              cell: (e) => (
                <div>
                  {/* Phones: the amount leads the status (the amount column is hidden there). */}
                  <p className="mb-1 sm:hidden">
                    <Amount entry={e} />
                  </p>
                  <Badge tone={STATUS[e.status].tone}>{STATUS[e.status].label}</Badge>
                  {e.status === 'pending' && e.approvable_at ? (
                    <p className="mt-1 text-xs text-slate-600">From {formatDate(e.approvable_at)}</p>
                  ) : null}
                </div>
              ),
            },
            {
              id: 'amount',
              header: 'Amount',
              align: 'right',
              hideOnMobile: true,
              cell: (e) => <Amount entry={e} />,
            },
          ]}
        />
      </Card>
      {data ? <Payouts payouts={data.payouts} /> : null}
    </div>
  );
}

function Amount({ entry: e }: { entry: CommissionEntry }) {
  return (
    <span
      className={
        e.status === 'reversed'
          ? 'text-slate-500 line-through'
          : e.amount_cents < 0
            ? 'font-medium text-red-700'
            : 'font-medium text-slate-900'
      }
    >
      {money(e.amount_cents)}
    </span>
  );
}

function Totals({ summary }: { summary: MyCommissions['summary'] }) {
  return (
    <StatGrid columns={4}>
      <StatCard
        label="Pending"
        value={money(summary.pending_cents)}
        icon={Clock}
        hint="Waiting for the sale to complete"
      />
      <StatCard
        label="Approved"
        value={money(summary.approved_cents)}
        icon={CircleCheck}
        tone="good"
        hint="In your next payout"
      />
      <StatCard
        label="Paid"
        value={money(summary.paid_cents)}
        icon={BadgeDollarSign}
        tone="good"
        hint="Paid out so far"
      />
      <StatCard
        label="Earned"
        value={money(summary.earned_cents)}
        icon={Undo2}
        hint={
          summary.reversed_cents
            ? `${money(summary.reversed_cents)} reversed, not counted`
            : 'Pending + approved + paid'
        }
      />
    </StatGrid>
  );
}

function Payouts({ payouts }: { payouts: MyCommissions['payouts'] }) {
  return (
    <Card>
      <CardHeader title="Payouts" description="Batches your approved commissions were paid in." />
      <CardBody>
        {payouts.length === 0 ? (
          <p className="text-sm text-slate-600">No payouts yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {payouts.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
                <div>
                  <p className="font-medium text-slate-900">
                    {p.status === 'paid' && p.paid_at
                      ? `Paid ${formatDate(p.paid_at)}`
                      : `Prepared ${formatDate(p.created_at)}`}
                  </p>
                  <p className="text-xs text-slate-600">
                    {p.reference ? `Reference ${p.reference}` : 'Payment in progress'}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <Badge tone={p.status === 'paid' ? 'success' : 'info'}>
                    {p.status === 'paid' ? 'Paid' : 'Open'}
                  </Badge>
                  <span className="font-medium text-slate-900">{money(p.my_total_cents)}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
