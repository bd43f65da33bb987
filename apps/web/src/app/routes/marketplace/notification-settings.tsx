import type { ScreenProps } from '@/config/routes';
import { NotificationPreferencesForm } from '@/features/notifications';

/**
 * The marketplace's notification settings (`/manila/notification-settings` and
 * `/manila/shared/notifications`): the same form as the staff settings, in the Manila shell.
 */
export default function MarketplaceNotificationSettingsRoute({ route }: ScreenProps) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="mb-1.5 text-2xl font-semibold tracking-tight text-slate-900">{route.title}</h1>
      <p className="mb-6 text-sm text-slate-600">Choose what you hear about, under the bell and by e-mail.</p>
      <NotificationPreferencesForm />
    </div>
  );
}
