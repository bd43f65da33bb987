import { PageHeader } from '@/components/ui/page-header';
import { NotificationPreferencesForm } from '@/features/notifications';

/** `/settings/notifications` (staff): which notifications arrive in the app and by e-mail. */
export default function NotificationSettingsRoute() {
  return (
    <div className="max-w-3xl">
      <PageHeader
        eyebrow="Settings"
        title="Notification Settings"
        description="Choose what you hear about, under the bell and by e-mail."
      />
      <NotificationPreferencesForm />
    </div>
  );
}
