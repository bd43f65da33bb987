import { roleSchema } from '@fundpath/contracts/auth';
import type { Role } from '@fundpath/contracts/roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

// TODO(contracts): these shapes belong in @fundpath/contracts (admin.ts) once the lead adds them.
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  display_name: z.string(),
  role: roleSchema,
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersResponseSchema = z.object({
  status: z.literal('success'),
  users: z.array(adminUserSchema),
});

export interface UsersFilter {
  role?: Role;
  q?: string;
}

/** GET /api/admin/users?role=&q= (staff). */
export function listUsers(filter: UsersFilter) {
  const params = new URLSearchParams();
  if (filter.role) params.set('role', filter.role);
  if (filter.q?.trim()) params.set('q', filter.q.trim());
  const qs = params.toString();
  return api.get(`/admin/users${qs ? `?${qs}` : ''}`, adminUsersResponseSchema).then((r) => r.users);
}

export const usersQuery = (filter: UsersFilter) =>
  queryOptions({ queryKey: ['admin', 'users', filter], queryFn: () => listUsers(filter) });

export const useUsers = (filter: UsersFilter, enabled = true) => useQuery({ ...usersQuery(filter), enabled });
