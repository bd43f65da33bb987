import { type NewStaffTask, staffTaskResponseSchema } from '@fundpath/contracts/staff-tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withIdempotencyKey } from '@/lib/idempotency';
import { STAFF_TASK_CALL, staffTaskKeys } from './keys';

/** POST /api/staff-tasks; a retry never makes a second task. */
export const createStaffTask = (input: NewStaffTask) =>
  api
    .post('/staff-tasks', input, staffTaskResponseSchema, withIdempotencyKey(STAFF_TASK_CALL))
    .then((r) => r.task);

export function useCreateStaffTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaffTask,
    onSuccess: (task) => {
      queryClient.setQueryData(staffTaskKeys.detail(task.id), task);
      void queryClient.invalidateQueries({ queryKey: staffTaskKeys.lists() });
    },
  });
}
