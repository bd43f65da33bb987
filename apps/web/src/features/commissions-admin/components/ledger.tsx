import type { CommissionEntry } from '@fundpath/contracts/affiliates';
import { BadgeDollarSign, CircleCheck, Clock, Undo2, Wallet } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { NativeSelect } from '@/components/ui/native-select';
import { PagedTable } from '@/components/ui/paged-table';
import { StatCard } from '@/components/ui/stat-card';
import { StatGrid, StatGridSkeleton } from '@/components/ui/stat-grid';
import { formatDate, plural } from '@/lib/format';
import {
  type AdminCommissionFilters,
  type AdminCommissions,
  useAdminCommissions,
} from '../api/admin-commissions';
import { money, SOURCE_LABELS, STATUS, termsText } from './labels';

const PER_PAGE = 25;

/**
 * The whole ledger: totals by status over every entry the filters match (summed by the server
 * over all pages, so they equal the sum of the entries), then the entries, newest first.
 */
export function Ledger() {
  const [filters, setFilters] = useState<AdminCommissionFilters>({ page: 1, per_page: PER_PAGE });
  const query = useAdminCommissions(filters);
  const data = query.data;
  const set = (patch: Partial<AdminCommissionFilters>) => setFilters((f) => ({ ...f, ...patch, page: 1 }));

  // The beneficiary filter offers everyone seen in the ledger so far (there is no list endpoint).
  const [beneficiaries, setBeneficiaries] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    if (!data) return;
    setBeneficiaries((known) => {
      const fresh = data.entries.filter((e) => !known.has(e.beneficiary.id));
      if (fresh.length === 0) return known;
      const next = new Map(known);
      for (const e of fresh) next.set(e.beneficiary.id, e.beneficiary.display_name);
      return next;
    });
  }, [data]);

  if (query.isError && !data)
    return (
      <LoadError title="The ledger could not be loaded" error={query.error} onRetry={() => query.refetch()} />
    );

  return (
    <section aria-labelledby="ledger-heading" className="space-y-4">
      <h2 id="ledger-heading" className="text-lg font-semibold text-slate-900">
        Ledger
      </h2>
      {data ? (
        <Summary summary={data.summary} />
      ) : (
        <StatGridSkeleton labels={['Pending', 'Approved', 'Paid', 'Reversed', 'Earned']} />
      )}
      <Card>
        <CardHeader
          title="Entries"
          titleAs="h3"
          description={
            data ? `${plural(data.total, 'entry', 'entries')} match, newest first.` : 'Newest first.'
          }
        />
        <PagedTable<CommissionEntry>
          caption="Commission ledger"
          rows={data?.entries ?? []}
          getRowId={(e) => e.id}
          loading={query.isPending}
          error={query.isError ? 'The ledger could not be refreshed.' : undefined}
          onRetry={() => void query.refetch()}
          page={filters.page}
          pageSize={PER_PAGE}
          total={data?.total ?? 0}
          onPageChange={(page) => setFilters((f) => ({ ...f, page }))}
          paginationLabel="Ledger pages"
          empty="No commissions match these filters."
          filters={
            <>
              <NativeSelect
                label="Source"
                labelSize="sm"
                className="w-full sm:w-48"
                value={filters.source ?? ''}
                onChange={(v) => set({ source: (v || undefined) as AdminCommissionFilters['source'] })}
                placeholder="All sources"
                highlighted={Boolean(filters.source)}
                options={Object.entries(SOURCE_LABELS).map(([value, label]) => ({ value, label }))}
              />
              <NativeSelect
                label="Status"
                labelSize="sm"
                className="w-full sm:w-40"
                value={filters.status ?? ''}
                onChange={(v) => set({ status: (v || undefined) as AdminCommissionFilters['status'] })}
                placeholder="All statuses"
                highlighted={Boolean(filters.status)}
                options={Object.entries(STATUS).map(([value, s]) => ({ value, label: s.label }))}
              />
              <NativeSelect
                label="Beneficiary"
                labelSize="sm"
                className="w-full sm:w-56"
                value={filters.beneficiary_id ?? ''}
                onChange={(v) => set({ beneficiary_id: v || undefined })}
                placeholder="Everyone"
                highlighted={Boolean(filters.beneficiary_id)}
                options={[...beneficiaries]
                  .map(([value, label]) => ({ value, label }))
                  .sort((a, b) => a.label.localeCompare(b.label))}
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
              id: 'beneficiary',
              header: 'Beneficiary',
              cell: (e) => (
                <div className="max-w-[10rem] min-w-0 whitespace-normal sm:max-w-none">
                  <p className="font-medium text-slate-900">{e.beneficiary.display_name}</p>
                  <p className="text-xs text-slate-600 sm:hidden">{e.source_label}</p>
                </div>
              ),
            },
            {
              id: 'sale',
              header: 'Sale',
              hideOnMobile: true,
              cell: (e) => (
                <div className="min-w-0 whitespace-normal">
                  <p className="text-slate-900">{e.source_label}</p>
                  <p className="text-xs text-slate-600">
                    {SOURCE_LABELS[e.source]} · {termsText(e)}
                    {e.note ? ` · ${e.note}` : ''}
                  </p>
                </div>
              ),
            },
            {
              id: 'status',
              header: 'Status',
              cell: (e) => (
                <div>
                  <p className="mb-1 sm:hidden">
                    <Amount entry={e} />
                  </p>
                  <Badge tone={STATUS[e.status].tone}>{STATUS[e.status].label}</Badge>
                  {e.payout_id ? <p className="mt-1 text-xs text-slate-600">In a payout</p> : null}
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
    </section>
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

function Summary({ summary }: { summary: AdminCommissions['summary'] }) {
  return (
    <StatGrid columns={5}>
      <StatCard
        label="Pending"
        value={money(summary.pending_cents)}
        icon={Clock}
        hint="Sales not completed"
      />
      <StatCard
        label="Approved"
        value={money(summary.approved_cents)}
        icon={CircleCheck}
        tone="good"
        hint="Due in the next payout"
      />
      <StatCard
        label="Paid"
        value={money(summary.paid_cents)}
        icon={BadgeDollarSign}
        tone="good"
        hint="Paid out"
      />
      <StatCard
        label="Reversed"
        value={money(summary.reversed_cents)}
        icon={Undo2}
        hint="Not counted in earned"
      />
      <StatCard
        label="Earned"
        value={money(summary.earned_cents)}
        icon={Wallet}
        hint={`${plural(summary.entries, 'entry', 'entries')}; pending + approved + paid`}
        className="col-span-2 lg:col-span-1"
      />
    </StatGrid>
  );
}
