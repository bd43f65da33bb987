import { PageHeader } from '@/components/ui/page-header';
import { PermissionOverrides } from '@/features/admin';

/** `/admin/permissions/overrides` (spec §2 Admin; issue 3/8). */
export default function AdminPermissionOverridesRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Permissions"
        title="Permission Overrides"
        description="Grant or remove one permission for one person, with a reason and an optional expiry."
      />
      <PermissionOverrides />
    </>
  );
}
