import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { STAFF_TASK_CALL, staffTaskKeys } from './keys';

export const deleteStaffTask = (id: string) =>
  api.delete(`/staff-tasks/${id}`, z.object({ status: z.literal('success') }), STAFF_TASK_CALL);

export function useDeleteStaffTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStaffTask,
    onSuccess: (_r, id) => {
      queryClient.removeQueries({ queryKey: staffTaskKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: staffTaskKeys.lists() });
    },
  });
}
