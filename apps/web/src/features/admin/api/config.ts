import { settingsResponseSchema, type UpdateSettings } from '@fundpath/contracts/config';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const configKeys = { all: ['admin', 'config'] as const };

/** GET /api/admin/config: every run-time setting with its source (secrets only as set / not set). */
export const settingsQuery = () =>
  queryOptions({
    queryKey: configKeys.all,
    queryFn: () => api.get('/admin/config', settingsResponseSchema).then((r) => r.settings),
  });
export const useSettings = (enabled = true) => useQuery({ ...settingsQuery(), enabled });

export function useUpdateSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSettings) =>
      api.put('/admin/config', body, settingsResponseSchema, { attempts: 1 }).then((r) => r.settings),
    onSuccess: (settings) => {
      qc.setQueryData(configKeys.all, settings);
      void qc.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
