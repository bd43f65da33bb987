import {
  type NotificationPreference,
  notificationPreferencesResponseSchema,
} from '@fundpath/contracts/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { NOTIFICATIONS_CALL, notificationKeys } from './keys';

/** GET /notifications/preferences: every type the user receives, with their choice or the default. */
export const notificationPreferencesQuery = () =>
  queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: () =>
      api
        .get('/notifications/preferences', notificationPreferencesResponseSchema, NOTIFICATIONS_CALL)
        .then((r) => r.preferences),
  });

export const useNotificationPreferences = () => useQuery(notificationPreferencesQuery());

/** PUT /notifications/preferences. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreference[]) =>
      api
        .put(
          '/notifications/preferences',
          { preferences },
          notificationPreferencesResponseSchema,
          NOTIFICATIONS_CALL,
        )
        .then((r) => r.preferences),
    onSuccess: (preferences) => queryClient.setQueryData(notificationKeys.preferences(), preferences),
  });
}
