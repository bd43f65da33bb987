import { type ComponentType, useEffect } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { NotAvailableYet } from '@/components/ui/not-available-yet';
import type { AppRoute } from '@/config/routes';
import { useBrand } from '@/lib/brand';

export interface ScreenProps {
  route: AppRoute;
}

export type ScreenComponent = ComponentType<ScreenProps>;

export function useDocumentTitle(title: string | null) {
  const { productName } = useBrand();
  useEffect(() => {
    document.title = title ? `${title} · ${productName}` : productName;
  }, [title, productName]);
}

/** A route's page: sets the tab title and isolates render errors to this screen. */
export function Screen({ route, component: Component }: { route: AppRoute; component?: ScreenComponent }) {
  const { pathname } = useLocation();
  useDocumentTitle(route.area === 'landing' && route.title === 'Home' ? null : route.title);
  return (
    <ErrorBoundary key={pathname}>
      {Component ? <Component route={route} /> : <NotAvailableYet title={route.title} />}
    </ErrorBoundary>
  );
}
