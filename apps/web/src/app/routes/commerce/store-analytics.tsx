import { PageHeader } from '@/components/ui/page-header';
import type { ScreenProps } from '@/config/routes';
import { OwnerGate, StoreAnalytics } from '@/features/store-hub';

/** `/client/analytics` (spec §2, unguarded store-owner page): sales over time, top products, conversion. */
export default function StoreAnalyticsRoute(_props: ScreenProps) {
  return (
    <>
      <PageHeader
        eyebrow="My store"
        title="Store analytics"
        description="Revenue and orders over time, your best sellers, average order value and how many carts become orders."
      />
      <OwnerGate>
        <StoreAnalytics />
      </OwnerGate>
    </>
  );
}
