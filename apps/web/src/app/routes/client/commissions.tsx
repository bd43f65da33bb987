import { PageHeader } from '@/components/ui/page-header';
import { CommissionLedger } from '@/features/commissions';

/** `/commissions` (client-only): every commission the client earned, from any source (issue 5/8). */
export default function CommissionsRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Earnings"
        title="Commissions"
        description="What you earned from store orders, trips and referrals your links brought in: pending until the sale completes, then approved and paid out in the next payout."
      />
      <CommissionLedger />
    </>
  );
}
