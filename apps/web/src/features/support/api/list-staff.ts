import { roleSchema } from '@fundpath/contracts/auth';
import { type Role, staffRoles } from '@fundpath/contracts/roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { supportKeys, TICKET_CALL } from './calls';

// The admin users response (GET /api/admin/users); not in contracts yet, so read only what we use.
const staffUsersResponseSchema = z.object({
  users: z.array(z.object({ id: z.string(), email: z.string(), display_name: z.string(), role: roleSchema })),
});

export interface StaffMember {
  id: string;
  name: string;
  email: string;
  role: Role;
}

/** Everyone a ticket can be assigned to: one call per staff role (the endpoint filters one role). */
export async function listStaff(): Promise<StaffMember[]> {
  const perRole = await Promise.all(
    staffRoles.map((role) =>
      api
        .get(`/admin/users?role=${role}&per_page=200`, staffUsersResponseSchema, TICKET_CALL)
        .then((r) => r.users),
    ),
  );
  const byId = new Map<string, StaffMember>();
  for (const user of perRole.flat()) {
    byId.set(user.id, {
      id: user.id,
      name: user.display_name || user.email,
      email: user.email,
      role: user.role,
    });
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export const staffQuery = () =>
  queryOptions({ queryKey: supportKeys.staff(), queryFn: listStaff, staleTime: 5 * 60_000 });

export const useStaffMembers = (enabled = true) => useQuery({ ...staffQuery(), enabled });
