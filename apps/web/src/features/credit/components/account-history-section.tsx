import type { CreditReport, EvaluationResult } from '@fundpath/credit-engine';
import { Landmark } from 'lucide-react';
import { useMemo, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { cn } from '@/lib/cn';
import { groupAccounts } from '../utils/report-view';
import { AccountCard } from './account-card';
import { PaymentLegend } from './payment-history';
import { EMPTY_TEXT, ReportSection } from './report-primitives';

type Filter = 'all' | 'attention' | 'open' | 'closed';

/** Every account, problem accounts first, with a filter. */
export function AccountHistorySection({
  report,
  evaluation,
}: {
  report: CreditReport;
  evaluation?: EvaluationResult;
}) {
  const groups = useMemo(() => groupAccounts(report, evaluation), [report, evaluation]);
  const [filter, setFilter] = useState<Filter>('all');
  const counts = {
    all: groups.length,
    attention: groups.filter((g) => g.worstTier).length,
    open: groups.filter((g) => g.isOpen).length,
    closed: groups.filter((g) => !g.isOpen).length,
  };
  const shown = groups.filter((g) =>
    filter === 'attention'
      ? g.worstTier
      : filter === 'open'
        ? g.isOpen
        : filter === 'closed'
          ? !g.isOpen
          : true,
  );
  const filters: Array<[Filter, string]> = [
    ['all', 'All'],
    ['attention', 'Needs attention'],
    ['open', 'Open'],
    ['closed', 'Closed'],
  ];

  return (
    <ReportSection
      id="credit-accounts"
      title="Account History"
      icon={Landmark}
      description={groups.length ? `${groups.length} accounts across the three bureaus` : undefined}
    >
      {groups.length ? (
        <div className="space-y-4">
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Show accounts</legend>
            {filters.map(([value, label]) => (
              <button
                key={value}
                type="button"
                aria-pressed={filter === value}
                onClick={() => setFilter(value)}
                disabled={counts[value] === 0}
                className={cn(
                  'rounded-full px-3 py-1 text-xs font-medium ring-1 ring-inset transition disabled:opacity-40',
                  filter === value
                    ? 'bg-slate-900 text-white ring-slate-900'
                    : 'bg-white text-slate-700 ring-slate-200 hover:ring-slate-300',
                )}
              >
                {label} ({counts[value]})
              </button>
            ))}
          </fieldset>
          <div className="rounded-lg bg-slate-50 px-3 py-2">
            <PaymentLegend />
          </div>
          <div className="space-y-4">
            {shown.map((g) => (
              <AccountCard key={g.key} group={g} />
            ))}
          </div>
        </div>
      ) : (
        <EmptyState variant="compact" description={EMPTY_TEXT.tradelines} />
      )}
    </ReportSection>
  );
}
