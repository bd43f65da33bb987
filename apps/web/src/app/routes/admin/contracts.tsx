import { PageHeader } from '@/components/ui/page-header';
import { ContractsAdmin } from '@/features/admin';

/** `/admin/contracts` (spec §2 Admin; issue 3/8): templates with versions, signature requests, signed records. */
export default function AdminContractsRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Legal"
        title="Contracts"
        description="Client service agreements and specialist contracts: publish versions, send them for signature and keep the signed records."
      />
      <ContractsAdmin />
    </>
  );
}
