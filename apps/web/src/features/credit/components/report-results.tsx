import type { ReactNode } from 'react';
import { useIsWideScreen } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { useQualificationTexts } from '../api/qualification-messages';
import { firstNameOf } from '../utils/qualification-texts';
import type { ReportView } from '../utils/report-view';
import { CompactSummary } from './compact-summary';
import { type Audience, DecisionPanel } from './decision-panel';
import { FullReport } from './full-report';

export const RESULTS_TITLE = '3-Bureau Credit Report - Complete Data View';

/**
 * Spec §2 results panel: the decision panel, then the full report, which small screens swap for
 * a compact summary (with the accounts one tap away).
 */
export function ReportResults({
  view,
  audience,
  meta,
  className,
}: {
  view: ReportView;
  audience?: Audience;
  /** A line under the title (when the report was pulled, its version…). */
  meta?: ReactNode;
  className?: string;
}) {
  const wide = useIsWideScreen();
  const texts = useQualificationTexts();
  return (
    <section aria-labelledby="report-results-title" className={cn('space-y-6', className)}>
      <div>
        <h2
          id="report-results-title"
          className="text-lg font-semibold tracking-tight text-slate-900 sm:text-xl"
        >
          {RESULTS_TITLE}
        </h2>
        {meta ? <div className="mt-1 text-sm text-slate-500">{meta}</div> : null}
      </div>
      <DecisionPanel
        evaluation={view.evaluation}
        improvements={view.improvements}
        audience={audience}
        texts={texts}
        firstName={firstNameOf(view.report.borrower.names[0]?.full)}
      />
      {wide ? (
        <FullReport report={view.report} evaluation={view.evaluation} />
      ) : (
        <CompactSummary report={view.report} evaluation={view.evaluation} />
      )}
    </section>
  );
}
