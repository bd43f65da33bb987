import { errorBodySchema } from '@fundpath/contracts/errors';
import { adminMemberListQuerySchema, adminMemberListResponseSchema } from '@fundpath/contracts/marketplace';
import {
  adminBookingCancelSchema,
  adminBookingListQuerySchema,
  adminBookingReassignSchema,
  adminBookingRefundSchema,
  bookingDeclineSchema,
  bookingListQuerySchema,
  bookingListResponseSchema,
  bookingOutcomeSchema,
  bookingReasonSchema,
  bookingRequestSchema,
  bookingRescheduleSchema,
  bookingResponseSchema,
} from '@fundpath/contracts/marketplace-bookings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IDEMPOTENCY_REPLAYED_HEADER, idempotencyKeyOf } from '../../platform/idempotency';
import { IpRateLimiter } from '../../platform/ip-rate-limit';
import { REFERRAL_COOKIE } from '../affiliates';
import { listMembers } from './members';
import { calendarFor, organizerOf } from './reminders';
import * as service from './service';

const tags = ['marketplace'];
const MEMBER = { access: ['member'] } as const;
/** Either side of a booking (staff with marketplace.manage see every booking through the admin list). */
const PARTIES = { access: ['member', 'specialist'] } as const;
const MANAGE = { access: { permission: 'marketplace.manage' } } as const;
const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [s, errorBodySchema]));
const idParams = z.object({ id: z.uuid('Booking not found') });
const ok = 'success' as const;
const confirmCardSchema = z.object({ outcome: z.enum(['succeeded', 'failed']).optional() });

/** Booking requests per IP a minute (each saves a card with the provider). */
export const REQUESTS_PER_MINUTE = 10;

/** `/api/marketplace/bookings/*` and the admin's `/api/admin/marketplace/bookings` and `/members`. */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = () => app.deps.payments;
  const requests = new IpRateLimiter(
    REQUESTS_PER_MINUTE,
    60_000,
    'Too many booking requests. Please wait a minute.',
  );
  const view = (booking: Awaited<ReturnType<typeof service.viewBooking>>, message: string) => ({
    status: ok,
    booking,
    message,
  });

  app.post(
    '/api/marketplace/bookings',
    {
      config: MEMBER,
      onRequest: requests.onRequest(),
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        body: bookingRequestSchema,
        response: { 201: bookingResponseSchema, ...errors(400, 402, 404, 409, 429, 502) },
      },
    },
    async (req, reply) => {
      const result = await service.requestBooking(
        req.ctx,
        { payments: payments(), referralCode: req.cookies[REFERRAL_COOKIE] },
        req.body,
        idempotencyKeyOf(req),
      );
      if (result.replayed) reply.header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
      return reply.code(201).send(view(result.booking, result.message));
    },
  );

  app.get(
    '/api/marketplace/bookings',
    {
      config: PARTIES,
      schema: { tags, querystring: bookingListQuerySchema, response: { 200: bookingListResponseSchema } },
    },
    async (req) => {
      const as = req.ctx.actor?.role === 'specialist' ? req.query.as : 'member';
      return { status: ok, ...(await service.listBookings(req.ctx, { ...req.query, as })) };
    },
  );

  app.get(
    '/api/marketplace/bookings/:id',
    {
      config: { access: 'authenticated' },
      schema: { tags, params: idParams, response: { 200: bookingResponseSchema, ...errors(404) } },
    },
    async (req) => view(await service.viewBooking(req.ctx, req.params.id), ''),
  );

  app.get(
    '/api/marketplace/bookings/:id/calendar.ics',
    {
      config: PARTIES,
      schema: { tags, params: idParams, response: { 200: z.string(), ...errors(404) } },
    },
    async (req, reply) => {
      const file = await calendarFor(req.ctx, req.params.id, {
        organizer: organizerOf(app.deps.config.mailFrom),
        publicUrl: app.deps.config.publicUrl,
      });
      return reply
        .header('Content-Type', file.content_type)
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .header('Cache-Control', 'private, no-store')
        .send(file.content);
    },
  );

  app.post(
    '/api/marketplace/bookings/:id/card/confirm',
    {
      config: MEMBER,
      schema: {
        tags,
        params: idParams,
        body: confirmCardSchema,
        response: { 200: bookingResponseSchema, ...errors(402, 404, 502) },
      },
    },
    async (req) => {
      const booking = await service.confirmCard(req.ctx, payments(), req.params.id, req.body.outcome);
      return view(booking, booking.status === 'confirmed' ? 'Booking confirmed' : 'Card saved; request sent');
    },
  );

  app.post(
    '/api/marketplace/bookings/:id/accept',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        params: idParams,
        response: { 200: bookingResponseSchema, ...errors(402, 404, 409, 502) },
      },
    },
    async (req) =>
      view(
        await service.acceptBooking(req.ctx, payments(), req.params.id),
        'Booking accepted; the card was charged',
      ),
  );

  app.post(
    '/api/marketplace/bookings/:id/decline',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        params: idParams,
        body: bookingDeclineSchema,
        response: { 200: bookingResponseSchema, ...errors(400, 404, 409) },
      },
    },
    async (req) =>
      view(
        await service.declineBooking(req.ctx, payments(), req.params.id, req.body.reason),
        'Request declined',
      ),
  );

  app.post(
    '/api/marketplace/bookings/:id/cancel',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        params: idParams,
        body: bookingReasonSchema,
        response: { 200: bookingResponseSchema, ...errors(400, 404, 409, 502) },
      },
    },
    async (req) => {
      const booking = await service.cancelBooking(req.ctx, payments(), req.params.id, req.body.reason);
      const refunded = booking.payment.refunded_cents;
      return view(
        booking,
        refunded > 0 ? `Booking cancelled; $${(refunded / 100).toFixed(2)} refunded` : 'Booking cancelled',
      );
    },
  );

  app.post(
    '/api/marketplace/bookings/:id/reschedule',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        params: idParams,
        body: bookingRescheduleSchema,
        response: { 200: bookingResponseSchema, ...errors(400, 404, 409) },
      },
    },
    async (req) =>
      view(
        await service.rescheduleBooking(req.ctx, req.params.id, req.body.start, req.body.reason),
        'Booking moved',
      ),
  );

  app.post(
    '/api/marketplace/bookings/:id/outcome',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        params: idParams,
        body: bookingOutcomeSchema,
        response: { 200: bookingResponseSchema, ...errors(400, 404, 409) },
      },
    },
    async (req) =>
      view(
        await service.recordOutcome(req.ctx, req.params.id, req.body.outcome),
        req.body.outcome === 'completed' ? 'Marked completed' : 'Marked as no-show',
      ),
  );

  app.get(
    '/api/admin/marketplace/bookings',
    {
      config: MANAGE,
      schema: {
        tags,
        querystring: adminBookingListQuerySchema,
        response: { 200: bookingListResponseSchema },
      },
    },
    async (req) => ({ status: ok, ...(await service.listBookings(req.ctx, req.query, { staff: true })) }),
  );

  // Staff interventions: marketplace.manage only, each with a reason, each audited.
  app.post(
    '/api/admin/marketplace/bookings/:id/cancel',
    {
      config: MANAGE,
      schema: {
        tags,
        params: idParams,
        body: adminBookingCancelSchema,
        response: { 200: bookingResponseSchema, ...errors(400, 403, 404, 409, 502) },
      },
    },
    async (req) => {
      const booking = await service.cancelBooking(
        req.ctx,
        payments(),
        req.params.id,
        req.body.reason,
        new Date(),
        { staff: true },
      );
      const refunded = booking.payment.refunded_cents;
      return view(
        booking,
        refunded > 0 ? `Booking cancelled; $${(refunded / 100).toFixed(2)} refunded` : 'Booking cancelled',
      );
    },
  );

  app.post(
    '/api/admin/marketplace/bookings/:id/refund',
    {
      config: MANAGE,
      schema: {
        tags,
        params: idParams,
        body: adminBookingRefundSchema,
        response: { 200: bookingResponseSchema, ...errors(400, 403, 404, 409, 502) },
      },
    },
    async (req, reply) => {
      const result = await service.refundBooking(
        req.ctx,
        payments(),
        req.params.id,
        req.body,
        idempotencyKeyOf(req),
      );
      if (result.replayed) reply.header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
      return view(result.booking, `$${(req.body.amount_cents / 100).toFixed(2)} refunded`);
    },
  );

  app.post(
    '/api/admin/marketplace/bookings/:id/reassign',
    {
      config: MANAGE,
      schema: {
        tags,
        params: idParams,
        body: adminBookingReassignSchema,
        response: { 200: bookingResponseSchema, ...errors(400, 403, 404, 409) },
      },
    },
    async (req) => {
      const booking = await service.reassignBooking(req.ctx, req.params.id, req.body);
      return view(booking, `Booking reassigned to ${booking.specialist.display_name}`);
    },
  );

  // Here rather than in the marketplace's admin routes: the totals are bookings' (ADR 003 layers).
  app.get(
    '/api/admin/marketplace/members',
    {
      config: MANAGE,
      schema: {
        tags,
        querystring: adminMemberListQuerySchema,
        response: { 200: adminMemberListResponseSchema, ...errors(400) },
      },
    },
    async (req) => ({ status: ok, ...(await listMembers(req.ctx, req.query)) }),
  );
};
