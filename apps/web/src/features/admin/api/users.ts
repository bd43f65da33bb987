import {
  type AdminUser,
  type BulkUsers,
  bulkUsersResponseSchema,
  type CreateUser,
  employeeListResponseSchema,
  employeeResponseSchema,
  type InviteUser,
  inviteListResponseSchema,
  inviteResponseSchema,
  type UpdateEmployee,
  type UpdateUser,
  type UserListQuery,
  userDetailResponseSchema,
  userListResponseSchema,
  userResponseSchema,
} from '@fundpath/contracts/people';
import type { Role } from '@fundpath/contracts/roles';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { toQuery } from '@/lib/query-string';

export type { AdminUser };

const ok = z.object({ status: z.literal('success') });

export const userKeys = {
  all: ['admin', 'users'] as const,
  list: (query: UserListQuery) => ['admin', 'users', 'list', query] as const,
  detail: (id: string) => ['admin', 'users', 'detail', id] as const,
  invites: () => ['admin', 'users', 'invites'] as const,
  brands: () => ['admin', 'users', 'brand-options'] as const,
  employees: (filter: EmployeeFilter) => ['admin', 'employees', filter] as const,
};

// ---- the directory (staff pickers) ------------------------------------------------------------

export interface UsersFilter {
  role?: Role;
  q?: string;
}

/** GET /api/admin/users?role=&q= (staff): the first page, for pickers. */
export function listUsers(filter: UsersFilter) {
  return api
    .get(`/admin/users${toQuery({ role: filter.role, q: filter.q?.trim() })}`, userListResponseSchema)
    .then((r) => r.users);
}

export const usersQuery = (filter: UsersFilter) =>
  queryOptions({ queryKey: ['admin', 'users', 'pick', filter], queryFn: () => listUsers(filter) });

export const useUsers = (filter: UsersFilter, enabled = true) => useQuery({ ...usersQuery(filter), enabled });

// ---- administration (/admin/users) --------------------------------------------------------------

export const userPageQuery = (query: UserListQuery) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: () => api.get(`/admin/users${toQuery({ ...query })}`, userListResponseSchema),
    placeholderData: keepPreviousData,
  });
export const useUserPage = (query: UserListQuery) => useQuery(userPageQuery(query));

export const useUserDetail = (id: string | null) =>
  useQuery({
    queryKey: userKeys.detail(id ?? ''),
    queryFn: () => api.get(`/admin/users/${id}`, userDetailResponseSchema),
    enabled: Boolean(id),
  });

export const useBrandOptions = () =>
  useQuery({
    queryKey: userKeys.brands(),
    queryFn: () =>
      api
        .get(
          '/admin/users/brand-options',
          z.object({ brands: z.array(z.object({ id: z.string(), name: z.string() })) }),
        )
        .then((r) => r.brands),
    staleTime: 60_000,
  });

export const useInvites = () =>
  useQuery({
    queryKey: userKeys.invites(),
    queryFn: () => api.get('/admin/users/invites', inviteListResponseSchema).then((r) => r.invites),
  });

/** Every user change refreshes the lists, the open drawer and the audit screens. */
function useUsersMutation<I, O>(fn: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: userKeys.all });
      void qc.invalidateQueries({ queryKey: ['admin', 'employees'] });
      void qc.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}

export const useCreateUser = () =>
  useUsersMutation((body: CreateUser) =>
    api.post('/admin/users', body, userResponseSchema, { attempts: 1 }).then((r) => r.user),
  );
export const useInviteUser = () =>
  useUsersMutation((body: InviteUser) =>
    api.post('/admin/users/invites', body, inviteResponseSchema, { attempts: 1 }),
  );
export const useResendInvite = () =>
  useUsersMutation((id: string) =>
    api.post(`/admin/users/invites/${id}/resend`, {}, inviteResponseSchema, { attempts: 1 }),
  );
export const useRevokeInvite = () =>
  useUsersMutation((id: string) => api.delete(`/admin/users/invites/${id}`, ok));
export const useUpdateUser = () =>
  useUsersMutation(({ id, ...patch }: UpdateUser & { id: string }) =>
    api.patch(`/admin/users/${id}`, patch, userResponseSchema, { attempts: 1 }).then((r) => r.user),
  );
export const useSetActive = () =>
  useUsersMutation(({ id, active }: { id: string; active: boolean }) =>
    api
      .post(`/admin/users/${id}/${active ? 'reactivate' : 'deactivate'}`, {}, userResponseSchema, {
        attempts: 1,
      })
      .then((r) => r.user),
  );
export const useBulkUsers = () =>
  useUsersMutation((body: BulkUsers) =>
    api.post('/admin/users/bulk', body, bulkUsersResponseSchema, { attempts: 1 }).then((r) => r.updated),
  );
export const useSendPasswordReset = () =>
  useUsersMutation((id: string) =>
    api.post(`/admin/users/${id}/password-reset`, {}, z.object({ message: z.string() }), { attempts: 1 }),
  );
export const useRevokeSession = () =>
  useUsersMutation(({ userId, sessionId }: { userId: string; sessionId: string | 'all' }) =>
    api.delete(
      sessionId === 'all'
        ? `/admin/users/${userId}/sessions`
        : `/admin/users/${userId}/sessions/${sessionId}`,
      ok,
    ),
  );

// ---- staff directory (/admin/employees) ---------------------------------------------------------

export interface EmployeeFilter {
  q?: string;
  role?: string;
  team?: string;
  availability?: 'active' | 'away';
}

export const employeesQuery = (filter: EmployeeFilter) =>
  queryOptions({
    queryKey: userKeys.employees(filter),
    queryFn: () => api.get(`/admin/employees${toQuery({ ...filter })}`, employeeListResponseSchema),
    placeholderData: keepPreviousData,
  });
export const useEmployees = (filter: EmployeeFilter) => useQuery(employeesQuery(filter));

export const useUpdateEmployee = () =>
  useUsersMutation(({ id, ...patch }: UpdateEmployee & { id: string }) =>
    api
      .patch(`/admin/employees/${id}`, patch, employeeResponseSchema, { attempts: 1 })
      .then((r) => r.employee),
  );
