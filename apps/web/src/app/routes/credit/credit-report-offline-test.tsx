import { CreditReportOfflinePage } from '@/features/credit';

/** /credit-report-offline-test: the viewer over a bundled sample, no API calls. */
export default function CreditReportOfflineTestRoute() {
  return <CreditReportOfflinePage />;
}
