import { PageHeader } from '@/components/ui/page-header';
import { AuditLog } from '@/features/admin';

/** `/admin/permissions/audit-logs` (spec §2 Admin; issue 3/8). */
export default function AdminAuditLogRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Permissions"
        title="Audit Log"
        description="Every permission change: who, when, from where, before and after. Append-only."
      />
      <AuditLog />
    </>
  );
}
