import {
  calendarSlotsResponseSchema,
  manageResponseSchema,
  type PublicBookingInput,
  publicBookingLinkResponseSchema,
  publicBookingResponseSchema,
} from '@fundpath/contracts/calendar';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiUrl } from '@/lib/api-client';
import { BOOKING_CALL, CALENDAR_CALL, calendarKeys } from './keys';

const enc = encodeURIComponent;

export const usePublicLink = (code: string) =>
  useQuery({
    queryKey: calendarKeys.publicLink(code),
    queryFn: () =>
      api
        .get(`/calendar/public/links/${enc(code)}`, publicBookingLinkResponseSchema, CALENDAR_CALL)
        .then((r) => r.link),
    retry: false,
  });

export const useSlots = (code: string, from: string, to: string, tz: string, enabled = true) =>
  useQuery({
    queryKey: calendarKeys.slots(code, from, tz),
    queryFn: () =>
      api.get(
        `/calendar/public/links/${enc(code)}/slots?from=${enc(from)}&to=${enc(to)}&tz=${enc(tz)}`,
        calendarSlotsResponseSchema,
        CALENDAR_CALL,
      ),
    placeholderData: keepPreviousData,
    enabled,
  });

export function useBook(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PublicBookingInput) =>
      api.post(`/calendar/public/links/${enc(code)}/book`, input, publicBookingResponseSchema, BOOKING_CALL),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: calendarKeys.publicLink(code) }),
  });
}

export const useManaged = (token: string) =>
  useQuery({
    queryKey: calendarKeys.manage(token),
    queryFn: () =>
      api
        .get(`/calendar/public/manage/${enc(token)}`, manageResponseSchema, CALENDAR_CALL)
        .then((r) => r.appointment),
    retry: false,
  });

export function useManage(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { action: 'cancel' } | { action: 'reschedule'; start: string }) =>
      api
        .post(
          `/calendar/public/manage/${enc(token)}/${change.action}`,
          change.action === 'reschedule' ? { start: change.start } : {},
          manageResponseSchema,
          BOOKING_CALL,
        )
        .then((r) => r.appointment),
    onSuccess: (appointment) => {
      queryClient.setQueryData(calendarKeys.manage(token), appointment);
      void queryClient.invalidateQueries({ queryKey: ['calendar', 'public'] });
    },
  });
}

/** The `.ics` of a booking, by its manage secret (a plain download link). */
export const icsHref = (token: string) => apiUrl(`/calendar/public/manage/${enc(token)}/appointment.ics`);
