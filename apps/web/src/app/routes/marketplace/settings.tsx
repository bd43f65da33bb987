import { Bell, MessageCircle, ShieldCheck, UserRound, UserRoundPen } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import type { ScreenProps } from '@/config/routes';
import { NotificationPreferencesForm } from '@/features/notifications';
import { useAuth } from '@/lib/auth';

/**
 * `/manila/settings` and `/specialist/settings`: the account's settings in one place: what it
 * hears about (the platform's notification preferences) and where the rest is kept.
 */
export default function MarketplaceSettingsRoute({ route }: ScreenProps) {
  const { user } = useAuth();
  const links = [
    { to: '/manila/shared/profile-edit', label: 'Name and e-mail', icon: UserRoundPen },
    { to: '/manila/shared/security', label: 'Password and devices', icon: ShieldCheck },
    ...(user?.role === 'specialist'
      ? [{ to: '/specialist/profile-settings', label: 'Your public profile', icon: UserRound }]
      : []),
    { to: '/manila/chat-test', label: 'Test the chat connection', icon: MessageCircle },
  ];
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <PageHeader title={route.title} description={`Signed in as ${user?.email ?? ''}.`} />
      <div className="space-y-6">
        <Card className="space-y-2 p-5">
          <h2 className="text-base font-semibold text-slate-900">More settings</h2>
          <ul className="space-y-1">
            {links.map((l) => (
              <li key={l.to}>
                <Link
                  to={l.to}
                  className="inline-flex items-center gap-2 text-sm font-medium text-brand underline-offset-2 hover:underline"
                >
                  <l.icon className="size-4" aria-hidden="true" />
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </Card>
        <section aria-labelledby="notification-settings" className="space-y-3">
          <h2
            id="notification-settings"
            className="flex items-center gap-2 text-lg font-semibold text-slate-900"
          >
            <Bell className="size-5 text-brand" aria-hidden="true" />
            Notifications
          </h2>
          <NotificationPreferencesForm />
        </section>
      </div>
    </div>
  );
}
