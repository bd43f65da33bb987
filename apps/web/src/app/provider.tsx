import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentProps, type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { createQueryClient } from '@/lib/query-client';

type ToasterType = ComponentType<ComponentProps<typeof import('sonner').Toaster>>;

/**
 * Toasts render from their own chunk, fetched right after the first paint rather than with the
 * landing (a toast is never the first thing on a page). No Suspense: nothing waits for it.
 */
function DeferredToaster() {
  const [Toaster, setToaster] = useState<ToasterType | null>(null);
  useEffect(() => {
    let live = true;
    void import('sonner').then((m) => {
      if (live) setToaster(() => m.Toaster);
    });
    return () => {
      live = false;
    };
  }, []);
  // Below the sticky headers (64 px), so a toast never covers the header's actions (cart, bell).
  return Toaster ? (
    <Toaster
      position="top-right"
      offset={{ top: 80, right: 16 }}
      mobileOffset={{ top: 72 }}
      richColors
      closeButton
    />
  ) : null;
}

/**
 * App-wide providers that don't depend on the router (the rest sit in the root route; tooltips and
 * dialogs in the area shells, app/layouts/shell-providers.tsx).
 */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      <DeferredToaster />
    </QueryClientProvider>
  );
}
