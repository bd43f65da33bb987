import { clientCalendarResponseSchema } from '@fundpath/contracts/calendar';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CALENDAR_CALL, calendarKeys } from './keys';

/** GET /api/calendar/my-sessions: a client's sessions, their coach's booking link, task due dates. */
export const useMySessions = () =>
  useQuery({
    queryKey: calendarKeys.mine(),
    queryFn: () => api.get('/calendar/my-sessions', clientCalendarResponseSchema, CALENDAR_CALL),
  });
