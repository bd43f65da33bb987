import {
  BUREAUS,
  type Bureau,
  type CreditReport,
  type EvaluationResult,
  formatDate,
  inquiryBand,
} from '@fundpath/credit-engine';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { cn } from '@/lib/cn';
import { BAND_CHIP } from '../utils/bands';
import { bureauHasData } from '../utils/report-view';
import { BureauName, EMPTY_TEXT, NoneReported, ReportSection } from './report-primitives';
import { inquiryCount } from './summary-section';

/** Spec §2: the inquiry list previews this many entries, then "+ N more". */
export const INQUIRY_PREVIEW = 3;

function BureauInquiries({
  report,
  evaluation,
  bureau,
}: {
  report: CreditReport;
  evaluation?: EvaluationResult;
  bureau: Bureau;
}) {
  const [expanded, setExpanded] = useState(false);
  const items = report.inquiries
    .filter((q) => q.bureau === bureau)
    .sort((a, b) => (b.inquiryDate ?? '').localeCompare(a.inquiryDate ?? ''));
  const recent = inquiryCount(report, evaluation, bureau);
  const listId = `inquiries-${bureau}`;
  const shown = expanded ? items : items.slice(0, INQUIRY_PREVIEW);
  const hidden = items.length - INQUIRY_PREVIEW;
  return (
    <div className="rounded-xl border border-slate-200 p-3">
      <div className="flex items-center justify-between gap-2">
        <h4 className="text-sm font-semibold text-slate-900">
          <BureauName bureau={bureau} />
        </h4>
        {recent !== null && bureauHasData(report, bureau) ? (
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-[11px] font-semibold ring-1 ring-inset',
              BAND_CHIP[inquiryBand(recent)],
            )}
          >
            {recent} in 2 yrs
          </span>
        ) : null}
      </div>
      {!bureauHasData(report, bureau) ? (
        <p className="mt-3 text-center">
          <NoneReported />
        </p>
      ) : items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{EMPTY_TEXT.inquiries}</p>
      ) : (
        <>
          <ul id={listId} className="mt-2 divide-y divide-slate-100">
            {shown.map((q) => (
              <li key={q.id} className="py-2">
                <p className="truncate text-sm font-medium text-slate-900">{q.subscriberName || 'Unknown'}</p>
                <p className="text-xs text-slate-500">
                  {q.inquiryDate ? formatDate(q.inquiryDate) : 'Date not reported'}
                  {q.type ? ` · ${q.type === 'I' ? 'Individual' : q.type}` : ''}
                </p>
              </li>
            ))}
          </ul>
          {hidden > 0 ? (
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded((e) => !e)}
              className="mt-1 text-sm font-medium text-brand hover:underline"
            >
              {expanded ? 'Show less' : `+ ${hidden} more`}
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}

/** Hard inquiries per bureau, newest first. */
export function InquiriesSection({
  report,
  evaluation,
}: {
  report: CreditReport;
  evaluation?: EvaluationResult;
}) {
  return (
    <ReportSection
      id="credit-inquiries"
      title="Credit Inquiries"
      icon={Search}
      description="Lenders that pulled your credit. Hard inquiries count against you for two years."
    >
      {report.inquiries.length === 0 ? (
        <EmptyState variant="compact" description={EMPTY_TEXT.inquiries} />
      ) : (
        <div className="grid gap-3 md:grid-cols-3">
          {BUREAUS.map((b) => (
            <BureauInquiries key={b} report={report} evaluation={evaluation} bureau={b} />
          ))}
        </div>
      )}
    </ReportSection>
  );
}
