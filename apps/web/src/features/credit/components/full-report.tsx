import type { CreditReport, EvaluationResult } from '@fundpath/credit-engine';
import { EmptyState } from '@/components/ui/empty-state';
import { AccountHistorySection } from './account-history-section';
import { InquiriesSection } from './inquiries-section';
import { PersonalInfoSection } from './personal-info-section';
import { EMPTY_TEXT } from './report-primitives';
import { ScoresSection } from './scores-section';
import { SummarySection } from './summary-section';

/** The complete three-bureau report, section by section (spec §2). */
export function FullReport({ report, evaluation }: { report: CreditReport; evaluation?: EvaluationResult }) {
  if (report.error) return <EmptyState variant="compact" description={EMPTY_TEXT.merged} />;
  return (
    <div className="space-y-6">
      <ScoresSection report={report} />
      <PersonalInfoSection report={report} />
      <SummarySection report={report} evaluation={evaluation} />
      <AccountHistorySection report={report} evaluation={evaluation} />
      <InquiriesSection report={report} evaluation={evaluation} />
    </div>
  );
}
