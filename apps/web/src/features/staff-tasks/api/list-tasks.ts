import { type StaffTaskListQuery, staffTaskListResponseSchema } from '@fundpath/contracts/staff-tasks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STAFF_TASK_CALL, staffTaskKeys } from './keys';

/** GET /api/staff-tasks with the screen's filters (empty values left out). */
export function listStaffTasks(params: StaffTaskListQuery) {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') qs.set(k, String(v));
  return api.get(`/staff-tasks?${qs}`, staffTaskListResponseSchema, STAFF_TASK_CALL);
}

export const staffTaskListQuery = (params: StaffTaskListQuery) =>
  queryOptions({
    queryKey: staffTaskKeys.list(params),
    queryFn: () => listStaffTasks(params),
    placeholderData: keepPreviousData,
  });

export const useStaffTasks = (params: StaffTaskListQuery) => useQuery(staffTaskListQuery(params));
