import {
  announcementListResponseSchema,
  announcementResponseSchema,
  type NewAnnouncement,
} from '@fundpath/contracts/notifications';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { NOTIFICATIONS_CALL, notificationKeys } from './keys';

export const ANNOUNCEMENTS_PAGE_SIZE = 20;

/** GET /admin/notifications/announcements: what was sent, to how many, read by how many. */
export const announcementsQuery = (page: number) =>
  queryOptions({
    queryKey: notificationKeys.announcements(page),
    queryFn: () =>
      api.get(
        `/admin/notifications/announcements?page=${page}&per_page=${ANNOUNCEMENTS_PAGE_SIZE}`,
        announcementListResponseSchema,
        NOTIFICATIONS_CALL,
      ),
    placeholderData: keepPreviousData,
  });

export const useAnnouncements = (page: number) => useQuery(announcementsQuery(page));

/** POST /admin/notifications/announcements (never retried: a retry would announce twice). */
export function useSendAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewAnnouncement) =>
      api
        .post('/admin/notifications/announcements', input, announcementResponseSchema, {
          timeoutMs: 30_000,
          attempts: 1,
        })
        .then((r) => r.announcement),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications', 'announcements'] }),
  });
}

/** POST /admin/notifications/announcements/:id/cancel: a scheduled one, before its job delivers it. */
export function useCancelAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api
        .post(`/admin/notifications/announcements/${id}/cancel`, {}, announcementResponseSchema)
        .then((r) => r.announcement),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['notifications', 'announcements'] }),
  });
}
