import { PageHeader } from '@/components/ui/page-header';
import { SubscriptionSettings } from '@/features/admin';

/** `/admin/subscription-settings` (spec §2 Admin; issue 3/8): client plans, admins only. */
export default function AdminSubscriptionSettingsRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Billing"
        title="Subscription settings"
        description="The plans clients can be on, who is on which, and the monthly recurring revenue they add up to."
      />
      <SubscriptionSettings />
    </>
  );
}
