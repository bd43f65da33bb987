import { PageHeader } from '@/components/ui/page-header';
import { CreditRepairSubmissionsAdmin } from '@/features/credit';

/** `/admin/credit-repair-submissions` (spec §2 Admin; issue 3/8): the credit-repair desk. */
export default function AdminCreditRepairSubmissionsRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Credit & funding"
        title="Credit Repair Submissions"
        description="Clients the journey routed to credit repair, with their latest decision and what can be disputed. Assign each to the credit team and track it to completion."
      />
      <CreditRepairSubmissionsAdmin />
    </>
  );
}
