import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { createQueryClient } from '@/lib/query-client';

/** Toasts render from their own chunk, fetched right after the first paint rather than with the landing. */
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * App-wide providers that don't depend on the router (the rest sit in the root route; tooltips and
 * dialogs in the area shells, app/layouts/shell-providers.tsx).
 */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      <Suspense fallback={null}>
        <Toaster position="top-right" richColors closeButton />
      </Suspense>
    </QueryClientProvider>
  );
}
