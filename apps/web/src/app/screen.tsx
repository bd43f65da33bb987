import { type ReactNode, Suspense, use, useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { shellLoaders } from '@/app/layouts';
import { loadable } from '@/app/lazy';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { Spinner } from '@/components/ui/spinner';
import type { AppRoute, RouteLayout, ScreenModule } from '@/config/routes';
import { useBrand } from '@/lib/brand';

export type { ScreenProps } from '@/config/routes';

export function useDocumentTitle(title: string | null) {
  const { productName } = useBrand();
  useEffect(() => {
    document.title = title ? `${title} · ${productName}` : productName;
  }, [title, productName]);
}

/** Routes without a screen yet share one small placeholder chunk. */
const loadNotAvailableYet = (): Promise<ScreenModule> => import('@/app/not-available-yet');

const screenOf = (route: AppRoute) => loadable(route.lazy ?? loadNotAvailableYet);
const shellOf = (layout: Exclude<RouteLayout, 'landing'>) => loadable(shellLoaders[layout]);

/**
 * Starts loading a route's chunks (its screen and its area's shell) without rendering anything:
 * used on link hover/focus and at start-up, so they load alongside the session request.
 */
export function preloadRoute(route: AppRoute): Promise<unknown> {
  const screen = screenOf(route).load();
  const shell = route.layout === 'landing' ? undefined : shellOf(route.layout).load();
  return Promise.all([screen, shell]).catch(() => undefined);
}

/**
 * Quiet while a chunk loads: nothing for the first 250 ms (most loads are done by then, and
 * prefetched ones render at once), then a small spinner.
 */
export function ChunkFallback() {
  return <Spinner message={null} className="py-24" />;
}

function ScreenBody({ route }: { route: AppRoute }) {
  const screen = screenOf(route);
  const { default: Component } = use(screen.load());
  return <Component route={route} />;
}

/** A route's page: sets the tab title, loads its chunk and isolates render errors to this screen. */
export function Screen({ route }: { route: AppRoute }) {
  const { pathname } = useLocation();
  useDocumentTitle(route.layout === 'landing' && route.title === 'Home' ? null : route.title);
  return (
    <ErrorBoundary key={pathname}>
      <Suspense fallback={<ChunkFallback />}>
        <ScreenBody route={route} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The shell an area wears, loaded lazily; `landing` screens bring their own. */
export function AreaShell({ layout, children }: { layout: RouteLayout; children?: ReactNode }) {
  if (layout === 'landing') return children ?? <Outlet />;
  return <LoadedShell layout={layout}>{children}</LoadedShell>;
}

/** What the router keeps on each screen's route object (`handle`), so a shell can find its screen. */
export interface ScreenHandle {
  screen: AppRoute;
}

function LoadedShell({
  layout,
  children,
}: {
  layout: Exclude<RouteLayout, 'landing'>;
  children?: ReactNode;
}) {
  const shell = shellOf(layout);
  const matches = useMatches();
  if (!shell.get()) {
    // Load the screen alongside the shell, not after it.
    for (const match of matches) {
      const handle = match.handle as ScreenHandle | undefined;
      if (handle?.screen) void preloadRoute(handle.screen);
    }
  }
  const Shell = use(shell.load());
  return <Shell>{children}</Shell>;
}
