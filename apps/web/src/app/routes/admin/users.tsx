import { PageHeader } from '@/components/ui/page-header';
import { UsersAdmin } from '@/features/admin';

/** `/admin/users` (spec §2 Admin; issue 3/8). */
export default function AdminUsersRoute() {
  return (
    <>
      <PageHeader
        eyebrow="People"
        title="Users"
        description="Every account on the platform: invite, edit, deactivate, and see who is signed in where."
      />
      <UsersAdmin />
    </>
  );
}
