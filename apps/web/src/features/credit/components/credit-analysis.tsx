import {
  analyzeForCoaching,
  type CoachingAnalysis,
  type CoachingBureau,
  type CoachingTradeline,
  evaluateCreditReport,
  formatCurrency,
  parseMergedReport,
} from '@fundpath/credit-engine';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, CircleX, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogBody, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { creditReportKeys, latestCreditReportQuery } from '@/lib/queries/credit-report';
import { saveDecisionReport } from '../api/decision';
import { BureauName, EMPTY_TEXT } from './report-primitives';

/** Spec §8 analysis texts. */
export const ANALYSIS_ERROR_TITLE = 'Credit Report Analysis Error';
export const ANALYSIS_FALLBACK_ERROR = 'Failed to evaluate credit report';
const NO_REPORT = 'No credit report found. Connect your credit monitoring account first.';

type AnalysisState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'done'; analysis: CoachingAnalysis };

/** Analyses a report in the browser (spec §4 "Credit analysis in coaching"); throws with the reason. */
export function analyseReport(raw: unknown): {
  analysis: CoachingAnalysis;
  evaluation: ReturnType<typeof evaluateCreditReport>;
} {
  const report = parseMergedReport(raw);
  if (report.error) throw new Error(report.error);
  const evaluation = evaluateCreditReport(report);
  if (evaluation.error) throw new Error(evaluation.error);
  return { analysis: analyzeForCoaching(report, evaluation), evaluation };
}

const STATUS = {
  pass: {
    label: 'Pass',
    icon: CircleCheck,
    tone: 'success',
    text: 'text-emerald-700',
    box: 'bg-emerald-50 ring-emerald-200',
  },
  warning: {
    label: 'Warning',
    icon: TriangleAlert,
    tone: 'warning',
    text: 'text-amber-700',
    box: 'bg-amber-50 ring-amber-200',
  },
  fail: { label: 'Fail', icon: CircleX, tone: 'danger', text: 'text-red-700', box: 'bg-red-50 ring-red-200' },
} as const;

/** Problems first: a coach reads the failing accounts before the healthy ones. */
const STATUS_ORDER = { fail: 0, warning: 1, pass: 2 } as const;

function AccountMiniCard({ account }: { account: CoachingTradeline }) {
  const s = STATUS[account.evaluation.status];
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-slate-900">{account.creditor_name}</p>
          <p className="text-xs text-slate-500">
            {account.account_type || 'Account'} · {account.account_status || 'Status not reported'}
          </p>
        </div>
        <Badge tone={s.tone}>
          <s.icon className="size-3" aria-hidden="true" />
          {s.label}
        </Badge>
      </div>
      <p className="mt-1.5 text-xs text-slate-600 tabular-nums">
        Balance {formatCurrency(account.balance)}
        {account.credit_limit ? ` · limit ${formatCurrency(account.credit_limit)}` : ''}
        {account.past_due_amount ? ` · past due ${formatCurrency(account.past_due_amount)}` : ''}
      </p>
      {account.evaluation.issues.length ? (
        <ul className="mt-1.5 space-y-0.5 text-xs text-red-700">
          {account.evaluation.issues.map((i) => (
            <li key={i}>• {i}</li>
          ))}
        </ul>
      ) : null}
      {account.evaluation.strengths.length ? (
        <ul className="mt-1 space-y-0.5 text-xs text-emerald-700">
          {account.evaluation.strengths.map((i) => (
            <li key={i}>✓ {i}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function BureauMetrics({ bureau }: { bureau: CoachingBureau }) {
  return (
    <section
      aria-label={`${bureau.name} analysis`}
      className="min-w-0 rounded-xl border border-slate-200 bg-slate-50/50 p-4 break-words"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">
          <BureauName bureau={bureau.name} />
        </h3>
        <span className="text-xs text-slate-500">
          {bureau.counts.pass} pass · {bureau.counts.warning} warning · {bureau.counts.fail} fail
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-center">
        <div className="rounded-lg bg-white p-2 ring-1 ring-slate-200">
          <dt className="text-[11px] text-slate-500">Score</dt>
          <dd className="text-lg font-semibold text-slate-900 tabular-nums">{bureau.score ?? '—'}</dd>
        </div>
        <div className="rounded-lg bg-white p-2 ring-1 ring-slate-200">
          <dt className="text-[11px] text-slate-500">Inquiries (12 months)</dt>
          <dd className="text-lg font-semibold text-slate-900 tabular-nums">{bureau.inquiries_12m}</dd>
        </div>
      </dl>
      {bureau.reasons.length ? (
        <div className="mt-3">
          <p className="text-xs font-semibold text-slate-500 uppercase">Reasons</p>
          <ul className="mt-1 space-y-0.5 text-sm text-slate-700">
            {bureau.reasons.map((r) => (
              <li key={r}>• {r}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {bureau.strengths.length ? (
        <div className="mt-3">
          <p className="text-xs font-semibold text-slate-500 uppercase">Strengths</p>
          <ul className="mt-1 space-y-0.5 text-sm text-emerald-800">
            {bureau.strengths.map((r) => (
              <li key={r}>✓ {r}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {bureau.tradelines.length ? (
        <ul className="mt-3 space-y-2">
          {[...bureau.tradelines]
            .sort((a, b) => STATUS_ORDER[a.evaluation.status] - STATUS_ORDER[b.evaluation.status])
            .map((t) => (
              <AccountMiniCard key={t.tradeline_id} account={t} />
            ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-500">{EMPTY_TEXT.tradelines}</p>
      )}
    </section>
  );
}

/** The analysis result: classification, pass/warning/fail counts, per-bureau metrics and account cards. */
export function CreditAnalysisResult({ analysis }: { analysis: CoachingAnalysis }) {
  const approved = analysis.classification === 'APPROVED FOR FUNDING';
  return (
    <div className="space-y-5">
      <div
        className={cn(
          'flex items-center gap-3 rounded-xl p-4 ring-1 ring-inset',
          approved ? 'bg-emerald-50 ring-emerald-200' : 'bg-amber-50 ring-amber-200',
        )}
      >
        {approved ? (
          <CircleCheck className="size-6 shrink-0 text-emerald-700" aria-hidden="true" />
        ) : (
          <TriangleAlert className="size-6 shrink-0 text-amber-700" aria-hidden="true" />
        )}
        <div>
          <p
            className={cn(
              'text-base font-bold tracking-wide',
              approved ? 'text-emerald-800' : 'text-amber-900',
            )}
          >
            {analysis.classification}
          </p>
          <p className="text-sm text-slate-700">
            {approved
              ? 'Every account passes. You can move on to funding.'
              : 'Some accounts need work before funding. Your coach will guide you through credit repair.'}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-2">
        {(['pass', 'warning', 'fail'] as const).map((k) => {
          const s = STATUS[k];
          return (
            <div key={k} className={cn('rounded-xl p-3 text-center ring-1 ring-inset', s.box)}>
              <dt className={cn('text-xs font-medium', s.text)}>{s.label}</dt>
              <dd className={cn('text-2xl font-semibold tabular-nums', s.text)}>{analysis.counts[k]}</dd>
            </div>
          );
        })}
      </dl>
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-3">
        {analysis.bureaus.map((b) => (
          <BureauMetrics key={b.name} bureau={b} />
        ))}
      </div>
    </div>
  );
}

/**
 * Wrapper: analyses `report` (or the signed-in client's latest) in the browser and shows the error
 * card, the loading state or the result. A supplied report is saved with save-report; a failed
 * save is silent (spec §8).
 */
export function CreditAnalysis({ report, save = true }: { report?: unknown; save?: boolean }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AnalysisState>({ status: 'loading' });
  const savedFor = useRef<unknown>(undefined);

  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    (async () => {
      try {
        const raw =
          report !== undefined
            ? report
            : (await queryClient.fetchQuery(latestCreditReportQuery()))?.raw_report;
        if (raw === undefined || raw === null) throw new Error(NO_REPORT);
        const { analysis, evaluation } = analyseReport(raw);
        if (cancelled) return;
        setState({ status: 'done', analysis });
        // A supplied report is new data; the stored latest is already saved.
        if (save && report !== undefined && savedFor.current !== report) {
          savedFor.current = report;
          // The server stores the analysed report as the newest version.
          void saveDecisionReport(report, evaluation).then((saved) => {
            if (saved) void queryClient.invalidateQueries({ queryKey: creditReportKeys.all });
          });
        }
      } catch (error) {
        if (cancelled) return;
        const message = error instanceof Error && error.message ? error.message : '';
        setState({ status: 'error', message: message || ANALYSIS_FALLBACK_ERROR });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [queryClient, report, save]);

  if (state.status === 'loading') return <Spinner message="Analyzing credit report..." className="py-12" />;
  if (state.status === 'error') {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4">
        <p className="flex items-center gap-2 text-sm font-semibold text-red-900">
          <CircleAlert className="size-4" aria-hidden="true" />
          {ANALYSIS_ERROR_TITLE}
        </p>
        <p className="mt-1 text-sm text-red-800">{state.message || ANALYSIS_FALLBACK_ERROR}</p>
      </div>
    );
  }
  return <CreditAnalysisResult analysis={state.analysis} />;
}

/**
 * The coaching credit bureau analysis modal (spec §2). Opened by the coaching journey:
 * @example <CreditAnalysisDialog open={open} onOpenChange={setOpen} report={message.credit_report} />
 */
export function CreditAnalysisDialog({
  open,
  onOpenChange,
  report,
  save = true,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  report?: unknown;
  /** Off for previews that must not store anything (the offline test page). */
  save?: boolean;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="xl"
        title="Credit Bureau Analysis"
        description="Every account on each bureau, checked against the funding guidelines."
      >
        <DialogBody>{open ? <CreditAnalysis report={report} save={save} /> : null}</DialogBody>
      </DialogContent>
    </Dialog>
  );
}
