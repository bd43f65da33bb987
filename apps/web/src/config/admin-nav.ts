import type { LucideIcon } from 'lucide-react';
import { createContext, useContext, useMemo } from 'react';

export interface NavLinkItem {
  path: string;
  title: string;
  icon: LucideIcon;
  /** Shown only to admins (the route's guard is admin-only). */
  adminOnly?: boolean;
}

export interface NavGroup {
  id: string;
  label: string;
  description: string;
  icon: LucideIcon;
  items: NavLinkItem[];
}

/**
 * The staff navigation. Its entries are derived from the route tables in app/ (app/routes/admin/nav.ts);
 * the admin shell provides them here, so the sidebar and the dashboard's area map read the same list.
 */
export const AdminNavContext = createContext<readonly NavGroup[]>([]);

/** Groups with the items this viewer may open. */
export function navGroupsFor(groups: readonly NavGroup[], isAdmin: boolean): NavGroup[] {
  return groups
    .map((group) => ({ ...group, items: group.items.filter((i) => isAdmin || !i.adminOnly) }))
    .filter((group) => group.items.length > 0);
}

/** The navigation this viewer may open. */
export function useAdminNav(isAdmin: boolean): NavGroup[] {
  const groups = useContext(AdminNavContext);
  return useMemo(() => navGroupsFor(groups, isAdmin), [groups, isAdmin]);
}

/** Whether `path` is the current page or a parent of it (e.g. /admin/permissions for /admin/permissions/matrix is not). */
export function isNavItemActive(path: string, pathname: string): boolean {
  return pathname === path || pathname === `${path}/`;
}
