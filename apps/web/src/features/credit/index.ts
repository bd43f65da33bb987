/**
 * Credit feature: report page, decision panel, Client Center credit tab, funding report, staff
 * credit reports, and the coaching credit bureau analysis the coaching journey opens.
 */
export { AdminCreditReports } from './components/admin-credit-reports';
export { CreditAnalysis, CreditAnalysisDialog, CreditAnalysisResult } from './components/credit-analysis';
export { CreditReportOfflinePage } from './components/credit-report-offline-page';
export { CreditReportPage } from './components/credit-report-page';
export { CreditWorkspace } from './components/credit-workspace';
export { DecisionPanel } from './components/decision-panel';
export { FundingReport } from './components/funding-report';
export { FUNDING_STATUS_KEY, readFundingStatus } from './utils/funding-status';
