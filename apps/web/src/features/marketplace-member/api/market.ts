import {
  categoryListResponseSchema,
  type DiscoveryQuery,
  discoveryResponseSchema,
  likeListResponseSchema,
  likeResponseSchema,
  type ServiceCatalogueQuery,
  serviceCatalogueResponseSchema,
  specialistDetailResponseSchema,
} from '@fundpath/contracts/marketplace';
import { type BookingRequest, bookingResponseSchema } from '@fundpath/contracts/marketplace-bookings';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQuery } from '@/lib/query-string';
import { memberMarketKeys, WRITE } from './keys';

/** The filters of `/manila/members`, as sent to `GET /api/marketplace/specialists`. */
export interface DiscoverFilters {
  q?: string;
  specialty?: string;
  language?: string;
  category_id?: string;
  max_price_cents?: number;
  mode?: 'online' | 'in_person';
  available_this_week?: boolean;
  sort?: DiscoveryQuery['sort'];
  page: number;
  per_page: number;
}

/** The request path of a discovery page (empty filters left out). */
export const discoverPath = (f: DiscoverFilters) =>
  `/marketplace/specialists${toQuery({
    ...f,
    q: f.q?.trim() || undefined,
    available_this_week: f.available_this_week ? 'true' : undefined,
  })}`;

export const useDiscover = (f: DiscoverFilters) =>
  useQuery({
    queryKey: [...memberMarketKeys.discover(), f],
    queryFn: () => api.get(discoverPath(f), discoveryResponseSchema),
    placeholderData: keepPreviousData,
  });

export const useCategories = () =>
  useQuery({
    queryKey: memberMarketKeys.categories(),
    queryFn: () => api.get('/marketplace/categories', categoryListResponseSchema),
    staleTime: 5 * 60_000,
  });

export const useLikes = () =>
  useQuery({
    queryKey: memberMarketKeys.likes(),
    queryFn: () => api.get('/marketplace/likes', likeListResponseSchema),
  });

/** Like or unlike (PUT / DELETE `/api/marketplace/likes/:specialist_id`). */
export const useToggleLike = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, like }: { id: string; like: boolean }) =>
      like
        ? api.put(`/marketplace/likes/${id}`, {}, likeResponseSchema, WRITE)
        : api.delete(`/marketplace/likes/${id}`, likeResponseSchema, WRITE),
    onSettled: () => qc.invalidateQueries({ queryKey: memberMarketKeys.all }),
  });
};

/** The filters of `/manila/specialist/services`, as sent to `GET /api/marketplace/services`. */
export type CatalogueFilters = Omit<ServiceCatalogueQuery, 'page' | 'per_page'> & {
  page: number;
  per_page: number;
};

/** The request path of a catalogue page (empty filters left out). */
export const cataloguePath = (f: CatalogueFilters) =>
  `/marketplace/services${toQuery({ ...f, q: f.q?.trim() || undefined })}`;

/** `GET /api/marketplace/services`: active services of listed specialists, filtered and sorted. */
export const useServiceCatalogue = (f: CatalogueFilters) =>
  useQuery({
    queryKey: [...memberMarketKeys.services(), f],
    queryFn: () => api.get(cataloguePath(f), serviceCatalogueResponseSchema),
    placeholderData: keepPreviousData,
  });

export const useSpecialist = (id: string) =>
  useQuery({
    queryKey: memberMarketKeys.specialist(id),
    queryFn: () => api.get(`/marketplace/specialists/${id}`, specialistDetailResponseSchema),
    enabled: id !== '',
  });

// The slots are read without zod: the public booking page (a first page) shares them.
export { useSlots } from './booking-link';

export const requestBooking = (body: BookingRequest) =>
  api.post('/marketplace/bookings', body, bookingResponseSchema, WRITE);

export const confirmBookingCard = (bookingId: string, body: { outcome?: 'succeeded' | 'failed' }) =>
  api.post(`/marketplace/bookings/${bookingId}/card/confirm`, body, bookingResponseSchema, WRITE);
