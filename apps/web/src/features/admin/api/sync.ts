import {
  type SyncKind,
  type SyncOverview,
  type SyncRun,
  syncOverviewResponseSchema,
  syncRunResponseSchema,
} from '@fundpath/contracts/sync';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { SyncKind, SyncOverview, SyncRun };

export const syncKeys = { all: ['admin', 'sync'] as const };

/** How often the screen asks again while a run is queued or going. */
export const SYNC_POLL_MS = 1500;

/** GET /admin/sync: each sync with its active and last run, and the recent history. */
export const syncOverviewQuery = () =>
  queryOptions({
    queryKey: syncKeys.all,
    queryFn: () => api.get('/admin/sync', syncOverviewResponseSchema),
  });

/** Polls while any run is queued or running, and stops when none is. */
export const useSyncOverview = () =>
  useQuery({
    ...syncOverviewQuery(),
    refetchInterval: (query) => (query.state.data?.kinds.some((k) => k.active) ? SYNC_POLL_MS : false),
  });

/** POST /admin/sync/:kind/run (admins): queues a run; the overview then polls it to its end. */
export function useStartSync() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (kind: SyncKind) =>
      api.post(`/admin/sync/${kind}/run`, {}, syncRunResponseSchema, { attempts: 1 }).then((r) => r.run),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: syncKeys.all });
      void qc.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
