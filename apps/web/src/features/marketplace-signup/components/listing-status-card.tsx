import { QrCode, UserPen } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useOwnProfile } from '../api/signup';
import { STATUS } from './profile-settings';

/**
 * `/specialist/discover`, "How members find you": the specialist's own listing status (not yet
 * listed unless approved, with the way to the profile), and quick links to the QR code and profile.
 */
export function ListingStatusCard() {
  const q = useOwnProfile();
  return (
    <Card className="mb-6 space-y-3 p-5">
      <h2 className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900">
        How members find you
        {q.data ? <Badge tone={STATUS[q.data.status].tone}>{STATUS[q.data.status].label}</Badge> : null}
      </h2>
      {q.isPending ? (
        <Spinner message="Loading your listing" />
      ) : q.isError ? (
        <LoadError title="Your listing could not be loaded" error={q.error} onRetry={q.refetch} />
      ) : q.data.status === 'approved' ? (
        <p className="text-sm text-slate-700">
          You are listed: members see the results below, your own card is marked “You”.
        </p>
      ) : (
        <p className="text-sm text-slate-700">
          You are not listed yet: members cannot find you until an admin approves your profile.{' '}
          {STATUS[q.data.status].text}{' '}
          <Link to="/specialist/profile-settings" className="font-medium text-teal-700 underline">
            Review your profile
          </Link>
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <ButtonLink to="/specialist/qr-marketing" variant="secondary" size="sm">
          <QrCode className="size-4" aria-hidden="true" />
          QR marketing
        </ButtonLink>
        <ButtonLink to="/specialist/profile-settings" variant="secondary" size="sm">
          <UserPen className="size-4" aria-hidden="true" />
          Profile settings
        </ButtonLink>
      </div>
    </Card>
  );
}
