import { PageHeader } from '@/components/ui/page-header';
import { PermissionsOverview } from '@/features/admin';

/** `/admin/permissions` (spec §2 Admin; issue 3/8). */
export default function AdminPermissionsRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Permissions"
        title="Permissions"
        description="Who may do what: the role matrix, per-person overrides and the audit log."
      />
      <PermissionsOverview />
    </>
  );
}
