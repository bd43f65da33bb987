import { BUREAUS, formatDate } from '@fundpath/credit-engine';
import { CreditCard, ExternalLink, FileBarChart, RefreshCw, RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { useBrand } from '@/lib/brand';
import { CLIENT_REPORT_ERRORS, useLatestReport } from '../api/reports';
import { useReportView } from '../hooks/use-report-view';
import { rememberFundingStatus } from '../utils/funding-status';
import { STRATEGY_LABEL, sourceLabel, TIER_HEADLINE, TIER_LABEL, TIER_TONE } from '../utils/labels';
import { scoreOf } from '../utils/report-view';
import type { Audience } from './decision-panel';
import { FetchReportDialog } from './fetch-report-dialog';
import { ImportReportButton } from './import-report-button';
import { ReportHistory } from './report-history';
import { ReportResults } from './report-results';
import { ScoreGauge } from './score-gauge';

/** Where the monitoring-login form lives (spec §2 credit report page). */
export const FETCH_FORM_PATH = '/credit-report-test';

export interface CreditWorkspaceProps {
  /** Staff looking at a client; omitted for the signed-in client's own reports. */
  userId?: string;
  clientName?: string;
  customerEmail?: string | null;
  audience?: Audience;
}

/**
 * A client's credit reports: latest report (15 s, 3 retries; 404 means none yet) with scores,
 * decision and plan, the full report, history with compare, import and refresh.
 */
export function CreditWorkspace({ userId, clientName, customerEmail, audience }: CreditWorkspaceProps) {
  const latest = useLatestReport(userId);
  const view = useReportView(latest.data?.raw_report ?? null);
  const { productSlug } = useBrand();
  const { user } = useAuth();
  const [fetchOpen, setFetchOpen] = useState(false);
  const ownReport = !userId;

  useEffect(() => {
    if (ownReport && view && !view.evaluation.error) rememberFundingStatus(view.evaluation);
  }, [ownReport, view]);

  const fundingHref = `/${productSlug}-funding-report${userId ? `?client=${encodeURIComponent(userId)}` : ''}`;
  const dialog = (
    <FetchReportDialog
      open={fetchOpen}
      onOpenChange={setFetchOpen}
      userId={userId}
      clientName={clientName}
      customerEmail={customerEmail ?? (userId ? null : (user?.email ?? null))}
    />
  );

  if (latest.isPending) {
    return (
      <div className="flex min-h-56 items-center justify-center rounded-2xl border border-slate-200 bg-white">
        <Spinner message="Loading credit report..." />
      </div>
    );
  }

  if (latest.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center rounded-2xl border border-red-200 bg-red-50/50 px-6 py-10 text-center"
      >
        <p className="max-w-md text-sm font-medium text-red-800">{CLIENT_REPORT_ERRORS.load}</p>
        <Button
          variant="secondary"
          size="sm"
          className="mt-4"
          onClick={() => void latest.refetch()}
          loading={latest.isFetching}
          leftIcon={<RotateCcw className="size-4" aria-hidden="true" />}
        >
          Try again
        </Button>
      </div>
    );
  }

  const stored = latest.data;
  if (!stored || !view) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-brand/10 text-brand">
          <CreditCard className="size-5" aria-hidden="true" />
        </span>
        <h2 className="mt-4 text-base font-semibold text-slate-900">
          {ownReport ? 'Connect your credit monitoring account' : 'No credit report yet'}
        </h2>
        <p className="mt-1.5 max-w-md text-sm leading-6 text-slate-600">
          {ownReport
            ? 'Pull your three-bureau report to see your scores, your funding decision and a step-by-step plan to approval.'
            : 'Fetch a report with the client’s monitoring login, or import a report JSON they exported.'}
        </p>
        <div className="mt-5 flex flex-wrap justify-center gap-2">
          {ownReport ? (
            <ButtonLink to={FETCH_FORM_PATH}>Connect monitoring account</ButtonLink>
          ) : (
            <Button onClick={() => setFetchOpen(true)}>Fetch with monitoring login</Button>
          )}
          <ImportReportButton userId={userId} />
        </div>
        {dialog}
      </div>
    );
  }

  const { evaluation } = view;
  return (
    <div className="space-y-6">
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-center">
          <div className="grid flex-1 grid-cols-3 gap-2 sm:max-w-md">
            {BUREAUS.map((b) => (
              <ScoreGauge key={b} bureau={b} score={scoreOf(view.report, b)} size="sm" />
            ))}
          </div>
          <div className="min-w-0 flex-1 lg:border-l lg:border-slate-100 lg:pl-5">
            {evaluation.error ? null : (
              <>
                <p className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900">
                  {TIER_HEADLINE[evaluation.overall_decision].title}
                  <Badge tone={TIER_TONE[evaluation.overall_decision]}>
                    {TIER_LABEL[evaluation.overall_decision]}
                  </Badge>
                </p>
                {evaluation.funding_strategy ? (
                  <p className="mt-0.5 text-sm text-slate-600">
                    {STRATEGY_LABEL[evaluation.funding_strategy]}
                  </p>
                ) : null}
              </>
            )}
            <p className="mt-1 text-xs text-slate-500">
              Pulled {formatDate(stored.created_at)} · version {stored.version} · {sourceLabel(stored.source)}
            </p>
          </div>
        </div>
        <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
          <Button
            size="sm"
            onClick={() => setFetchOpen(true)}
            leftIcon={<RefreshCw className="size-4" aria-hidden="true" />}
          >
            Refresh report
          </Button>
          <ImportReportButton userId={userId} />
          <ButtonLink to={fundingHref} variant="secondary" size="sm">
            <FileBarChart className="size-4" aria-hidden="true" />
            Printable funding report
          </ButtonLink>
          {ownReport ? (
            <ButtonLink to={FETCH_FORM_PATH} variant="ghost" size="sm">
              <ExternalLink className="size-4" aria-hidden="true" />
              Open report page
            </ButtonLink>
          ) : null}
        </div>
      </div>

      <ReportResults view={view} audience={audience} />
      <ReportHistory userId={userId} />
      {dialog}
    </div>
  );
}
