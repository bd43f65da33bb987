import { PageHeader } from '@/components/ui/page-header';
import type { ScreenProps } from '@/config/routes';
import { CommissionLedger } from '@/features/commissions';

/**
 * `/manila/commissions`: what the signed-in marketplace user earned, from the one ledger: a
 * specialist's sessions (price less the platform fee) and the bookings their links referred.
 */
export default function ManilaCommissionsRoute({ route }: ScreenProps) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <PageHeader
        eyebrow="Earnings"
        title={route.title}
        description="Everything you earned on Manila: sessions you held and bookings your links brought in. Pending until the session is held, then approved and paid out in the next payout."
      />
      <CommissionLedger
        description="Every earning, newest first."
        empty="Nothing earned yet. Share your booking link: sessions booked through it show up here."
      />
    </div>
  );
}
