import {
  BUREAUS,
  type Bureau,
  type CreditReport,
  derogatoryBand,
  type EvaluationResult,
  formatCurrency,
  inquiryBand,
  suggestedMonthlyIncome,
} from '@fundpath/credit-engine';
import { ClipboardList } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { cn } from '@/lib/cn';
import { BAND_TEXT } from '../utils/bands';
import { bureauHasData } from '../utils/report-view';
import { BureauTable, EMPTY_TEXT, ReportSection } from './report-primitives';

const count = (n: number | null | undefined) =>
  n === null || n === undefined ? null : n.toLocaleString('en-US');

/** Inquiries in the last two years: the provider's counter, else the evaluation's own count. */
export function inquiryCount(report: CreditReport, evaluation: EvaluationResult | undefined, bureau: Bureau) {
  return (
    report.summary[bureau]?.InquirySummary?.NumberInLast2Years ??
    evaluation?.bureaus[bureau]?.summary.inquiry_count ??
    null
  );
}

/** The provider's counters per bureau (shown, never decided on), with the income suggestion. */
export function SummarySection({
  report,
  evaluation,
}: {
  report: CreditReport;
  evaluation?: EvaluationResult;
}) {
  const ts = (b: Bureau) => report.summary[b]?.TradelineSummary ?? null;
  const present = (b: Bureau) => ts(b) !== null || bureauHasData(report, b);
  const anything = BUREAUS.some((b) => ts(b) !== null);

  return (
    <ReportSection
      id="credit-summary"
      title="Summary"
      icon={ClipboardList}
      description="Totals each bureau computed when the report was pulled."
    >
      {anything ? (
        <BureauTable
          caption="Account summary by bureau"
          present={present}
          rows={[
            { key: 'total', label: 'Total Accounts', cell: (b) => count(ts(b)?.TotalAccounts) },
            { key: 'open', label: 'Open Accounts', cell: (b) => count(ts(b)?.OpenAccounts) },
            { key: 'closed', label: 'Closed Accounts', cell: (b) => count(ts(b)?.CloseAccounts) },
            {
              key: 'delinquent',
              label: 'Delinquent Accounts',
              cell: (b) => count(ts(b)?.DelinquentAccounts),
            },
            {
              key: 'derog',
              label: 'Derogatory Accounts',
              cell: (b) => {
                const n = ts(b)?.DerogatoryAccounts;
                if (n === null || n === undefined) return null;
                return <span className={cn('font-semibold', BAND_TEXT[derogatoryBand(n)])}>{n}</span>;
              },
            },
            {
              key: 'balances',
              label: 'Total Balances',
              cell: (b) => (ts(b)?.TotalBalances == null ? null : formatCurrency(ts(b)?.TotalBalances)),
            },
            {
              key: 'payments',
              label: 'Total Monthly Payments',
              cell: (b) =>
                ts(b)?.TotalMonthlyPayments == null ? null : formatCurrency(ts(b)?.TotalMonthlyPayments),
            },
            {
              key: 'records',
              label: 'Public Records',
              cell: (b) => count(report.summary[b]?.PublicRecordSummary?.NumberOfRecords),
            },
            {
              key: 'inquiries',
              label: 'Inquiries (2 years)',
              cell: (b) => {
                const n = inquiryCount(report, evaluation, b);
                if (n === null) return null;
                return <span className={cn('font-semibold', BAND_TEXT[inquiryBand(n)])}>{n}</span>;
              },
            },
            {
              key: 'income',
              label: (
                <>
                  Suggested monthly income
                  <span className="block font-normal text-slate-500">4 × monthly payments</span>
                </>
              ),
              cell: (b) =>
                ts(b)?.TotalMonthlyPayments == null
                  ? null
                  : formatCurrency(suggestedMonthlyIncome(ts(b)?.TotalMonthlyPayments), { cents: false }),
            },
          ]}
        />
      ) : (
        <EmptyState variant="compact" description={EMPTY_TEXT.noData} />
      )}
    </ReportSection>
  );
}
