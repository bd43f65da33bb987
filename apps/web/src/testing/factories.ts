import type { User } from '@fundpath/contracts/auth';
import { effectivePermissions, permissionMap } from '@fundpath/contracts/permissions';
import type { Role } from '@fundpath/contracts/roles';

const names: Record<Role, string> = {
  admin: 'Ada Admin',
  funding_team: 'Felix Funding',
  credit_team: 'Cora Credit',
  steps_team: 'Sam Steps',
  client: 'Casey Client',
  specialist: 'Sofia Specialist',
  member: 'Mia Member',
  affiliate: 'Arlo Affiliate',
  customer: 'Cal Customer',
};

let seq = 0;

/** A user as GET /api/auth/current-user returns it (with the role's default permissions). */
export function makeUser(role: Role, overrides: Partial<User> = {}): User {
  seq += 1;
  return {
    id: `u_${role}_${seq}`,
    email: `${role.replace('_team', '')}@fundpath.test`,
    role,
    display_name: names[role],
    permissions: permissionMap(effectivePermissions(role, [], [])),
    brand_id: null,
    latest_credit_report_json: null,
    created_at: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}
