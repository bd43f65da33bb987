import { PageHeader } from '@/components/ui/page-header';
import type { ScreenProps } from '@/config/routes';
import { EcommerceSettings } from '@/features/commerce-console';

/** `/admin/ecommerce-settings` (spec §2 Admin; issue 4/8): payment provider and platform defaults. */
export default function AdminEcommerceSettingsRoute(_props: ScreenProps) {
  return (
    <>
      <PageHeader
        eyebrow="Ecommerce"
        title="Ecommerce settings"
        description="How the platform takes payments, and the tax, shipping and fee every store starts from."
      />
      <EcommerceSettings />
    </>
  );
}
