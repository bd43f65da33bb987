import { AdminCreditReportRoute } from '@/app/routes/credit/admin-credit-report';
import { CreditReportOfflineTestRoute } from '@/app/routes/credit/credit-report-offline-test';
import { CreditReportTestRoute } from '@/app/routes/credit/credit-report-test';
import { FundingReportRoute } from '@/app/routes/credit/funding-report';
import type { ScreenComponent } from '@/app/screen';

/**
 * Screens of the credit reports, decision and funding report (issue 2/5), keyed by their path in config/routes.ts.
 * The router merges every feature's registry; a route without a screen shows NotAvailableYet.
 */
export const creditScreens: Record<string, ScreenComponent> = {
  '/credit-report-test': CreditReportTestRoute,
  '/credit-report-offline-test': CreditReportOfflineTestRoute,
  '/{product}-funding-report': FundingReportRoute,
  '/admin/credit-report': AdminCreditReportRoute,
};
