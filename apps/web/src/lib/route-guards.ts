import {
  type Access,
  ADMIN_ONLY,
  CLIENT_ONLY,
  decideAccess,
  EARNERS,
  isStaff,
  type Role,
  type RoleSubject,
  STAFF,
  STAFF_AND_CLIENT,
} from '@fundpath/contracts/roles';
import type { GuardKind } from '@/config/routes';
import { href } from '@/lib/href';

/** What each guard kind admits, in the shared vocabulary of @fundpath/contracts. */
export const guardAccess: Record<GuardKind, Access> = {
  public: 'public',
  storefront: 'public',
  travel: 'public',
  staff: STAFF,
  admin: ADMIN_ONLY,
  client: CLIENT_ONLY,
  earner: EARNERS,
  authenticated: 'authenticated',
  'staff-and-client': STAFF_AND_CLIENT,
  specialist: ['specialist'],
  manila: 'authenticated',
};

export type GuardOutcome = { type: 'allow' } | { type: 'redirect'; to: string };

const LOGIN = href('/login');
const ADMIN_HOME = href('/admin/dashboard');

/**
 * Spec §6: unauthorised users go to /login (not logged in keeps `?next=` so login returns there);
 * a staff member on a client-only page (the spec's case: /dashboard) or an earner page goes to
 * /admin/dashboard.
 * `actor` is who the session acts as (the client while an admin impersonates), `realUser` who logged in.
 */
export function decideGuard(
  kind: GuardKind,
  location: { pathname: string; search?: string },
  actor: RoleSubject | null | undefined,
  realUser: RoleSubject | null | undefined = actor,
): GuardOutcome {
  const decision = decideAccess(guardAccess[kind], actor, realUser);
  if (decision === 'unauthenticated') {
    const next = `${location.pathname}${location.search ?? ''}`;
    return { type: 'redirect', to: `${LOGIN}?next=${encodeURIComponent(next)}` };
  }
  // Earner pages are client pages opened to affiliates: staff (an admin too, whom a role list
  // naming `affiliate` would admit) go to their dashboard, as on a client-only page.
  const clientPage = kind === 'client' || kind === 'earner';
  if (clientPage && isStaff(actor)) return { type: 'redirect', to: ADMIN_HOME };
  if (decision === 'allow') return { type: 'allow' };
  return { type: 'redirect', to: LOGIN };
}

/** Where each role lands after signing in (and where /login sends someone already signed in). */
export function homePathFor(user: { role: Role } | null | undefined): string {
  if (!user) return '/';
  switch (user.role) {
    case 'admin':
    case 'funding_team':
    case 'credit_team':
    case 'steps_team':
      return ADMIN_HOME;
    case 'client':
      return href('/client-center');
    case 'specialist':
      return href('/specialist/discover');
    case 'member':
      return href('/manila/members');
    case 'affiliate':
      // Travel affiliates (`/register`) and the marketplace's share one role and one ledger.
      return href('/commission-dashboard');
    case 'customer':
      return href('/customer/dashboard');
  }
}

/** Only same-site absolute paths may be a login `next` (no `//evil.example`, no schemes). */
export function isSafeNext(next: string | null | undefined): next is string {
  return !!next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\');
}

/** The guard of the table entry a pathname belongs to; undefined for paths no table declares. */
export type RouteFor = (pathname: string) => { guard: GuardKind } | undefined;

/**
 * Where /login sends a signed-in user: `next` when it is safe and that user may open it,
 * otherwise `home` (a sign-in page's own landing, e.g. the marketplace affiliate dashboard) or
 * the role's home. `routeFor` looks the path up in the route tables (app/routes).
 */
export function loginRedirectTarget(
  user: RoleSubject & { role: Role },
  next: string | null | undefined,
  {
    routeFor,
    realUser = user,
    home,
  }: { routeFor: RouteFor; realUser?: RoleSubject | null; home?: string | undefined },
): string {
  if (isSafeNext(next)) {
    const pathname = next.split(/[?#]/)[0] ?? next;
    const target = routeFor(pathname);
    if (
      target &&
      pathname !== LOGIN &&
      decideGuard(target.guard, { pathname }, user, realUser).type === 'allow'
    ) {
      return next;
    }
  }
  return home ?? homePathFor(user);
}
