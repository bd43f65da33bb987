import { slotsResponseSchema } from '@fundpath/contracts/marketplace';
import {
  bookingListResponseSchema,
  bookingResponseSchema,
  type MarketplaceBooking,
  type MarketplaceBookingStatus,
} from '@fundpath/contracts/marketplace-bookings';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { toQuery } from '@/lib/query-string';
import { memberBookingKeys, WRITE } from './keys';

/** A booking as the list sends it (no timeline). */
export type BookingRow = Omit<MarketplaceBooking, 'events'>;

/** Whose side of a booking a screen shows. */
export type BookingViewer = 'member' | 'specialist';

export interface BookingListFilters {
  status?: MarketplaceBookingStatus;
  when?: 'upcoming' | 'past' | 'all';
  /** ISO instants: bookings starting in [from, to). */
  from?: string;
  to?: string;
  page: number;
  per_page: number;
}
export type MemberBookingFilters = BookingListFilters;

/** The request path of a page of bookings on one side (`bookingListQuerySchema`). */
export const bookingListPath = (as: BookingViewer, filters: BookingListFilters) =>
  `/marketplace/bookings${toQuery({ as, ...filters })}`;

/** The request path of a page of the member's bookings (`as=member`). */
export const memberBookingListPath = (filters: BookingListFilters) => bookingListPath('member', filters);

/** `GET /api/marketplace/bookings?as=member`: a page of the member's own bookings. */
export const useMemberBookings = (filters: MemberBookingFilters) =>
  useQuery({
    queryKey: [...memberBookingKeys.lists(), filters],
    queryFn: () => api.get(memberBookingListPath(filters), bookingListResponseSchema),
    placeholderData: keepPreviousData,
  });

/** `GET /api/marketplace/bookings?as=specialist`: a page of the signed-in specialist's appointments. */
export const useSpecialistBookings = (filters: BookingListFilters) =>
  useQuery({
    queryKey: [...memberBookingKeys.lists(), 'specialist', filters],
    queryFn: () => api.get(bookingListPath('specialist', filters), bookingListResponseSchema),
    placeholderData: keepPreviousData,
  });

/** Pages read for the receipts at most (100 bookings each): a member's whole history. */
const RECEIPT_PAGES = 20;

/**
 * Every booking of the member (all pages of 100), for the receipts: the server has no payments
 * endpoint of its own, so receipts are the bookings' payment fields.
 */
export const useAllMemberBookings = () =>
  useQuery({
    queryKey: memberBookingKeys.receipts(),
    queryFn: async () => {
      const out: BookingRow[] = [];
      for (let page = 1; page <= RECEIPT_PAGES; page += 1) {
        const res = await api.get(
          memberBookingListPath({ when: 'all', page, per_page: 100 }),
          bookingListResponseSchema,
        );
        out.push(...res.bookings);
        if (res.bookings.length === 0 || out.length >= res.total) break;
      }
      return out;
    },
  });

/** `GET /api/marketplace/bookings/{id}`: one booking with its timeline. */
export const useMemberBooking = (id: string | null) =>
  useQuery({
    queryKey: memberBookingKeys.booking(id ?? ''),
    queryFn: () => api.get(`/marketplace/bookings/${id}`, bookingResponseSchema).then((r) => r.booking),
    enabled: Boolean(id),
  });

/** `GET /api/marketplace/specialists/{id}/slots`: the free slots of the booking's service, grouped by day in `tz`. */
export const useRescheduleSlots = (specialistId: string, serviceId: string | null, tz: string) =>
  useQuery({
    queryKey: memberBookingKeys.slots(specialistId, serviceId ?? '', tz),
    queryFn: () =>
      api.get(
        `/marketplace/specialists/${specialistId}/slots${toQuery({ service_id: serviceId, tz })}`,
        slotsResponseSchema,
      ),
    enabled: Boolean(serviceId),
  });

type BookingResponse = z.infer<typeof bookingResponseSchema>;

function useBookingWrite<B>(bookingId: string, send: (body: B) => Promise<BookingResponse>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ booking }) => {
      qc.setQueryData(memberBookingKeys.booking(bookingId), booking);
      void qc.invalidateQueries({ queryKey: memberBookingKeys.lists() });
      void qc.invalidateQueries({ queryKey: memberBookingKeys.receipts() });
    },
    // A refusal (409: the booking moved on, the slot was taken) shows the booking as it is now.
    onError: () => {
      void qc.invalidateQueries({ queryKey: memberBookingKeys.booking(bookingId) });
      void qc.invalidateQueries({ queryKey: memberBookingKeys.lists() });
    },
  });
}

/**
 * `POST /api/marketplace/bookings/{id}/cancel`: the server refunds per the FREE_CANCEL_HOURS policy
 * (a specialist cancelling always refunds in full).
 */
export const useCancelBooking = (bookingId: string) =>
  useBookingWrite<{ reason: string }>(bookingId, (body) =>
    api.post(`/marketplace/bookings/${bookingId}/cancel`, body, bookingResponseSchema, WRITE),
  );

/** `POST /api/marketplace/bookings/{id}/reschedule`: the same booking at another free slot. */
export const useRescheduleBooking = (bookingId: string) =>
  useBookingWrite<{ start: string; reason: string }>(bookingId, (body) =>
    api.post(`/marketplace/bookings/${bookingId}/reschedule`, body, bookingResponseSchema, WRITE),
  );

/**
 * `POST /api/marketplace/bookings/{id}/card/confirm`: after the bank's check the server asks the
 * provider again; with the test provider `outcome` plays the bank's page.
 */
export const useConfirmBookingCard = (bookingId: string) =>
  useBookingWrite<{ outcome?: 'succeeded' | 'failed' }>(bookingId, (body) =>
    api.post(`/marketplace/bookings/${bookingId}/card/confirm`, body, bookingResponseSchema, WRITE),
  );

/** `POST /api/marketplace/bookings/{id}/accept` (specialist): charges the saved card and confirms. */
export const useAcceptBooking = (bookingId: string) =>
  useBookingWrite<Record<string, never>>(bookingId, (body) =>
    api.post(`/marketplace/bookings/${bookingId}/accept`, body, bookingResponseSchema, WRITE),
  );

/** `POST /api/marketplace/bookings/{id}/decline` (specialist): the member is told why; nothing is charged. */
export const useDeclineBooking = (bookingId: string) =>
  useBookingWrite<{ reason: string }>(bookingId, (body) =>
    api.post(`/marketplace/bookings/${bookingId}/decline`, body, bookingResponseSchema, WRITE),
  );

/** `POST /api/marketplace/bookings/{id}/outcome` (specialist, after the start): completed or no-show. */
export const useBookingOutcome = (bookingId: string) =>
  useBookingWrite<{ outcome: 'completed' | 'no_show' }>(bookingId, (body) =>
    api.post(`/marketplace/bookings/${bookingId}/outcome`, body, bookingResponseSchema, WRITE),
  );
