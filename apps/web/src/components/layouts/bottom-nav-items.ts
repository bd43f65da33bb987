import type { Role } from '@fundpath/contracts/roles';
import {
  CalendarDays,
  FileBarChart,
  FileText,
  Globe,
  LayoutDashboard,
  ListOrdered,
  type LucideIcon,
  Megaphone,
  Plane,
  ShoppingBag,
  Wallet,
} from 'lucide-react';
import { href } from '@/lib/href';

export interface BottomNavItem {
  label: string;
  href: string;
  icon: LucideIcon;
  /** Spec §2 "Also active on": `/coach/*` style prefixes. */
  alsoActiveOn?: readonly string[];
  /** Matches the route by pattern instead of href (the funding report's `{product}` segment). */
  matches?: (pathname: string) => boolean;
}

const FUNDING_REPORT_RE = /^\/[^/]+-funding-report\/?$/;

/** What a travel affiliate may open in the client shell (the earner pages, issue 5/8). */
const AFFILIATE_ITEMS: readonly string[] = ['Travel', 'Commissions'];

/**
 * Spec §2 bottom navigation bar, in order (each `href` is checked against the route tables). A
 * travel affiliate (role `affiliate`) gets only the entries of the pages they may open.
 */
export function bottomNavItems(productSlug: string, role?: Role | null): BottomNavItem[] {
  const items = allItems(productSlug);
  return role === 'affiliate' ? items.filter((i) => AFFILIATE_ITEMS.includes(i.label)) : items;
}

function allItems(productSlug: string): BottomNavItem[] {
  return [
    { label: 'Dashboard', href: href('/client-center'), icon: LayoutDashboard },
    { label: 'Steps', href: href('/dashboard'), icon: ListOrdered },
    { label: 'My Application', href: href('/client/application'), icon: FileText },
    {
      label: 'Funding Report',
      href: href('/{product}-funding-report', { product: productSlug }),
      icon: FileBarChart,
      matches: (pathname) => FUNDING_REPORT_RE.test(pathname),
    },
    { label: 'Website', href: href('/coach/setup'), icon: Globe, alsoActiveOn: ['/coach/*'] },
    {
      label: 'Ecommerce',
      href: href('/my-store'),
      icon: ShoppingBag,
      alsoActiveOn: ['/ecommerce/client*', '/client/products*', '/client/orders*'],
    },
    { label: 'Travel', href: href('/my-travel-site'), icon: Plane, alsoActiveOn: ['/commission-dashboard*'] },
    { label: 'Commissions', href: href('/commissions'), icon: Wallet },
    { label: 'Marketing', href: href('/marketing'), icon: Megaphone },
    { label: 'Calendar', href: href('/calendar'), icon: CalendarDays },
  ];
}

const stripTrailingSlash = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);

/**
 * `/coach/*` matches anything below /coach/; `/client/products*` matches any path starting with
 * that text (so /client/products and /client/products/42, and also /client/products-archive).
 */
export function matchesNavPattern(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('/*')) return pathname.startsWith(pattern.slice(0, -1));
  if (pattern.endsWith('*')) return pathname.startsWith(pattern.slice(0, -1));
  return stripTrailingSlash(pathname) === pattern;
}

/** Spec §2 active rules: the entry's own route, or one of its "also active on" patterns. */
export function isBottomNavItemActive(item: BottomNavItem, pathname: string): boolean {
  if (item.matches) return item.matches(pathname);
  if (stripTrailingSlash(pathname) === item.href) return true;
  return (item.alsoActiveOn ?? []).some((pattern) => matchesNavPattern(pattern, pathname));
}
