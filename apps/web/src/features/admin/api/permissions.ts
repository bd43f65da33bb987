import {
  auditListResponseSchema,
  effectivePermissionsResponseSchema,
  type NewOverride,
  overrideListResponseSchema,
  overrideResponseSchema,
  permissionCatalogueResponseSchema,
  type UpdateMatrix,
} from '@fundpath/contracts/permissions';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const permissionKeys = {
  all: ['admin', 'permissions'] as const,
  catalogue: () => ['admin', 'permissions', 'catalogue'] as const,
  overrides: (filter: { user_id?: string; include_expired?: boolean }) =>
    ['admin', 'permissions', 'overrides', filter] as const,
  effective: (userId: string) => ['admin', 'permissions', 'effective', userId] as const,
  audit: (query: AuditQuery) => ['admin', 'audit', query] as const,
};

/** GET /admin/permissions/catalogue: the catalogue, roles and the role matrix. */
export const permissionCatalogueQuery = () =>
  queryOptions({
    queryKey: permissionKeys.catalogue(),
    queryFn: () => api.get('/admin/permissions/catalogue', permissionCatalogueResponseSchema),
  });
export const usePermissionCatalogue = () => useQuery(permissionCatalogueQuery());

export function useUpdateMatrix() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMatrix) =>
      api.put('/admin/permissions/matrix', body, permissionCatalogueResponseSchema, { attempts: 1 }),
    onSuccess: (data) => {
      qc.setQueryData(permissionKeys.catalogue(), data);
      void qc.invalidateQueries({ queryKey: permissionKeys.all });
      void qc.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}

export const overridesQuery = (filter: { user_id?: string; include_expired?: boolean }) =>
  queryOptions({
    queryKey: permissionKeys.overrides(filter),
    queryFn: () => {
      const params = new URLSearchParams();
      if (filter.user_id) params.set('user_id', filter.user_id);
      if (filter.include_expired) params.set('include_expired', 'true');
      const qs = params.toString();
      return api
        .get(`/admin/permissions/overrides${qs ? `?${qs}` : ''}`, overrideListResponseSchema)
        .then((r) => r.overrides);
    },
  });
export const useOverrides = (filter: { user_id?: string; include_expired?: boolean }) =>
  useQuery(overridesQuery(filter));

export function useSetOverride() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: NewOverride) =>
      api
        .post('/admin/permissions/overrides', body, overrideResponseSchema, { attempts: 1 })
        .then((r) => r.override),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: permissionKeys.all });
      void qc.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}

export function useRemoveOverride() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete(`/admin/permissions/overrides/${id}`, z.object({ status: z.literal('success') })),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: permissionKeys.all });
      void qc.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}

export const effectivePermissionsQuery = (userId: string) =>
  queryOptions({
    queryKey: permissionKeys.effective(userId),
    queryFn: () => api.get(`/admin/permissions/users/${userId}`, effectivePermissionsResponseSchema),
  });
export const useEffectivePermissions = (userId: string | null) =>
  useQuery({ ...effectivePermissionsQuery(userId ?? ''), enabled: Boolean(userId) });

export interface AuditQuery {
  action?: string;
  q?: string;
  from?: string;
  to?: string;
  page: number;
  per_page: number;
}

export function auditSearch(query: Omit<AuditQuery, 'page' | 'per_page'> & Partial<AuditQuery>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
  return params.toString();
}

export const auditQuery = (query: AuditQuery) =>
  queryOptions({
    queryKey: permissionKeys.audit(query),
    queryFn: () => api.get(`/admin/audit-logs?${auditSearch(query)}`, auditListResponseSchema),
    placeholderData: keepPreviousData,
  });
export const useAuditLog = (query: AuditQuery) => useQuery(auditQuery(query));
