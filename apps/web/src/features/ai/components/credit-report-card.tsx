import { useQuery } from '@tanstack/react-query';
import { ArrowRight, CreditCard, Link2 } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { latestCreditReportQuery } from '@/lib/queries/credit-report';
import {
  type BureauStatus,
  type CreditSummary,
  formatStrategy,
  STATUS_LABELS,
  summarizeCreditReport,
} from '../utils/credit-summary';

const tone: Record<BureauStatus, BadgeTone> = {
  approve: 'success',
  borderline: 'warning',
  decline: 'danger',
  unknown: 'neutral',
};

const bar: Record<BureauStatus, string> = {
  approve: 'bg-emerald-500',
  borderline: 'bg-amber-500',
  decline: 'bg-red-500',
  unknown: 'bg-slate-300',
};

/** Score position on the 300-850 scale, for the little bar under each score. */
const scorePercent = (score: number | null) =>
  score === null ? 0 : Math.min(100, Math.max(0, ((score - 300) / 550) * 100));

/** Compact, inline credit report card for the chat (spec §2: funding status per bureau, scores, CTA). */
export function CreditReportCard({
  summary,
  fullReportHref,
}: {
  summary: CreditSummary;
  fullReportHref: string;
}) {
  return (
    <section
      aria-label="Credit report summary"
      className="mt-2 w-full max-w-md overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs"
    >
      <header className="flex items-center justify-between gap-3 border-b border-slate-100 bg-slate-50/70 px-3.5 py-2.5">
        <div className="flex min-w-0 items-center gap-2">
          <CreditCard className="size-4 shrink-0 text-brand" aria-hidden="true" />
          <h3 className="truncate text-sm font-semibold text-slate-900">Your credit report</h3>
        </div>
        <Badge tone={tone[summary.overall]}>
          <span className="sr-only">Overall funding status: </span>
          {STATUS_LABELS[summary.overall]}
        </Badge>
      </header>
      <ul className="grid grid-cols-3 divide-x divide-slate-100">
        {summary.bureaus.map((b) => (
          <li key={b.bureau} className="min-w-0 px-2.5 py-3 text-center">
            <p className="truncate text-[11px] font-medium tracking-wide text-slate-500 uppercase">
              {b.bureau}
            </p>
            <p className="mt-0.5 text-xl font-semibold text-slate-900 tabular-nums">
              {b.score ?? '—'}
              {b.score === null ? <span className="sr-only">No score</span> : null}
            </p>
            <div
              className="mx-auto mt-1 h-1 w-full max-w-16 overflow-hidden rounded-full bg-slate-100"
              aria-hidden="true"
            >
              <div
                className={cn('h-full rounded-full', bar[b.status])}
                style={{ width: `${scorePercent(b.score)}%` }}
              />
            </div>
            <p
              className={cn(
                'mt-1.5 text-[11px] font-medium',
                b.status === 'approve' && 'text-emerald-700',
                b.status === 'borderline' && 'text-amber-700',
                b.status === 'decline' && 'text-red-700',
                b.status === 'unknown' && 'text-slate-500',
              )}
            >
              {STATUS_LABELS[b.status]}
            </p>
          </li>
        ))}
      </ul>
      {summary.strategyText ? (
        <p className="border-t border-slate-100 px-3.5 py-2 text-xs leading-relaxed text-slate-600">
          {summary.strategyText}
        </p>
      ) : null}
      <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 px-3.5 py-2.5">
        <p className="min-w-0 text-xs text-slate-500">
          {summary.strategy ? formatStrategy(summary.strategy) : 'Funding readiness'}
          {summary.asOf ? ` · as of ${summary.asOf.slice(0, 10)}` : ''}
        </p>
        <ButtonLink to={fullReportHref} size="sm" variant="secondary" className="h-7 px-2.5 text-xs">
          View full report
          <ArrowRight className="size-3.5" aria-hidden="true" />
        </ButtonLink>
      </footer>
    </section>
  );
}

/** Shown when the coach asks for a report the client has not connected yet. */
export function ConnectMonitoringCard({ href }: { href: string }) {
  return (
    <div className="mt-2 flex w-full max-w-md flex-wrap items-center justify-between gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-3.5 py-3">
      <p className="min-w-0 flex-1 text-sm text-slate-700">
        No credit report yet. Connect your credit monitoring account to pull one.
      </p>
      <ButtonLink to={href} size="sm" className="h-8">
        <Link2 className="size-3.5" aria-hidden="true" />
        Connect monitoring account
      </ButtonLink>
    </div>
  );
}

/** A reply with `action: fetch_credit_report` and no report attached: load the latest one. */
export function FetchCreditReportAction({
  userId,
  fullReportHref,
}: {
  userId: string | null;
  fullReportHref: string;
}) {
  // The coach talks to the signed-in client, so this is their own latest report (the credit
  // pages' query and cache key); `userId` only says whether anyone is signed in.
  const latest = useQuery({ ...latestCreditReportQuery(), enabled: Boolean(userId) });
  if (latest.isPending && latest.fetchStatus !== 'idle') {
    return (
      <div className="mt-2 h-32 w-full max-w-md animate-pulse rounded-xl bg-slate-100" aria-hidden="true" />
    );
  }
  const summary = latest.data ? summarizeCreditReport(latest.data) : null;
  if (summary) return <CreditReportCard summary={summary} fullReportHref={fullReportHref} />;
  return <ConnectMonitoringCard href={fullReportHref} />;
}
