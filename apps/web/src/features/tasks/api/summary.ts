import { taskSummaryResponseSchema } from '@fundpath/contracts/coaching';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { TASK_CALL, taskKeys } from './tasks';

/** Spec §7: unfinished counts are refreshed every 30 s (one summary call instead of 18). */
export const TASK_SUMMARY_POLL_MS = 30_000;

export const getTaskSummary = () => api.get('/default-tasks/summary', taskSummaryResponseSchema, TASK_CALL);
export const taskSummaryQuery = () =>
  queryOptions({
    queryKey: taskKeys.summary,
    queryFn: getTaskSummary,
    refetchInterval: TASK_SUMMARY_POLL_MS,
  });
export const useTaskSummary = (enabled = true) => useQuery({ ...taskSummaryQuery(), enabled });
