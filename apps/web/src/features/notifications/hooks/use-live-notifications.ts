import {
  NOTIFICATION_CREATED_EVENT,
  NOTIFICATIONS_READ_EVENT,
  type Notification,
  notificationCreatedEventSchema,
  notificationsReadEventSchema,
} from '@fundpath/contracts/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuth } from '@/lib/auth';
import { useRealtimeTopic } from '@/lib/realtime';
import { notificationKeys } from '../api/keys';
import { addToLists, setUnreadCount } from '../api/notifications';

/**
 * Keeps the bell and the panel current from the user's own realtime topic (`user:<id>`): a new
 * notification is put at the top of the cached lists with the new count (and `onNew` runs, for a
 * toast); a read elsewhere (another tab) updates the count. After a reconnect, everything refetches.
 */
export function useLiveNotifications(onNew?: (notification: Notification) => void) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const refetchAll = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    [queryClient],
  );
  useRealtimeTopic(
    user ? `user:${user.id}` : null,
    (event) => {
      if (event.event === NOTIFICATION_CREATED_EVENT) {
        const parsed = notificationCreatedEventSchema.safeParse(event.data);
        if (!parsed.success) return refetchAll();
        setUnreadCount(queryClient, parsed.data.unread_count);
        const { notification } = parsed.data;
        // Too large for the channel: the server sent the count only, the API has the rest.
        if (!notification) return void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
        addToLists(queryClient, notification);
        onNew?.(notification);
      } else if (event.event === NOTIFICATIONS_READ_EVENT) {
        const parsed = notificationsReadEventSchema.safeParse(event.data);
        if (!parsed.success) return refetchAll();
        setUnreadCount(queryClient, parsed.data.unread_count);
        void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
      }
    },
    { onResync: refetchAll },
  );
}
