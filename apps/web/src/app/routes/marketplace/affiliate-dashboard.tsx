import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import type { ScreenProps } from '@/config/routes';
import { CommissionDashboard, ReferralLinks, ReferredAccounts } from '@/features/commission-dashboard';
import { href } from '@/lib/href';

/**
 * `/manila/affiliate/dashboard`: the affiliate's marketplace links and QR code, then the shared
 * commission dashboard (clicks, bookings, conversion, commissions by status from the one ledger)
 * and the members and specialists who signed up through the link.
 */
export default function ManilaAffiliateDashboardRoute({ route }: ScreenProps) {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader
        eyebrow="Affiliates"
        title={route.title}
        description="Share your link or QR code: sessions booked after a visit through them earn you a commission, pending until the session is held."
      />
      <ReferralLinks
        fallback={
          <p className="text-sm text-slate-600">
            This account has no affiliate code.{' '}
            <Link to={href('/manila/affiliate/signup')} className="font-medium text-brand hover:underline">
              Become an affiliate
            </Link>{' '}
            to get one.
          </p>
        }
      />
      <CommissionDashboard travelLinks={false} />
      <ReferredAccounts />
    </div>
  );
}
