import type { RoleSubject } from '@fundpath/contracts/roles';

/** Why an admin may not impersonate a target, or null when allowed. Never another admin, never oneself. */
export function adminCanImpersonate(
  admin: RoleSubject & { id: string },
  target: RoleSubject & { id: string },
): string | null {
  if (admin.role !== 'admin') return 'Only admins can impersonate users';
  if (target.id === admin.id) return 'You cannot impersonate yourself';
  if (target.role === 'admin') return 'Admins cannot impersonate another admin';
  return null;
}
