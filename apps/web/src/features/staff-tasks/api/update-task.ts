import {
  type StaffTask,
  type StaffTaskListResponse,
  type StaffTaskPatch,
  staffTaskResponseSchema,
} from '@fundpath/contracts/staff-tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STAFF_TASK_CALL, staffTaskKeys } from './keys';

export const updateStaffTask = ({ id, patch }: { id: string; patch: StaffTaskPatch }) =>
  api.patch(`/staff-tasks/${id}`, patch, staffTaskResponseSchema, STAFF_TASK_CALL).then((r) => r.task);

/**
 * PATCH /api/staff-tasks/:id. A status move shows at once in every loaded list (the board's card
 * jumps column) and rolls back if the server refuses.
 */
export function useUpdateStaffTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaffTask,
    onMutate: async ({ id, patch }) => {
      if (patch.status === undefined) return { previous: [] };
      await queryClient.cancelQueries({ queryKey: staffTaskKeys.lists() });
      const previous = queryClient.getQueriesData<StaffTaskListResponse>({ queryKey: staffTaskKeys.lists() });
      const status = patch.status;
      queryClient.setQueriesData<StaffTaskListResponse>({ queryKey: staffTaskKeys.lists() }, (data) =>
        data ? { ...data, tasks: data.tasks.map((t) => (t.id === id ? { ...t, status } : t)) } : data,
      );
      return { previous };
    },
    onError: (_error, _vars, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (task: StaffTask) => {
      queryClient.setQueryData(staffTaskKeys.detail(task.id), task);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffTaskKeys.lists() }),
  });
}
