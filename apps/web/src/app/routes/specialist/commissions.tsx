import { PageHeader } from '@/components/ui/page-header';
import type { ScreenProps } from '@/config/routes';
import { CommissionLedger } from '@/features/commissions';

/**
 * `/specialist/commissions`: the specialist's earnings from the one ledger (issue 5/8): each
 * charged booking's price less the platform fee frozen on it, pending until the session is held.
 */
export default function SpecialistCommissionsRoute({ route }: ScreenProps) {
  return (
    <>
      <PageHeader
        eyebrow="Earnings"
        title={route.title}
        description="What you earn from your sessions: the price members paid less the platform fee. Pending until the session is held, then approved and paid out in the next payout."
      />
      <CommissionLedger
        description="Every charged booking, newest first, with the platform fee taken."
        empty="No earnings yet. Accepted bookings show up here once the member's card is charged."
      />
    </>
  );
}
