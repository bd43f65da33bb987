import { PageHeader } from '@/components/ui/page-header';
import { CommissionsAdmin } from '@/features/commissions-admin';

/** `/admin/commissions`: the whole commission ledger and its payout batches (issue 5/8). */
export default function AdminCommissionsRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Commerce"
        title="Commissions"
        description="Every commission from store orders, trips, marketplace bookings and referrals; pay approved ones out in batches."
      />
      <CommissionsAdmin />
    </>
  );
}
