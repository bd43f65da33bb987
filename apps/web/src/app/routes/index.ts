import { matchRoutes } from 'react-router';
import type { AppRoute } from '@/config/routes';
import { accountRoutes } from './account/routes';
import { adminRoutes } from './admin/routes';
import { authRoutes } from './auth/routes';
import { clientRoutes } from './client/routes';
import { marketplaceRoutes } from './marketplace/routes';
import { publicRoutes } from './public/routes';
import { specialistRoutes } from './specialist/routes';
import { staffRoutes } from './staff/routes';
import { storefrontRoutes } from './storefront/routes';
import { travelRoutes } from './travel/routes';

/**
 * Every screen of spec §2: the area tables (`./<area>/routes.ts`) merged. The router, the
 * navigation, `href`/`paths` and the route tests all derive from this list.
 */
export const appRoutes = [
  ...publicRoutes,
  ...authRoutes,
  ...storefrontRoutes,
  ...travelRoutes,
  ...adminRoutes,
  ...clientRoutes,
  ...accountRoutes,
  ...staffRoutes,
  ...specialistRoutes,
  ...marketplaceRoutes,
] satisfies AppRoute[];

/** Every path pattern of the tables, as a union of literals. */
export type TablePath = (typeof appRoutes)[number]['path'];

declare module '@/lib/href' {
  /** Registers the tables' paths, so `href()` and `paths` only accept those. */
  interface RouteRegistry {
    path: TablePath;
  }
}

export function findRouteByPath(path: string): AppRoute | undefined {
  return appRoutes.find((r) => r.path === path);
}

/** The entry whose segment-suffix pattern matches `pathname`, e.g. `/fundpath-funding-report`. */
export function findSuffixRoute(pathname: string): AppRoute | undefined {
  const segment = /^\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!segment) return undefined;
  return appRoutes.find(
    (r) => r.segmentSuffix && segment.endsWith(r.segmentSuffix) && segment.length > r.segmentSuffix.length,
  );
}

const matchable = appRoutes.filter((r) => !r.segmentSuffix).map((route) => ({ path: route.path, route }));

/** The table entry a concrete pathname belongs to (React Router's ranking), if any. */
export function findRouteFor(pathname: string): AppRoute | undefined {
  const matches = matchRoutes(matchable, pathname);
  return matches?.[matches.length - 1]?.route.route ?? findSuffixRoute(pathname);
}
