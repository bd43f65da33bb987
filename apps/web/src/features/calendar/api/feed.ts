import { calendarFeedResponseSchema } from '@fundpath/contracts/calendar';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CALENDAR_CALL, calendarKeys } from './keys';

export const useFeed = () =>
  useQuery({
    queryKey: calendarKeys.feed(),
    queryFn: () => api.get('/calendar/feed', calendarFeedResponseSchema, CALENDAR_CALL).then((r) => r.feed),
  });

/** POST regenerates (the URL is shown once), DELETE revokes. */
export function useFeedChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'regenerate' | 'revoke') =>
      (action === 'regenerate'
        ? api.post('/calendar/feed', {}, calendarFeedResponseSchema, { ...CALENDAR_CALL, attempts: 1 })
        : api.delete('/calendar/feed', calendarFeedResponseSchema, CALENDAR_CALL)
      ).then((r) => r.feed),
    onSuccess: (feed) => queryClient.setQueryData(calendarKeys.feed(), feed),
  });
}
