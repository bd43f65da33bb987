import type { ComponentType } from 'react';

/**
 * The shape of a route table entry. The tables themselves live with their screens, one per area:
 * `app/routes/<area>/routes.ts` (public, auth, client, account, admin, storefront, travel,
 * marketplace, specialist, staff), merged in `app/routes/index.ts`. Adding a screen is one entry
 * plus its file; the router, the navigation, the path builders and the guard tests derive from them.
 */

/** Who may open a screen; see `decideGuard` in lib/route-guards.ts for the rules. */
export const guardKinds = [
  'public',
  'storefront',
  'travel',
  'staff',
  'admin',
  'client',
  /** Clients and travel affiliates: the pages of people who earn commissions (issue 5/8). */
  'earner',
  'authenticated',
  'staff-and-client',
  'specialist',
  'manila',
] as const;
export type GuardKind = (typeof guardKinds)[number];

/** Which shell wraps the screen. */
export type RouteLayout =
  | 'landing'
  | 'public'
  | 'auth'
  | 'storefront'
  | 'travel'
  | 'customer'
  | 'admin'
  | 'client'
  | 'account'
  | 'specialist'
  | 'manila';

/** What every screen receives: its own table entry. */
export interface ScreenProps {
  route: AppRoute;
}

/** A screen file: its default export is the screen. */
export interface ScreenModule {
  default: ComponentType<ScreenProps>;
}

export interface AppRoute<P extends string = string> {
  /** React Router pattern (`:param`, `:param?`); for suffix routes the spec's `{product}` form. */
  path: P;
  guard: GuardKind;
  title: string;
  layout: RouteLayout;
  /**
   * Loads the screen's own chunk (on first visit, or earlier when a link to it is hovered or
   * focused). Omitted: the screen is not built yet and shows NotAvailableYet.
   */
  lazy?: () => Promise<ScreenModule>;
  /** Visiting the path redirects here (spec: /specialist → /specialist/discover). */
  redirectTo?: string;
  /**
   * React Router 7 has no partial segments: a route like `/{product}-funding-report` is matched by
   * the catch-all route, which checks the single segment ends with this suffix.
   */
  segmentSuffix?: string;
}

/** One entry of an area's table: the layout defaults to the area's. */
export type RouteEntry<P extends string = string> = Omit<AppRoute<P>, 'layout'> & { layout?: RouteLayout };

/**
 * An area's table. `const` keeps each path a literal type, so `href('/admin/users')` and the path
 * builders only accept paths some table declares.
 */
export function defineRoutes<const P extends string>(
  layout: RouteLayout,
  routes: readonly RouteEntry<P>[],
): AppRoute<P>[] {
  return routes.map((route) => ({ ...route, layout: route.layout ?? layout }));
}
