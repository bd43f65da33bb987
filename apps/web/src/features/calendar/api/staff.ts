import {
  appointmentResponseSchema,
  appointmentsResponseSchema,
  type BookingLinkInput,
  bookingLinkResponseSchema,
  bookingLinksResponseSchema,
  type CalendarHoursInput,
  calendarHoursResponseSchema,
} from '@fundpath/contracts/calendar';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CALENDAR_CALL, calendarKeys } from './keys';

/** GET /api/calendar/appointments?from&to: the signed-in staff member's appointments. */
export const useAppointments = (from: string, to: string) =>
  useQuery({
    queryKey: calendarKeys.appointments(from, to),
    queryFn: () =>
      api
        .get(
          `/calendar/appointments?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
          appointmentsResponseSchema,
          CALENDAR_CALL,
        )
        .then((r) => r.appointments),
    placeholderData: keepPreviousData,
  });

export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api
        .post(`/calendar/appointments/${id}/cancel`, {}, appointmentResponseSchema, CALENDAR_CALL)
        .then((r) => r.appointment),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['calendar', 'appointments'] }),
  });
}

export const useHours = () =>
  useQuery({
    queryKey: calendarKeys.hours(),
    queryFn: () =>
      api.get('/calendar/hours', calendarHoursResponseSchema, CALENDAR_CALL).then((r) => r.hours),
  });

export function useSaveHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CalendarHoursInput) =>
      api.put('/calendar/hours', input, calendarHoursResponseSchema, CALENDAR_CALL).then((r) => r.hours),
    onSuccess: (hours) => queryClient.setQueryData(calendarKeys.hours(), hours),
  });
}

export const useLinks = () =>
  useQuery({
    queryKey: calendarKeys.links(),
    queryFn: () => api.get('/calendar/links', bookingLinksResponseSchema, CALENDAR_CALL).then((r) => r.links),
  });

export function useSaveLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: BookingLinkInput }) =>
      (id
        ? api.patch(`/calendar/links/${id}`, input, bookingLinkResponseSchema, CALENDAR_CALL)
        : api.post('/calendar/links', input, bookingLinkResponseSchema, CALENDAR_CALL)
      ).then((r) => r.link),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: calendarKeys.links() }),
  });
}

export function useDeleteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/calendar/links/${id}`, undefined, CALENDAR_CALL),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: calendarKeys.links() }),
  });
}
