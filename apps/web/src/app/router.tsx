import { useEffect } from 'react';
import { createBrowserRouter, Navigate, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { installLinkPrefetch } from '@/app/prefetch';
import { RootLayout } from '@/app/root-layout';
import { RouteGuard } from '@/app/route-guard';
import { appRoutes, findRouteFor, findSuffixRoute } from '@/app/routes';
import { AreaShell, preloadRoute, Screen, type ScreenHandle } from '@/app/screen';
import type { AppRoute } from '@/config/routes';
import { href } from '@/lib/href';
import { type RouteLookup, RouteLookupContext } from '@/lib/route-lookup';

const lookup: RouteLookup = { routeFor: findRouteFor };

/** Loads the chunks of the page at `pathname` (screen and shell), if it is one of ours. */
export function prefetchPath(pathname: string): void {
  const route = findRouteFor(pathname);
  if (route) void preloadRoute(route);
}

function routeElement(route: AppRoute) {
  if (route.redirectTo) return <Navigate to={route.redirectTo} replace />;
  return <Screen route={route} />;
}

/**
 * `/{product}-funding-report` (React Router has no partial segments) and unknown paths:
 * a path ending in a table suffix renders that screen, anything else goes to `/`.
 */
function CatchAllRoute() {
  const { pathname } = useLocation();
  const route = findSuffixRoute(pathname);
  if (!route) return <Navigate to={href('/')} replace />;
  return (
    <RouteGuard kind={route.guard}>
      <AreaShell layout={route.layout}>{routeElement(route)}</AreaShell>
    </RouteGuard>
  );
}

/** The root route: the route tables for shared code, link prefetching, then the app's providers. */
function AppRoot() {
  useEffect(() => installLinkPrefetch(document, prefetchPath), []);
  return (
    <RouteLookupContext.Provider value={lookup}>
      <RootLayout />
    </RouteLookupContext.Provider>
  );
}

/**
 * Route objects built from the tables in app/routes: routes sharing a guard and a layout share one
 * guarded layout route, so the shell stays mounted between its screens. The guard is decided in
 * the entry chunk; the shell and each screen are chunks of their own, loaded on first use.
 */
export function createAppRoutes(): RouteObject[] {
  const groups = new Map<string, AppRoute[]>();
  for (const route of appRoutes as readonly AppRoute[]) {
    if (route.segmentSuffix) continue;
    const key = `${route.guard}|${route.layout}`;
    groups.set(key, [...(groups.get(key) ?? []), route]);
  }
  const children: RouteObject[] = [...groups.values()].map((routes) => {
    const { guard, layout } = routes[0]!;
    return {
      element: (
        <RouteGuard kind={guard}>
          <AreaShell layout={layout} />
        </RouteGuard>
      ),
      children: routes.map((route) => ({
        path: route.path,
        element: routeElement(route),
        handle: { screen: route } satisfies ScreenHandle,
      })),
    };
  });
  children.push({ path: '*', element: <CatchAllRoute /> });
  return [{ element: <AppRoot />, children }];
}

let browserRouter: ReturnType<typeof createBrowserRouter> | undefined;

/** The browser router; `useTransitions={false}` keeps auth and location updates in step (logout). */
export function AppRouter() {
  if (!browserRouter) {
    // The first page's chunks load while the session is requested, not after it resolves.
    prefetchPath(window.location.pathname);
    browserRouter = createBrowserRouter(createAppRoutes());
  }
  return <RouterProvider router={browserRouter} useTransitions={false} />;
}
