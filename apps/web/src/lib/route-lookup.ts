import { createContext, useContext } from 'react';
import type { AppRoute } from '@/config/routes';

/**
 * Looks a pathname up in the route tables. The tables live in app/ (with their lazy screens), so
 * shared code and screens get them through this context, provided by the router, instead of
 * importing app/ (and a screen importing its own table would be an import cycle).
 */
export interface RouteLookup {
  routeFor: (pathname: string) => AppRoute | undefined;
}

export const RouteLookupContext = createContext<RouteLookup>({ routeFor: () => undefined });

export function useRouteLookup(): RouteLookup {
  return useContext(RouteLookupContext);
}
