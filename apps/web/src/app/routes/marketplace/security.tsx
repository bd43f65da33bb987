import { KeyRound, MonitorSmartphone } from 'lucide-react';
import { ShellProviders } from '@/app/layouts/shell-providers';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import type { ScreenProps } from '@/config/routes';
import { ActiveSessions, PasswordForm } from '@/features/account';

/**
 * `/manila/shared/security`: change the password (this browser stays signed in, the others end)
 * and see where the account is signed in, signing devices out one by one or all at once.
 */
export default function MarketplaceSecurityRoute({ route }: ScreenProps) {
  // The sessions list confirms each sign-out; the Manila shell carries no dialog provider.
  return (
    <ShellProviders>
      <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
        <PageHeader title={route.title} description="Your password and the devices signed in as you." />
        <div className="space-y-6">
          <Card>
            <CardHeader
              title="Password"
              description="Changing it signs out your other devices."
              icon={<KeyRound className="size-5" aria-hidden="true" />}
            />
            <CardBody>
              <PasswordForm />
            </CardBody>
          </Card>
          <Card>
            <CardHeader
              title="Active sessions"
              description="Browsers and apps signed in to your account, newest first."
              icon={<MonitorSmartphone className="size-5" aria-hidden="true" />}
            />
            <CardBody>
              <ActiveSessions />
            </CardBody>
          </Card>
        </div>
      </div>
    </ShellProviders>
  );
}
