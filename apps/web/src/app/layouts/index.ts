import type { ComponentType, ReactNode } from 'react';
import type { RouteLayout } from '@/config/routes';

export type Shell = ComponentType<{ children?: ReactNode }>;

/**
 * Each area's shell, loaded with the area's first screen rather than with the landing (`landing`
 * screens bring their own). Shells render their children, or the matched screen (`<Outlet />`).
 * Each loader imports one file of this folder, and nothing else imports those files: that keeps
 * every shell a chunk of its own, which the budget check (scripts/check-budgets.ts) finds by name.
 */
export const shellLoaders: Record<Exclude<RouteLayout, 'landing'>, () => Promise<Shell>> = {
  auth: () => import('./auth').then((m) => m.AuthShell),
  admin: () => import('./staff').then((m) => m.AdminShell),
  account: () => import('./staff').then((m) => m.AccountShell),
  client: () => import('./client').then((m) => m.ClientShell),
  public: () => import('./marketing').then((m) => m.DomainShell),
  storefront: () => import('./storefront').then((m) => m.StorefrontStoreShell),
  customer: () => import('./marketing').then((m) => m.StorefrontShell),
  travel: () => import('./marketing').then((m) => m.TravelShell),
  manila: () => import('./marketing').then((m) => m.ManilaShell),
  specialist: () => import('./marketing').then((m) => m.ManilaShell),
};
