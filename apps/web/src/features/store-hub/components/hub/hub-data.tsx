import type { OwnerStore, StoreSetupItem } from '@fundpath/contracts/ecommerce';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { type StoreAnalyticsResponse, useStoreAnalytics } from '../../api/analytics';
import { useMyStore } from '../../api/my-store';
import { CreateStoreForm } from '../create-store-form';

export interface HubData {
  store: OwnerStore;
  setup: StoreSetupItem[];
  week: StoreAnalyticsResponse | undefined;
  weekLoading: boolean;
}

/**
 * Loads the hub (`GET /api/ecommerce/my-store`) and the week's sales, then renders `children` with
 * them; before the owner has a store it renders the create form instead. /my-store and
 * /client/dashboard lay the same pieces out differently.
 */
export function HubLoader({ children }: { children: (data: HubData) => ReactNode }) {
  const hub = useMyStore();
  const store = hub.data?.store ?? null;
  const week = useStoreAnalytics(7, store !== null);

  if (hub.isPending) return <Spinner className="py-16" message="Loading your store…" />;
  if (hub.isError)
    return <LoadError title="Your store could not be loaded" error={hub.error} onRetry={hub.refetch} />;
  if (!store) return <CreateStoreForm />;
  return children({ store, setup: hub.data.setup, week: week.data, weekLoading: week.isPending });
}
