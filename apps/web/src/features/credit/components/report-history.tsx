import type { CreditItem, CreditReportSummary } from '@fundpath/contracts/credit';
import { BUREAUS, formatDate, type RuleId } from '@fundpath/credit-engine';
import {
  ArrowDownRight,
  ArrowRight,
  ArrowUpRight,
  CircleCheck,
  CirclePlus,
  History,
  Minus,
} from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Callout } from '@/components/ui/callout';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useReportComparison, useReportHistory } from '../api/reports';
import { BUREAU_SHORT, RULE_PLAIN, sourceLabel, TIER_LABEL, TIER_TONE } from '../utils/labels';
import { BureauName, ReportSection } from './report-primitives';

const versionLabel = (r: CreditReportSummary) => `Version ${r.version} · ${formatDate(r.created_at)}`;

function ItemList({ items, kind }: { items: CreditItem[]; kind: 'resolved' | 'new' }) {
  const Icon = kind === 'resolved' ? CircleCheck : CirclePlus;
  if (!items.length)
    return (
      <p className="text-sm text-slate-500">{kind === 'resolved' ? 'Nothing resolved.' : 'Nothing new.'}</p>
    );
  return (
    <ul className="space-y-1.5">
      {items.map((item) => (
        <li
          key={`${item.bureau}|${item.rule}|${item.creditor_name}|${item.account_number}|${item.date}`}
          className="flex items-start gap-2 text-sm"
        >
          <Icon
            className={cn(
              'mt-0.5 size-4 shrink-0',
              kind === 'resolved' ? 'text-emerald-700' : 'text-red-500',
            )}
            aria-hidden="true"
          />
          <span className="min-w-0">
            <span className="font-medium text-slate-900">
              {RULE_PLAIN[item.rule as RuleId]?.title ?? item.rule}
            </span>
            <span className="text-slate-600">
              {item.creditor_name ? ` · ${item.creditor_name}` : ''}
              {item.account_number ? ` ${item.account_number}` : ''}
              {item.date ? ` · ${formatDate(item.date)}` : ''}
            </span>
            <span className="ml-1.5 rounded bg-slate-100 px-1 text-[11px] font-semibold text-slate-600">
              {BUREAU_SHORT[item.bureau]}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function Delta({ delta }: { delta: number | null }) {
  if (delta === null) return <span className="text-slate-500">n/a</span>;
  if (delta === 0)
    return (
      <span className="inline-flex items-center gap-0.5 text-slate-500">
        <Minus className="size-3.5" aria-hidden="true" />0
      </span>
    );
  const up = delta > 0;
  const Icon = up ? ArrowUpRight : ArrowDownRight;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-0.5 font-semibold',
        up ? 'text-emerald-700' : 'text-red-600',
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {up ? `+${delta}` : delta}
    </span>
  );
}

function Comparison({ from, to }: { from: string; to: string }) {
  const query = useReportComparison({ from, to });
  if (query.isPending) return <Spinner message="Comparing reports..." />;
  if (query.isError)
    return <Callout tone="error">{errorMessage(query.error, 'Could not compare these reports')}</Callout>;
  const c = query.data;
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-3">
        {BUREAUS.map((b) => {
          const s = c.score_deltas[b];
          const t = c.tier_changes[b];
          return (
            <div key={b} className="rounded-xl border border-slate-200 p-3">
              <p className="text-xs font-semibold text-slate-700">
                <BureauName bureau={b} />
              </p>
              <p className="mt-1.5 flex items-baseline gap-2 text-sm text-slate-900 tabular-nums">
                <span>{s.from ?? '—'}</span>
                <ArrowRight className="size-3.5 self-center text-slate-500" aria-label="to" />
                <span className="text-lg font-semibold">{s.to ?? '—'}</span>
                <Delta delta={s.delta} />
              </p>
              <p className="mt-1 flex flex-wrap items-center gap-1 text-xs text-slate-500">
                {t.from ? <Badge tone={TIER_TONE[t.from]}>{TIER_LABEL[t.from]}</Badge> : '—'}
                {t.changed ? (
                  <>
                    <ArrowRight className="size-3" aria-label="became" />
                    {t.to ? <Badge tone={TIER_TONE[t.to]}>{TIER_LABEL[t.to]}</Badge> : '—'}
                  </>
                ) : (
                  <span>unchanged</span>
                )}
              </p>
            </div>
          );
        })}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <h4 className="mb-2 text-sm font-semibold text-slate-900">
            Items resolved ({c.resolved_items.length})
          </h4>
          <ItemList items={c.resolved_items} kind="resolved" />
        </div>
        <div>
          <h4 className="mb-2 text-sm font-semibold text-slate-900">New items ({c.new_items.length})</h4>
          <ItemList items={c.new_items} kind="new" />
        </div>
      </div>
    </div>
  );
}

/** Every stored version, and a comparison of two (score deltas, items resolved, new items). */
export function ReportHistory({ userId }: { userId?: string }) {
  const history = useReportHistory(userId);
  const reports = history.data ?? [];
  const [picked, setFrom] = useState('');
  const [pickedTo, setTo] = useState('');
  // Newest against the one before it until the user picks; derived, so the first render already
  // shows it (an effect would flash the browser's own default option first).
  const from = picked || reports[1]?.id || '';
  const to = pickedTo || reports[0]?.id || '';
  const fromId = useId();
  const toId = useId();

  return (
    <ReportSection
      id="credit-history"
      title="Report history"
      icon={History}
      description="Every pull and import is kept. Compare two to see what changed."
    >
      {history.isPending ? (
        <Spinner message="Loading report history..." />
      ) : history.isError ? (
        <Callout tone="error">{errorMessage(history.error, 'Could not load the report history')}</Callout>
      ) : (
        <div className="space-y-5">
          <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200">
            {reports.map((r, i) => (
              <li
                key={r.id}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1.5 px-3 py-2.5 text-sm"
              >
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {versionLabel(r)}
                    {i === 0 ? <span className="ml-2 text-xs font-semibold text-brand">Latest</span> : null}
                  </p>
                  <p className="text-xs text-slate-500">{sourceLabel(r.source)}</p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="text-xs text-slate-600 tabular-nums">
                    {BUREAUS.map((b) => `${BUREAU_SHORT[b]} ${r.scores[b] ?? '—'}`).join(' · ')}
                  </span>
                  <Badge tone={TIER_TONE[r.overall_decision]}>{TIER_LABEL[r.overall_decision]}</Badge>
                </div>
              </li>
            ))}
          </ul>
          {reports.length >= 2 ? (
            <div className="space-y-4 rounded-xl bg-slate-50 p-4">
              <div className="flex flex-wrap items-end gap-3">
                <div>
                  <label htmlFor={fromId} className="block text-xs font-medium text-slate-600">
                    Compare
                  </label>
                  <select
                    id={fromId}
                    value={from}
                    onChange={(e) => setFrom(e.target.value)}
                    className="mt-1 rounded-lg border-0 bg-white py-2 pr-8 pl-3 text-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand"
                  >
                    {reports.map((r) => (
                      <option key={r.id} value={r.id}>
                        {versionLabel(r)}
                      </option>
                    ))}
                  </select>
                </div>
                <div>
                  <label htmlFor={toId} className="block text-xs font-medium text-slate-600">
                    with
                  </label>
                  <select
                    id={toId}
                    value={to}
                    onChange={(e) => setTo(e.target.value)}
                    className="mt-1 rounded-lg border-0 bg-white py-2 pr-8 pl-3 text-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand"
                  >
                    {reports.map((r) => (
                      <option key={r.id} value={r.id}>
                        {versionLabel(r)}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              {from && to && from !== to ? (
                <Comparison from={from} to={to} />
              ) : (
                <p className="text-sm text-slate-500">Choose two different versions to compare.</p>
              )}
            </div>
          ) : (
            <p className="text-sm text-slate-500">Comparisons appear once there are two reports.</p>
          )}
        </div>
      )}
    </ReportSection>
  );
}
