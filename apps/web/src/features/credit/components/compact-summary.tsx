import {
  BUREAUS,
  type Bureau,
  type CreditReport,
  type EvaluationResult,
  formatCurrency,
  utilizationLabel,
} from '@fundpath/credit-engine';
import { ChevronDown, Monitor } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { cn } from '@/lib/cn';
import { BUREAU_SHORT } from '../utils/labels';
import { type AccountGroup, groupAccounts, scoreOf } from '../utils/report-view';
import { EMPTY_TEXT } from './report-primitives';
import { ScoreGauge } from './score-gauge';

function firstLine(group: AccountGroup) {
  return BUREAUS.map((b) => group.byBureau[b]).find((t) => t !== undefined)!;
}

function AccountRow({ group }: { group: AccountGroup }) {
  const t = firstLine(group);
  const util = group.isRevolving ? utilizationLabel(t.currentBalance, t.GrantedTrade.CreditLimit) : null;
  return (
    <li className="py-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-slate-900">{group.creditorName}</p>
          <p className="text-xs text-slate-500">
            {group.detailType || group.typeDescription} · {group.isOpen ? 'Open' : 'Closed'}
          </p>
        </div>
        <div className="shrink-0 text-right">
          <p className="text-sm font-semibold text-slate-900 tabular-nums">
            {formatCurrency(t.currentBalance)}
          </p>
          {util && util !== 'N/A' ? <p className="text-xs text-slate-500">{util} used</p> : null}
        </div>
      </div>
      <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
        {group.worstTier === 'decline' ? (
          <Badge tone="danger">Negative item</Badge>
        ) : group.worstTier === 'borderline' ? (
          <Badge tone="warning">Needs attention</Badge>
        ) : (
          <Badge tone="success">Good standing</Badge>
        )}
        <span className="text-[11px] text-slate-500">
          Reported by{' '}
          {BUREAUS.filter((b) => group.byBureau[b])
            .map((b: Bureau) => BUREAU_SHORT[b])
            .join(', ')}
        </span>
      </div>
    </li>
  );
}

/** Small screens: scores, key counts and an expandable account list instead of the full report. */
export function CompactSummary({
  report,
  evaluation,
}: {
  report: CreditReport;
  evaluation?: EvaluationResult;
}) {
  const groups = useMemo(() => groupAccounts(report, evaluation), [report, evaluation]);
  const [open, setOpen] = useState(false);
  if (report.error) return <EmptyState variant="compact" description={EMPTY_TEXT.merged} />;
  const attention = groups.filter((g) => g.worstTier).length;
  const openCount = groups.filter((g) => g.isOpen).length;
  const inquiries = new Set(report.inquiries.map((q) => `${q.subscriberName}|${q.inquiryDate}`)).size;
  return (
    <section aria-labelledby="compact-summary-title" className="space-y-4">
      <div className="rounded-2xl border border-slate-200 bg-white p-4">
        <h3 id="compact-summary-title" className="text-sm font-semibold text-slate-900">
          Your 3B Report & Vantage Scores 3.0
        </h3>
        <div className="mt-3 grid grid-cols-3 gap-2">
          {BUREAUS.map((b) => (
            <ScoreGauge key={b} bureau={b} score={scoreOf(report, b)} size="sm" />
          ))}
        </div>
        <dl className="mt-4 grid grid-cols-3 divide-x divide-slate-100 rounded-xl bg-slate-50 py-2 text-center">
          <div>
            <dt className="text-[11px] text-slate-500">Accounts</dt>
            <dd className="text-base font-semibold text-slate-900">
              {groups.length}
              <span className="block text-[11px] font-normal text-slate-500">{openCount} open</span>
            </dd>
          </div>
          <div>
            <dt className="text-[11px] text-slate-500">Need attention</dt>
            <dd className={cn('text-base font-semibold', attention ? 'text-red-600' : 'text-emerald-700')}>
              {attention}
            </dd>
          </div>
          <div>
            <dt className="text-[11px] text-slate-500">Inquiries</dt>
            <dd className="text-base font-semibold text-slate-900">{inquiries}</dd>
          </div>
        </dl>
      </div>

      <div className="rounded-2xl border border-slate-200 bg-white">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="compact-accounts"
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center justify-between gap-2 px-4 py-3 text-left text-sm font-semibold text-slate-900"
        >
          {open ? 'Hide accounts' : `See accounts (${groups.length})`}
          <ChevronDown
            className={cn('size-4 text-slate-500 transition', open && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
        {open ? (
          <div id="compact-accounts" className="border-t border-slate-100 px-4">
            {groups.length ? (
              <ul className="divide-y divide-slate-100">
                {groups.map((g) => (
                  <AccountRow key={g.key} group={g} />
                ))}
              </ul>
            ) : (
              <p className="py-4 text-sm text-slate-500">{EMPTY_TEXT.tradelines}</p>
            )}
          </div>
        ) : null}
      </div>
      <p className="flex items-center gap-2 text-xs text-slate-500">
        <Monitor className="size-4 shrink-0" aria-hidden="true" />
        Open this report on a larger screen for every bureau's details, payment history and inquiries.
      </p>
    </section>
  );
}
