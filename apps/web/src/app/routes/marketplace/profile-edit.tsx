import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import type { ScreenProps } from '@/config/routes';
import { ProfileForm } from '@/features/account';
import { useAuth } from '@/lib/auth';

/**
 * `/manila/shared/profile-edit`: the account's name and sign-in e-mail. A specialist's public
 * profile (photo, bio, specialties) has its own screen, linked from here.
 */
export default function MarketplaceProfileEditRoute({ route }: ScreenProps) {
  const { user } = useAuth();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <PageHeader title={route.title} description="Your name and the e-mail you sign in with." />
      <div className="space-y-6">
        <Card>
          <CardHeader title="Your details" icon={<UserRound className="size-5" aria-hidden="true" />} />
          <CardBody>
            <ProfileForm />
          </CardBody>
        </Card>
        {user?.role === 'specialist' ? (
          <Card>
            <CardBody className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-slate-600">
                Members see your photo, bio and specialties on your public profile.
              </p>
              <Link
                to="/specialist/profile-settings"
                className="text-sm font-medium text-brand underline-offset-2 hover:underline"
              >
                Edit your public profile
              </Link>
            </CardBody>
          </Card>
        ) : null}
      </div>
    </div>
  );
}
