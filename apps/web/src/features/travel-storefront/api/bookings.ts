import type { PaymentInput } from '@fundpath/contracts/ecommerce';
import type { TravelBooking, TravelBookingBody } from '@fundpath/contracts/travel';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withIdempotencyKey } from '@/lib/idempotency';
import { toQuery } from '@/lib/query-string';
import { travelKeys } from './keys';
import { bookingParser } from './wire';

/**
 * `POST /api/travel/bookings` with the attempt's `Idempotency-Key`: the request layer's own
 * retries (timeouts, 5xx) send the same key, so a lost answer never books or charges twice.
 */
export const createBooking = (body: TravelBookingBody, idempotencyKey: string) =>
  api
    .post('/travel/bookings', body, bookingParser, withIdempotencyKey({}, idempotencyKey))
    .then((r) => r.booking);

const bookingPath = (bookingNumber: string) => `/travel/bookings/${encodeURIComponent(bookingNumber)}`;

/** `GET /api/travel/bookings/{n}?email=`: the signed-in holder, or anyone giving the lead traveller's e-mail. */
export const getBooking = (bookingNumber: string, email: string | null) =>
  api
    .get(`${bookingPath(bookingNumber)}${toQuery({ email })}`, bookingParser, { attempts: 1 })
    .then((r) => r.booking);

export const bookingQuery = (bookingNumber: string, email: string | null) =>
  queryOptions({
    queryKey: travelKeys.booking(bookingNumber, email),
    queryFn: () => getBooking(bookingNumber, email),
    retry: false,
  });

export const useBooking = (bookingNumber: string, email: string | null, enabled = true) =>
  useQuery({ ...bookingQuery(bookingNumber, email), enabled });

/** `POST /api/travel/bookings/{n}/pay`: pays the balance of a deposit booking. */
export const payBalance = (
  bookingNumber: string,
  body: { email?: string; payment: PaymentInput },
  idempotencyKey: string,
): Promise<TravelBooking> =>
  api
    .post(`${bookingPath(bookingNumber)}/pay`, body, bookingParser, withIdempotencyKey({}, idempotencyKey))
    .then((r) => r.booking);

/** `POST /api/travel/bookings/{n}/cancel`: the holder cancels; the refund follows the package's policy. */
export const cancelBooking = (bookingNumber: string, body: { email?: string; reason?: string }) =>
  api
    .post(`${bookingPath(bookingNumber)}/cancel`, body, bookingParser, { attempts: 1 })
    .then((r) => ({ booking: r.booking, message: r.message }));
