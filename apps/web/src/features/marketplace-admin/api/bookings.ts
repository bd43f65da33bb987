import {
  adminSpecialistListResponseSchema,
  specialistDetailResponseSchema,
} from '@fundpath/contracts/marketplace';
import {
  bookingListResponseSchema,
  bookingResponseSchema,
  type MarketplaceBookingStatus,
} from '@fundpath/contracts/marketplace-bookings';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type CallOptions } from '@/lib/api-client';
import { withIdempotencyKey } from '@/lib/idempotency';
import { toQuery } from '@/lib/query-string';
import { marketplaceAdminKeys, WRITE } from './keys';

/** `adminBookingListQuerySchema`: status, when, a date range (ISO instants), a specialist and a search. */
export interface MarketplaceBookingFilters {
  q?: string;
  specialist_id?: string;
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
 * What staff can do to a booking. Through the admin's endpoints (marketplace.manage, audited, a
 * reason required): cancel (a full refund of what was charged), refund part or all of what is
 * left (idempotent by `key`: one key per logical refund), reassign to another specialist. Through
 * the parties' endpoints (the server offers staff the specialist's `actions`): decline a request,
 * accept a request whose card is saved, record the outcome after the start.
 */
export type Intervention =
  | { kind: 'cancel'; reason: string }
  | { kind: 'refund'; amount_cents: number; reason: string; key: string }
  | { kind: 'reassign'; specialist_id: string; service_id: string; reason: string }
  | { kind: 'decline'; reason: string }
  | { kind: 'accept' }
  | { kind: 'outcome'; outcome: 'completed' | 'no_show' };

export const interventionRequest = (
  id: string,
  i: Intervention,
): { path: string; body: unknown; options?: CallOptions } => {
  const path = `/marketplace/bookings/${id}`;
  const admin = `/admin/marketplace/bookings/${id}`;
  switch (i.kind) {
    case 'cancel':
      return { path: `${admin}/cancel`, body: { reason: i.reason } };
    case 'refund':
      // Keyed: a retry after a lost answer is replayed by the server, never refunded twice.
      return {
        path: `${admin}/refund`,
        body: { amount_cents: i.amount_cents, reason: i.reason },
        options: withIdempotencyKey({}, i.key),
      };
    case 'reassign':
      return {
        path: `${admin}/reassign`,
        body: { specialist_id: i.specialist_id, service_id: i.service_id, reason: i.reason },
      };
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
      const { path, body, options } = interventionRequest(bookingId, i);
      return api.post(path, body, bookingResponseSchema, options ?? WRITE);
    },
    onSuccess: ({ booking }) => {
      qc.setQueryData(marketplaceAdminKeys.booking(bookingId), booking);
      void qc.invalidateQueries({ queryKey: marketplaceAdminKeys.bookingLists() });
    },
    // A refusal (409: the booking moved on) shows it as it is now.
    onError: () => void qc.invalidateQueries({ queryKey: marketplaceAdminKeys.booking(bookingId) }),
  });
}

/** The specialist picker's choices: `GET /api/admin/marketplace/specialists?q=` (a status narrows them). */
export const useSpecialistChoices = (q: string, status?: 'approved') =>
  useQuery({
    queryKey: [...marketplaceAdminKeys.specialistLists(), 'choices', q, status ?? null],
    queryFn: () =>
      api.get(
        `/admin/marketplace/specialists${toQuery({ q: q || undefined, status, per_page: 50 })}`,
        adminSpecialistListResponseSchema,
      ),
    placeholderData: keepPreviousData,
  });

/** A listed specialist's active services (`GET /api/marketplace/specialists/{id}`): what a booking can move to. */
export const useSpecialistServices = (id: string | null) =>
  useQuery({
    queryKey: ['marketplace', 'specialists', 'detail', id ?? ''],
    queryFn: () =>
      api
        .get(`/marketplace/specialists/${id}`, specialistDetailResponseSchema)
        .then((r) => r.specialist.services),
    enabled: Boolean(id),
  });
