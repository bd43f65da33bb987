import { PageHeader } from '@/components/ui/page-header';
import { AdminCreditReports } from '@/features/credit';

/** /admin/credit-report (staff): client directory, a client's reports, history, import and fetch. */
export default function AdminCreditReportRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Credit & funding"
        title="Credit Report"
        description="Every client's latest three-bureau decision. Open a client to review the full report, compare versions, import a file or pull a fresh report."
      />
      <AdminCreditReports />
    </>
  );
}
