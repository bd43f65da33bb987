import {
  adminBookingListResponseSchema,
  type adminCancelBodySchema,
  bookingResponseSchema,
  type changeTravellersBodySchema,
  type TravelBookingStatus,
} from '@fundpath/contracts/travel';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, apiUrl } from '@/lib/api-client';
import { toQuery } from '@/lib/query-string';
import { travelAdminKeys, WRITE } from './keys';

export interface BookingFilters {
  q?: string;
  status?: TravelBookingStatus;
  package_id?: string;
  departure_id?: string;
  affiliate?: string;
  page: number;
  per_page: number;
}

/** The request path of a bookings page: the filters as the query string (empty ones left out). */
export const bookingListPath = (filters: BookingFilters) =>
  `/admin/travel/bookings${toQuery({ ...filters })}`;

/** `GET /api/admin/travel/bookings`: a page of rows, the sums over every matching booking, the departures. */
export const useBookingPage = (filters: BookingFilters) =>
  useQuery({
    queryKey: [...travelAdminKeys.bookingLists(), filters],
    queryFn: () => api.get(bookingListPath(filters), adminBookingListResponseSchema),
    placeholderData: keepPreviousData,
  });

/** `GET /api/admin/travel/bookings/{id}`. */
export const useBooking = (id: string | null) =>
  useQuery({
    queryKey: travelAdminKeys.booking(id ?? ''),
    queryFn: () => api.get(`/admin/travel/bookings/${id}`, bookingResponseSchema).then((r) => r.booking),
    enabled: Boolean(id),
  });

export type AdminCancelBody = z.input<typeof adminCancelBodySchema>;
export type ChangeTravellersBody = z.input<typeof changeTravellersBodySchema>;

function useBookingWrite<B>(
  bookingId: string,
  send: (body: B) => Promise<z.infer<typeof bookingResponseSchema>>,
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ booking }) => {
      qc.setQueryData(travelAdminKeys.booking(bookingId), booking);
      void qc.invalidateQueries({ queryKey: travelAdminKeys.bookingLists() });
      // A cancellation frees seats: the packages list and editor count them.
      void qc.invalidateQueries({ queryKey: travelAdminKeys.packages() });
    },
    // A refusal (409: the booking moved on) shows it as it is now.
    onError: () => void qc.invalidateQueries({ queryKey: travelAdminKeys.booking(bookingId) }),
  });
}

/** `POST /api/admin/travel/bookings/{id}/cancel`: refund per policy, in full or not at all. */
export const useCancelBooking = (bookingId: string) =>
  useBookingWrite<AdminCancelBody>(bookingId, (body) =>
    api.post(`/admin/travel/bookings/${bookingId}/cancel`, body, bookingResponseSchema, WRITE),
  );

/** `PUT /api/admin/travel/bookings/{id}/travellers`: names and dates of birth, same number of travellers. */
export const useChangeTravellers = (bookingId: string) =>
  useBookingWrite<ChangeTravellersBody>(bookingId, (body) =>
    api.put(`/admin/travel/bookings/${bookingId}/travellers`, body, bookingResponseSchema, WRITE),
  );

/** The departure's passenger manifest; a plain link, so the session cookie goes with it (like the orders CSV). */
export const manifestHref = (departureId: string) =>
  apiUrl(`/admin/travel/departures/${departureId}/manifest.csv`);
