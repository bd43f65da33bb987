import type { ReactNode } from 'react';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  type RouteObject,
  RouterProvider,
  useLocation,
} from 'react-router';

import { RootLayout } from '@/app/root-layout';
import { RouteGuard } from '@/app/route-guard';
import { AdminDashboardRoute } from '@/app/routes/admin/dashboard';
import { ImpersonationLogsRoute } from '@/app/routes/admin/impersonation-logs';
import { MonitoringRoute } from '@/app/routes/admin/monitoring';
import { ForgotPasswordRoute } from '@/app/routes/auth/forgot-password';
import { LoginRoute } from '@/app/routes/auth/login';
import { MarketplaceLoginRoute } from '@/app/routes/auth/marketplace-login';
import { RegisterRoute } from '@/app/routes/auth/register';
import { ResetPasswordRoute } from '@/app/routes/auth/reset-password';
import { ClientCenterRoute } from '@/app/routes/client/client-center';
import { HomeRoute, PreviewRoute, RefRoute } from '@/app/routes/landing/home';
import { TestClientCenterRoute } from '@/app/routes/shared/test-client-center';
import { Screen, type ScreenComponent } from '@/app/screen';
import { aiScreens } from '@/app/screens/ai';
import { coachingScreens } from '@/app/screens/coaching';
import { creditScreens } from '@/app/screens/credit';
import { supportScreens } from '@/app/screens/support';
import { AccountLayout } from '@/components/layouts/account-layout';
import { AdminLayout } from '@/components/layouts/admin-layout';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { ClientLayout } from '@/components/layouts/client-layout';
import { MarketingLayout } from '@/components/layouts/marketing-layout';
import { type AppRoute, appRoutes, findSuffixRoute, type RouteArea } from '@/config/routes';
import { useDomainContext } from '@/lib/domain-context';

/** Screens built so far; every other route shows a NotAvailableYet panel in its area's layout. */
const screens: Record<string, ScreenComponent> = {
  '/': HomeRoute,
  '/ref/:code': RefRoute,
  '/preview/design-1': PreviewRoute,
  '/preview/design-2': PreviewRoute,
  '/preview/design-3': PreviewRoute,
  '/preview/design-4': PreviewRoute,
  '/manila-preview': PreviewRoute,
  '/wellness': PreviewRoute,
  '/login': LoginRoute,
  '/manila/login': MarketplaceLoginRoute,
  '/manila/affiliate/login': MarketplaceLoginRoute,
  '/specialist/login': MarketplaceLoginRoute,
  '/customer/login': MarketplaceLoginRoute,
  '/forgot-password': ForgotPasswordRoute,
  '/reset-password': ResetPasswordRoute,
  '/register': RegisterRoute,
  '/admin/dashboard': AdminDashboardRoute,
  '/admin/impersonation-logs': ImpersonationLogsRoute,
  '/admin/monitoring': MonitoringRoute,
  '/client-center': ClientCenterRoute,
  '/test-client-center': TestClientCenterRoute,
  ...creditScreens,
  ...coachingScreens,
  ...aiScreens,
  ...supportScreens,
};

function DomainMarketingLayout({ children }: { children?: ReactNode }) {
  const { serviceType } = useDomainContext();
  return <MarketingLayout variant={serviceType}>{children}</MarketingLayout>;
}

/** The shell each area wears. Landing screens bring their own. */
function AreaLayout({ area, children }: { area: RouteArea; children?: ReactNode }) {
  switch (area) {
    case 'landing':
      return children ?? <Outlet />;
    case 'auth':
      return <AuthLayout>{children}</AuthLayout>;
    case 'admin':
      return <AdminLayout>{children}</AdminLayout>;
    case 'client':
      return <ClientLayout>{children}</ClientLayout>;
    case 'account':
      return <AccountLayout>{children}</AccountLayout>;
    case 'storefront':
    case 'customer':
      return <MarketingLayout variant="ecommerce">{children}</MarketingLayout>;
    case 'travel':
      return <MarketingLayout variant="travel">{children}</MarketingLayout>;
    case 'manila':
    case 'specialist':
      return <MarketingLayout variant="manila">{children}</MarketingLayout>;
    case 'public':
      return <DomainMarketingLayout>{children}</DomainMarketingLayout>;
  }
}

function routeElement(route: AppRoute) {
  if (route.redirectTo) return <Navigate to={route.redirectTo} replace />;
  return <Screen route={route} component={screens[route.path]} />;
}

/**
 * `/{product}-funding-report` (React Router has no partial segments) and unknown paths:
 * a path ending in a table suffix renders that screen, anything else goes to `/`.
 */
function CatchAllRoute() {
  const { pathname } = useLocation();
  const route = findSuffixRoute(pathname);
  if (!route) return <Navigate to="/" replace />;
  return (
    <RouteGuard kind={route.guard}>
      <AreaLayout area={route.area}>{routeElement(route)}</AreaLayout>
    </RouteGuard>
  );
}

/**
 * Route objects built from the table in config/routes.ts: routes sharing a guard and an area
 * share one guarded layout route, so the shell stays mounted between its screens.
 */
export function createAppRoutes(): RouteObject[] {
  const groups = new Map<string, AppRoute[]>();
  for (const route of appRoutes) {
    if (route.segmentSuffix) continue;
    const key = `${route.guard}|${route.area}`;
    groups.set(key, [...(groups.get(key) ?? []), route]);
  }
  const children: RouteObject[] = [...groups.values()].map((routes) => {
    const { guard, area } = routes[0]!;
    return {
      element: (
        <RouteGuard kind={guard}>
          <AreaLayout area={area} />
        </RouteGuard>
      ),
      children: routes.map((route) => ({ path: route.path, element: routeElement(route) })),
    };
  });
  children.push({ path: '*', element: <CatchAllRoute /> });
  return [{ element: <RootLayout />, children }];
}

let browserRouter: ReturnType<typeof createBrowserRouter> | undefined;

/** The browser router; `useTransitions={false}` keeps auth and location updates in step (logout). */
export function AppRouter() {
  browserRouter ??= createBrowserRouter(createAppRoutes());
  return <RouterProvider router={browserRouter} useTransitions={false} />;
}
