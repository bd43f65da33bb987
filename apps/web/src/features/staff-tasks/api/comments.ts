import {
  staffTaskCommentListResponseSchema,
  staffTaskCommentResponseSchema,
} from '@fundpath/contracts/staff-tasks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withIdempotencyKey } from '@/lib/idempotency';
import { STAFF_TASK_CALL, staffTaskKeys } from './keys';

export const listStaffTaskComments = (id: string) =>
  api
    .get(`/staff-tasks/${id}/comments`, staffTaskCommentListResponseSchema, STAFF_TASK_CALL)
    .then((r) => r.comments);

export const useStaffTaskComments = (id: string | null) =>
  useQuery({
    queryKey: staffTaskKeys.comments(id ?? ''),
    queryFn: () => listStaffTaskComments(id ?? ''),
    enabled: Boolean(id),
  });

export const addStaffTaskComment = ({ id, body }: { id: string; body: string }) =>
  api
    .post(
      `/staff-tasks/${id}/comments`,
      { body },
      staffTaskCommentResponseSchema,
      withIdempotencyKey(STAFF_TASK_CALL),
    )
    .then((r) => r.comment);

export function useAddStaffTaskComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addStaffTaskComment,
    onSuccess: (_c, { id }) => {
      void queryClient.invalidateQueries({ queryKey: staffTaskKeys.comments(id) });
      void queryClient.invalidateQueries({ queryKey: staffTaskKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: staffTaskKeys.detail(id) });
    },
  });
}
