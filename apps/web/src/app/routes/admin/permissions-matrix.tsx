import { PageHeader } from '@/components/ui/page-header';
import { PermissionMatrix } from '@/features/admin';

/** `/admin/permissions/matrix` (spec §2 Admin; issue 3/8). */
export default function AdminPermissionMatrixRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Permissions"
        title="Permission Matrix"
        description="What each role may do. Changes apply to everyone with the role at once."
      />
      <PermissionMatrix />
    </>
  );
}
