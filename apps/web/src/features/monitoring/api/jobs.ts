import {
  type FailedJobsQuery,
  failedJobsResponseSchema,
  jobQueuesResponseSchema,
  retryJobResponseSchema,
} from '@fundpath/contracts/jobs';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Background jobs refresh on their own while the panel is open. */
const REFRESH_MS = 10_000;

export const jobsKeys = {
  all: ['admin', 'jobs'] as const,
  queues: () => [...jobsKeys.all, 'queues'] as const,
  failed: (q: FailedJobsQuery) => [...jobsKeys.all, 'failed', q] as const,
};

/** GET /api/admin/jobs (admin): queues with job counts by state. */
export const getJobQueues = () => api.get('/admin/jobs', jobQueuesResponseSchema);

/** GET /api/admin/jobs/failed (admin): jobs that used up their retries, newest first. */
export function getFailedJobs(q: FailedJobsQuery) {
  const params = new URLSearchParams();
  if (q.queue) params.set('queue', q.queue);
  if (q.page) params.set('page', String(q.page));
  if (q.per_page) params.set('per_page', String(q.per_page));
  const qs = params.toString();
  return api.get(`/admin/jobs/failed${qs ? `?${qs}` : ''}`, failedJobsResponseSchema);
}

/** POST /api/admin/jobs/:id/retry (admin): back to its queue with fresh retries. */
export const retryFailedJob = (id: string) =>
  api.post(`/admin/jobs/${encodeURIComponent(id)}/retry`, {}, retryJobResponseSchema, { attempts: 1 });

export const jobQueuesQuery = () =>
  queryOptions({
    queryKey: jobsKeys.queues(),
    queryFn: getJobQueues,
    refetchInterval: REFRESH_MS,
    staleTime: 0,
  });

export const failedJobsQuery = (q: FailedJobsQuery) =>
  queryOptions({
    queryKey: jobsKeys.failed(q),
    queryFn: () => getFailedJobs(q),
    refetchInterval: REFRESH_MS,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useJobQueues = () => useQuery(jobQueuesQuery());
export const useFailedJobs = (q: FailedJobsQuery) => useQuery(failedJobsQuery(q));

/** Retries one failed job, then refreshes the counts and the list. */
export function useRetryFailedJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retryFailedJob,
    onSettled: () => client.invalidateQueries({ queryKey: jobsKeys.all }),
  });
}
