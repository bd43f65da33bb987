/**
 * The public booking page's reads and its visit report, kept free of zod (see wire.ts): this
 * module loads with `/book/:linkCode`, a first page.
 */
import type { LinkVisitSource } from '@fundpath/contracts/marketplace-insights';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { toQuery } from '@/lib/query-string';
import { memberMarketKeys, WRITE } from './keys';
import { bookingPageParser, slotsParser } from './wire';

/** `GET /api/marketplace/book/:link_code`: the specialist behind a public booking link. */
export const useBookingPage = (code: string) =>
  useQuery({
    queryKey: memberMarketKeys.bookingPage(code),
    queryFn: () => api.get(`/marketplace/book/${encodeURIComponent(code)}`, bookingPageParser),
  });

/** The link names no bookable specialist: unknown, suspended, or not a link code at all. */
export const isUnknownLink = (err: unknown) =>
  isApiError(err) && (err.code === 'NOT_FOUND' || err.code === 'VALIDATION_FAILED');

/** `POST /api/marketplace/book/:link_code/visit`: how the page was opened (QR code or plain link). */
export const reportLinkVisit = (code: string, source: LinkVisitSource) =>
  api.post(`/marketplace/book/${encodeURIComponent(code)}/visit`, { source }, undefined, WRITE);

/** Free times of one service, grouped by day in `tz` (the viewer's zone). */
export const useSlots = (id: string, serviceId: string | null, tz: string) =>
  useQuery({
    queryKey: memberMarketKeys.slots(id, serviceId ?? '', tz),
    queryFn: () =>
      api.get(
        `/marketplace/specialists/${id}/slots${toQuery({ service_id: serviceId ?? '', tz })}`,
        slotsParser,
      ),
    enabled: !!serviceId,
  });
