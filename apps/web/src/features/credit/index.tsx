/**
 * Credit feature: report page, decision panel, Client Center credit tab, funding report, staff
 * credit reports, and the coaching credit bureau analysis the coaching journey opens.
 *
 * Everything here loads on first use: the engine and the report screens stay out of the main
 * bundle until a credit screen (or the analysis dialog) actually opens.
 */
import { type ComponentProps, lazy, type ReactNode, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';

export {
  creditKeys,
  LATEST_REPORT_CALL,
  latestCreditReportQuery,
  reportComparisonQuery,
  reportHistoryQuery,
  useLatestReport,
  useReportHistory,
} from './api/reports';
/** Admin screens of funding content and the credit-repair desk (each route file is its own chunk). */
export { BanksAdmin } from './components/admin/banks';
export { CreditRepairSubmissionsAdmin } from './components/admin/credit-repair-submissions';
export { QualificationMessagesAdmin } from './components/admin/qualification-messages';
export { FUNDING_STATUS_KEY, readFundingStatus, type StoredFundingStatus } from './utils/funding-status';

const analysis = () => import('./components/credit-analysis');

const LazyReportPage = lazy(() =>
  import('./components/credit-report-page').then((m) => ({ default: m.CreditReportPage })),
);
const LazyOfflinePage = lazy(() =>
  import('./components/credit-report-offline-page').then((m) => ({ default: m.CreditReportOfflinePage })),
);
const LazyWorkspace = lazy(() =>
  import('./components/credit-workspace').then((m) => ({ default: m.CreditWorkspace })),
);
const LazyFundingReport = lazy(() =>
  import('./components/funding-report').then((m) => ({ default: m.FundingReport })),
);
const LazyAdmin = lazy(() =>
  import('./components/admin-credit-reports').then((m) => ({ default: m.AdminCreditReports })),
);
const LazyAnalysis = lazy(() => analysis().then((m) => ({ default: m.CreditAnalysis })));
const LazyAnalysisDialog = lazy(() => analysis().then((m) => ({ default: m.CreditAnalysisDialog })));

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner className="py-16" />}>{children}</Suspense>;
}

/** Spec §2 credit report page (monitoring login form, Error box, results). */
export function CreditReportPage(props: ComponentProps<typeof LazyReportPage>) {
  return (
    <Loading>
      <LazyReportPage {...props} />
    </Loading>
  );
}

/** The report viewer over the bundled offline sample. */
export function CreditReportOfflinePage() {
  return (
    <Loading>
      <LazyOfflinePage />
    </Loading>
  );
}

/** A client's reports: latest, decision and plan, full report, history and compare, import, refresh. */
export function CreditWorkspace(props: ComponentProps<typeof LazyWorkspace>) {
  return (
    <Loading>
      <LazyWorkspace {...props} />
    </Loading>
  );
}

/** The printable funding readiness report. */
export function FundingReport(props: ComponentProps<typeof LazyFundingReport>) {
  return (
    <Loading>
      <LazyFundingReport {...props} />
    </Loading>
  );
}

/** Staff directory of clients with their latest decision, and a client's reports. */
export function AdminCreditReports() {
  return (
    <Loading>
      <LazyAdmin />
    </Loading>
  );
}

/** The analysis wrapper (error card, loading, result) for inline use. */
export function CreditAnalysis(props: ComponentProps<typeof LazyAnalysis>) {
  return (
    <Loading>
      <LazyAnalysis {...props} />
    </Loading>
  );
}

/**
 * The coaching credit bureau analysis modal: analyses `report` (or the client's latest) in the
 * browser, saves a supplied report with save-report (a failed save is silent), and shows
 * APPROVED FOR FUNDING or NEEDS CREDIT REPAIR with the pass / warning / fail accounts.
 * @example <CreditAnalysisDialog open={open} onOpenChange={setOpen} report={message.credit_report} />
 */
export function CreditAnalysisDialog(props: ComponentProps<typeof LazyAnalysisDialog>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LazyAnalysisDialog {...props} />
    </Suspense>
  );
}
