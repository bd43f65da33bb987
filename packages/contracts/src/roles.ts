/**
 * Roles and the permission checks of spec §6, written once and used by the server's guards
 * and the web's route guards alike. UI checks shape the view; the server decides.
 */
export const staffRoles = ['admin', 'funding_team', 'credit_team', 'steps_team'] as const;
export const marketplaceRoles = ['specialist', 'member', 'affiliate', 'customer'] as const;
export const roles = [...staffRoles, 'client', ...marketplaceRoles] as const;

export type Role = (typeof roles)[number];
export type StaffRole = (typeof staffRoles)[number];

/** The least a permission check needs to know about a user. */
export interface RoleSubject {
  role: Role;
  permissions?: Record<string, boolean> | null;
}

/** Spec §6: the role equals the role asked, or the user is admin and the role asked is not client. */
export function hasRole(user: RoleSubject | null | undefined, role: Role): boolean {
  if (!user) return false;
  return user.role === role || (user.role === 'admin' && role !== 'client');
}

/** Spec §6: true only when the permissions map has that permission set to true. */
export function hasPermission(user: RoleSubject | null | undefined, permission: string): boolean {
  return user?.permissions?.[permission] === true;
}

/** Spec §6: passes if any listed role passes {@link hasRole}. */
export function hasAnyRole(user: RoleSubject | null | undefined, wanted: readonly Role[]): boolean {
  return wanted.some((role) => hasRole(user, role));
}

export function isAdmin(user: RoleSubject | null | undefined): boolean {
  return user?.role === 'admin';
}

export function isStaff(user: RoleSubject | null | undefined): boolean {
  return hasAnyRole(user, staffRoles);
}

export function isClient(user: RoleSubject | null | undefined): boolean {
  return user?.role === 'client';
}

/**
 * Who may call a route (server) or open a page (web).
 * - `public`: anyone, logged in or not;
 * - `authenticated`: any logged-in user;
 * - a list of roles: {@link hasAnyRole} over the acting user (so admin passes every list that
 *   names a non-client role, and a list of only `client` admits clients alone);
 * - `impersonator`: the real, logged-in person is an admin (used by impersonation status/stop,
 *   which must keep working while the admin acts as a client);
 * - `{ permission }`: the acting user's effective permissions hold it (spec §6; keys in
 *   `@fundpath/contracts/permissions`), and, when `roles` is given, {@link hasAnyRole} too.
 */
export interface PermissionAccess {
  permission: string;
  roles?: readonly Role[];
}
export type Access = 'public' | 'authenticated' | 'impersonator' | readonly Role[] | PermissionAccess;

export const isPermissionAccess = (access: Access): access is PermissionAccess =>
  typeof access === 'object' && !Array.isArray(access) && 'permission' in access;

export const STAFF: readonly Role[] = staffRoles;
export const ADMIN_ONLY: readonly Role[] = ['admin'];
export const CLIENT_ONLY: readonly Role[] = ['client'];
export const STAFF_AND_CLIENT: readonly Role[] = [...staffRoles, 'client'];
/**
 * People who earn commissions through their own links (issue 5/8): clients and registered travel
 * affiliates. Note {@link hasAnyRole} also lets an admin through a list naming `affiliate`; the
 * web's `earner` guard sends staff to their dashboard instead, as on client-only pages.
 */
export const EARNERS: readonly Role[] = ['client', 'affiliate'];

export type AccessDecision = 'allow' | 'unauthenticated' | 'forbidden';

/**
 * Decides a request or page visit. `actor` is who the session acts as (the impersonated client
 * while an admin impersonates), `realUser` the person logged in.
 */
export function decideAccess(
  access: Access,
  actor: RoleSubject | null | undefined,
  realUser: RoleSubject | null | undefined = actor,
): AccessDecision {
  if (access === 'public') return 'allow';
  if (!actor) return 'unauthenticated';
  if (access === 'authenticated') return 'allow';
  if (access === 'impersonator') return isAdmin(realUser) ? 'allow' : 'forbidden';
  if (isPermissionAccess(access)) {
    if (access.roles && !hasAnyRole(actor, access.roles)) return 'forbidden';
    return hasPermission(actor, access.permission) ? 'allow' : 'forbidden';
  }
  if (access.length === 1 && access[0] === 'client') return actor.role === 'client' ? 'allow' : 'forbidden';
  return hasAnyRole(actor, access) ? 'allow' : 'forbidden';
}
