import { PageHeader } from '@/components/ui/page-header';
import { AnnouncementsScreen } from '@/features/notifications';

/** `/admin/notifications`: announcements to a role or everyone, and what was sent and read. */
export default function AdminNotificationsRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Communication"
        title="Notifications"
        description="Send an announcement to a role or to everyone, and see who has read it."
      />
      <AnnouncementsScreen />
    </>
  );
}
