import {
  type Notification,
  type NotificationList,
  notificationListResponseSchema,
  notificationReadResponseSchema,
  notificationsReadAllResponseSchema,
  unreadCountResponseSchema,
} from '@fundpath/contracts/notifications';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { NOTIFICATIONS_CALL, notificationKeys } from './keys';

/** GET /notifications: the newest page of the user's notifications and the unread count. */
export const listNotifications = (params: { unread?: boolean } = {}) => {
  const query = params.unread ? '?unread=true&limit=20' : '?limit=20';
  return api.get(`/notifications${query}`, notificationListResponseSchema, NOTIFICATIONS_CALL);
};

export const notificationListQuery = (params: { unread?: boolean } = {}) =>
  queryOptions({ queryKey: notificationKeys.list(params), queryFn: () => listNotifications(params) });

/** GET /notifications/unread-count: the bell's badge. */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: () =>
      api
        .get('/notifications/unread-count', unreadCountResponseSchema, NOTIFICATIONS_CALL)
        .then((r) => r.unread_count),
    // Live updates keep it current; a slow refresh catches up after a missed push.
    staleTime: 60_000,
  });

/** Writes a new unread count everywhere it shows (badge and lists). */
export function setUnreadCount(queryClient: QueryClient, count: number) {
  queryClient.setQueryData(notificationKeys.unreadCount(), count);
  queryClient.setQueriesData<NotificationList>({ queryKey: notificationKeys.lists() }, (old) =>
    old ? { ...old, unread_count: count } : old,
  );
}

/** Puts a pushed notification at the top of the cached lists (no refetch needed). */
export function addToLists(queryClient: QueryClient, notification: Notification) {
  queryClient.setQueriesData<NotificationList>({ queryKey: notificationKeys.lists() }, (old) =>
    old && !old.notifications.some((n) => n.id === notification.id)
      ? { ...old, notifications: [notification, ...old.notifications] }
      : old,
  );
}

function markInLists(queryClient: QueryClient, ids: 'all' | string, readAt: string) {
  queryClient.setQueriesData<NotificationList>({ queryKey: notificationKeys.lists() }, (old) =>
    old
      ? {
          ...old,
          notifications: old.notifications.map((n) =>
            (ids === 'all' || n.id === ids) && !n.read_at ? { ...n, read_at: readAt } : n,
          ),
        }
      : old,
  );
}

/** POST /notifications/{id}/read. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post(
        `/notifications/${encodeURIComponent(id)}/read`,
        {},
        notificationReadResponseSchema,
        NOTIFICATIONS_CALL,
      ),
    onMutate: (id) => markInLists(queryClient, id, new Date().toISOString()),
    onSuccess: (r) => setUnreadCount(queryClient, r.unread_count),
    onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** POST /notifications/read-all. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post('/notifications/read-all', {}, notificationsReadAllResponseSchema, NOTIFICATIONS_CALL),
    onSuccess: (r) => {
      markInLists(queryClient, 'all', new Date().toISOString());
      setUnreadCount(queryClient, r.unread_count);
    },
  });
}
