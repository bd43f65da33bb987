import { staffTaskResponseSchema } from '@fundpath/contracts/staff-tasks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STAFF_TASK_CALL, staffTaskKeys } from './keys';

export const getStaffTask = (id: string) =>
  api.get(`/staff-tasks/${id}`, staffTaskResponseSchema, STAFF_TASK_CALL).then((r) => r.task);

export const staffTaskQuery = (id: string) =>
  queryOptions({ queryKey: staffTaskKeys.detail(id), queryFn: () => getStaffTask(id) });

export const useStaffTask = (id: string | null) =>
  useQuery({ ...staffTaskQuery(id ?? ''), enabled: Boolean(id) });
