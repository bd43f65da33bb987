import {
  bookingListResponseSchema,
  bookingResponseSchema,
  type MarketplaceBookingStatus,
} from '@fundpath/contracts/marketplace-bookings';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQuery } from '@/lib/query-string';
import { marketplaceAdminKeys, WRITE } from './keys';

/** `adminBookingListQuerySchema`: status, when, a date range (ISO instants) and a search. */
export interface MarketplaceBookingFilters {
  q?: string;
  status?: MarketplaceBookingStatus;
  when?: 'upcoming' | 'past' | 'all';
  from?: string;
  to?: string;
  page: number;
  per_page: number;
}

/** The request path of a bookings page (empty filters left out). */
export const bookingListPath = (filters: MarketplaceBookingFilters) =>
  `/admin/marketplace/bookings${toQuery({ ...filters })}`;

/** `GET /api/admin/marketplace/bookings`: every booking of the marketplace, newest start first. */
export const useBookingPage = (filters: MarketplaceBookingFilters) =>
  useQuery({
    queryKey: [...marketplaceAdminKeys.bookingLists(), filters],
    queryFn: () => api.get(bookingListPath(filters), bookingListResponseSchema),
    placeholderData: keepPreviousData,
  });

/** `GET /api/marketplace/bookings/{id}`: staff with marketplace.manage see any booking, with its events. */
export const useBooking = (id: string | null) =>
  useQuery({
    queryKey: marketplaceAdminKeys.booking(id ?? ''),
    queryFn: () => api.get(`/marketplace/bookings/${id}`, bookingResponseSchema).then((r) => r.booking),
    enabled: Boolean(id),
  });

/**
 * What staff can do to a booking through the parties' endpoints (the server offers staff the same
 * `actions` as the specialist): cancel (staff always refund what was charged, in full), decline a
 * request with a reason, accept a request whose card is saved, record the outcome after the start.
 */
export type Intervention =
  | { kind: 'cancel'; reason: string }
  | { kind: 'decline'; reason: string }
  | { kind: 'accept' }
  | { kind: 'outcome'; outcome: 'completed' | 'no_show' };

export const interventionRequest = (id: string, i: Intervention): { path: string; body: unknown } => {
  const path = `/marketplace/bookings/${id}`;
  switch (i.kind) {
    case 'cancel':
      return { path: `${path}/cancel`, body: { reason: i.reason } };
    case 'decline':
      return { path: `${path}/decline`, body: { reason: i.reason } };
    case 'accept':
      return { path: `${path}/accept`, body: {} };
    case 'outcome':
      return { path: `${path}/outcome`, body: { outcome: i.outcome } };
  }
};

export function useIntervene(bookingId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (i: Intervention) => {
      const { path, body } = interventionRequest(bookingId, i);
      return api.post(path, body, bookingResponseSchema, WRITE);
    },
    onSuccess: ({ booking }) => {
      qc.setQueryData(marketplaceAdminKeys.booking(bookingId), booking);
      void qc.invalidateQueries({ queryKey: marketplaceAdminKeys.bookingLists() });
    },
    // A refusal (409: the booking moved on) shows it as it is now.
    onError: () => void qc.invalidateQueries({ queryKey: marketplaceAdminKeys.booking(bookingId) }),
  });
}
