import { lazy, type ReactNode, Suspense } from 'react';
import { MarketingLayout } from '@/components/layouts/marketing-layout';
import { SessionActionsProvider } from '@/components/layouts/session-controls';
import { useDomainContext } from '@/lib/domain-context';

type Children = { children?: ReactNode };

// The bell loads only once someone is signed in (the header shows it then), so public pages
// never carry the notifications feature or its popover.
const LazyBell = lazy(() =>
  import('@/features/notifications').then((m) => ({ default: m.NotificationBell })),
);
const bell = (
  <Suspense fallback={null}>
    <LazyBell />
  </Suspense>
);

/** Public pages wear the look of the domain they are served on. */
export function DomainShell({ children }: Children) {
  const { serviceType } = useDomainContext();
  return (
    <SessionActionsProvider value={bell}>
      <MarketingLayout variant={serviceType}>{children}</MarketingLayout>
    </SessionActionsProvider>
  );
}

export function StorefrontShell({ children }: Children) {
  return (
    <SessionActionsProvider value={bell}>
      <MarketingLayout variant="ecommerce">{children}</MarketingLayout>
    </SessionActionsProvider>
  );
}

export function TravelShell({ children }: Children) {
  return (
    <SessionActionsProvider value={bell}>
      <MarketingLayout variant="travel">{children}</MarketingLayout>
    </SessionActionsProvider>
  );
}

export function ManilaShell({ children }: Children) {
  return (
    <SessionActionsProvider value={bell}>
      <MarketingLayout variant="manila">{children}</MarketingLayout>
    </SessionActionsProvider>
  );
}
