import { PageHeader } from '@/components/ui/page-header';
import { ComplianceAdmin } from '@/features/admin';

/** `/admin/compliance` (spec §2 Admin; issue 3/8): consents and disclosures, data exports, deletion requests. */
export default function AdminComplianceRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Legal"
        title="Compliance"
        description="What each client agreed to, their data exports and deletion requests."
      />
      <ComplianceAdmin />
    </>
  );
}
