import { ShellProviders } from '@/app/layouts/shell-providers';
import { PageHeader } from '@/components/ui/page-header';
import type { ScreenProps } from '@/config/routes';
import { OwnerGate, StoreSettings } from '@/features/store-hub';
import { StorefrontPreview } from './storefront-preview';

/** `/client/settings` (spec §2, unguarded store-owner page): branding with live preview, slug, domain, tax, shipping. */
export default function StoreSettingsRoute(_props: ScreenProps) {
  return (
    <ShellProviders>
      <PageHeader
        eyebrow="My store"
        title="Store settings"
        description="Your store’s name, look, tax and shipping, domain and status."
      />
      <OwnerGate>
        <StoreSettings
          renderPreview={(store, products) => <StorefrontPreview store={store} products={products} />}
        />
      </OwnerGate>
    </ShellProviders>
  );
}
