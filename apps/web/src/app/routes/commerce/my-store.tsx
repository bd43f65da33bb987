import { PageHeader } from '@/components/ui/page-header';
import type { ScreenProps } from '@/config/routes';
import { OwnerGate, StoreHub } from '@/features/store-hub';

/** `/my-store` (spec §2 client-only): the store owner's hub. */
export default function MyStoreRoute(_props: ScreenProps) {
  return (
    <>
      <PageHeader
        eyebrow="Ecommerce"
        title="My Store"
        description="Your store at a glance: today’s sales, what is left to set up, and the latest orders."
      />
      <OwnerGate>
        <StoreHub />
      </OwnerGate>
    </>
  );
}
