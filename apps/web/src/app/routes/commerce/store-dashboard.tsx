import { ShellProviders } from '@/app/layouts/shell-providers';
import { PageHeader } from '@/components/ui/page-header';
import type { ScreenProps } from '@/config/routes';
import { OwnerGate, StoreDashboard } from '@/features/store-hub';

/** `/client/dashboard` (spec §2, unguarded store-owner page): the hub's data as a dashboard. */
export default function StoreDashboardRoute(_props: ScreenProps) {
  return (
    <ShellProviders>
      <PageHeader
        eyebrow="My store"
        title="Store dashboard"
        description="Today’s and this week’s sales, the latest orders and your store’s status."
      />
      <OwnerGate>
        <StoreDashboard />
      </OwnerGate>
    </ShellProviders>
  );
}
