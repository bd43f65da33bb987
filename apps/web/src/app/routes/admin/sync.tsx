import { PageHeader } from '@/components/ui/page-header';
import { SyncAdmin } from '@/features/admin';

/** `/admin/sync` (spec §2 Admin; issue 3/8): the platform's syncs, run as background jobs. */
export default function AdminSyncRoute() {
  return (
    <>
      <PageHeader
        eyebrow="System"
        title="Sync"
        description="Re-run the platform's maintenance syncs in the background and follow their progress."
      />
      <SyncAdmin />
    </>
  );
}
