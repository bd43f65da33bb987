import {
  appointmentResponseSchema,
  appointmentsQuerySchema,
  appointmentsResponseSchema,
  bookingLinkInputSchema,
  bookingLinkPatchSchema,
  bookingLinkResponseSchema,
  bookingLinksResponseSchema,
  calendarFeedResponseSchema,
  calendarHoursInputSchema,
  calendarHoursResponseSchema,
  calendarIdParamsSchema,
  calendarSlotsResponseSchema,
  clientCalendarResponseSchema,
  feedFileParamsSchema,
  manageResponseSchema,
  manageTokenParamsSchema,
  publicBookingInputSchema,
  publicBookingLinkResponseSchema,
  publicBookingResponseSchema,
  publicLinkParamsSchema,
  publicSlotsQuerySchema,
  rescheduleInputSchema,
} from '@fundpath/contracts/calendar';
import { errorBodySchema } from '@fundpath/contracts/errors';
import { CLIENT_ONLY, STAFF } from '@fundpath/contracts/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sha256 } from '../../platform/crypto';
import { AppError, notFound } from '../../platform/errors';
import { IpRateLimiter } from '../../platform/ip-rate-limit';
import { appointmentIcs, bookingDeps, type EffectDeps, feedFile } from './effects';
import * as service from './service';

const tags = ['calendar'];
/**
 * Hours, links and appointments: staff, and clients (coaches) for their own booking links (issue
 * 17); every row is the actor's own (another user's id is a 404).
 */
const HOSTS = { access: [...STAFF, ...CLIENT_ONLY] } as const;
const CLIENT = { access: CLIENT_ONLY } as const;
const PUBLIC = { access: 'public' } as const;
const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [s, errorBodySchema]));
const ok = 'success' as const;

/** Bookings, reschedules and cancels per address and 10 minutes. */
export const BOOKINGS_PER_10_MINUTES = 10;
/** Page and slot reads per address and minute. */
export const PUBLIC_READS_PER_MINUTE = 120;

export const calendarRoutes: FastifyPluginAsyncZod<{ effects: EffectDeps }> = async (app, opts) => {
  const deps = bookingDeps(opts.effects);
  const origin = (req: { protocol: string; host: string }) =>
    app.deps.config.publicUrl ?? `${req.protocol}://${req.host}`;
  const writes = new IpRateLimiter(
    BOOKINGS_PER_10_MINUTES,
    10 * 60_000,
    'Too many bookings from this network.',
  );
  const reads = new IpRateLimiter(PUBLIC_READS_PER_MINUTE, 60_000, 'Too many requests from this network.');
  const noStore = { 'Cache-Control': 'no-store' };

  // ---- hosts: staff, and coaches for their own links ----------------------------------------

  app.get(
    '/api/calendar/hours',
    { config: HOSTS, schema: { tags, response: { 200: calendarHoursResponseSchema } } },
    async (req) => ({ status: ok, hours: await service.myHours(req.ctx) }),
  );
  app.put(
    '/api/calendar/hours',
    {
      config: HOSTS,
      bodyLimit: 64 * 1024,
      schema: {
        tags,
        body: calendarHoursInputSchema,
        response: { 200: calendarHoursResponseSchema, ...errors(400) },
      },
    },
    async (req) => ({ status: ok, hours: await service.saveMyHours(req.ctx, req.body) }),
  );

  app.get(
    '/api/calendar/links',
    { config: HOSTS, schema: { tags, response: { 200: bookingLinksResponseSchema } } },
    async (req) => ({ status: ok, links: await service.myLinks(req.ctx) }),
  );
  app.post(
    '/api/calendar/links',
    {
      config: HOSTS,
      bodyLimit: 32 * 1024,
      schema: {
        tags,
        body: bookingLinkInputSchema,
        response: { 201: bookingLinkResponseSchema, ...errors(400, 422) },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ status: ok, link: await service.createLink(req.ctx, req.body) }),
  );
  app.patch(
    '/api/calendar/links/:id',
    {
      config: HOSTS,
      bodyLimit: 32 * 1024,
      schema: {
        tags,
        params: calendarIdParamsSchema,
        body: bookingLinkPatchSchema,
        response: { 200: bookingLinkResponseSchema, ...errors(400, 404) },
      },
    },
    async (req) => ({ status: ok, link: await service.updateLink(req.ctx, req.params.id, req.body) }),
  );
  app.delete(
    '/api/calendar/links/:id',
    {
      config: HOSTS,
      schema: { tags, params: calendarIdParamsSchema, response: { 204: z.null(), ...errors(404) } },
    },
    async (req, reply) => {
      await service.deleteLink(req.ctx, req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/calendar/appointments',
    {
      config: HOSTS,
      schema: {
        tags,
        querystring: appointmentsQuerySchema,
        response: { 200: appointmentsResponseSchema, ...errors(400) },
      },
    },
    async (req, reply) => {
      reply.headers(noStore);
      return { status: ok, appointments: await service.myAppointments(req.ctx, req.query) };
    },
  );
  app.post(
    '/api/calendar/appointments/:id/cancel',
    {
      config: HOSTS,
      schema: {
        tags,
        params: calendarIdParamsSchema,
        response: { 200: appointmentResponseSchema, ...errors(404) },
      },
    },
    async (req) => ({ status: ok, appointment: await service.cancelAsHost(req.ctx, deps, req.params.id) }),
  );

  // ---- client --------------------------------------------------------------------------------

  app.get(
    '/api/calendar/my-sessions',
    { config: CLIENT, schema: { tags, response: { 200: clientCalendarResponseSchema } } },
    async (req, reply) => {
      reply.headers(noStore);
      return { status: ok, ...(await service.clientCalendar(req.ctx)) };
    },
  );

  // ---- the feed (staff and clients) ----------------------------------------------------------

  const FEED_USERS = { access: [...STAFF, ...CLIENT_ONLY] } as const;
  app.get(
    '/api/calendar/feed',
    { config: FEED_USERS, schema: { tags, response: { 200: calendarFeedResponseSchema } } },
    async (req) => ({ status: ok, feed: await service.feedStatus(req.ctx) }),
  );
  app.post(
    '/api/calendar/feed',
    { config: FEED_USERS, schema: { tags, response: { 200: calendarFeedResponseSchema } } },
    async (req, reply) => {
      reply.headers(noStore);
      return { status: ok, feed: await service.regenerateFeed(req.ctx, origin(req)) };
    },
  );
  app.delete(
    '/api/calendar/feed',
    { config: FEED_USERS, schema: { tags, response: { 200: calendarFeedResponseSchema } } },
    async (req) => ({ status: ok, feed: await service.revokeFeed(req.ctx) }),
  );
  app.get(
    '/api/calendar/feed/:file',
    {
      config: PUBLIC,
      onRequest: reads.onRequest(),
      schema: { tags, params: feedFileParamsSchema, response: { 200: z.string(), ...errors(400, 404, 429) } },
    },
    async (req, reply) => {
      const token = req.params.file.slice(0, -'.ics'.length);
      const file = await feedFile(opts.effects, sha256(token));
      if (!file) throw notFound('Feed not found');
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .send(file);
    },
  );

  // ---- public: the booking page, slots, booking, manage by token -----------------------------

  app.get(
    '/api/calendar/public/links/:code',
    {
      config: PUBLIC,
      onRequest: reads.onRequest(),
      schema: {
        tags,
        params: publicLinkParamsSchema,
        response: { 200: publicBookingLinkResponseSchema, ...errors(400, 404, 429) },
      },
    },
    async (req) => ({ status: ok, link: await service.publicLink(req.ctx.db, req.params.code) }),
  );
  app.get(
    '/api/calendar/public/links/:code/slots',
    {
      config: PUBLIC,
      onRequest: reads.onRequest(),
      schema: {
        tags,
        params: publicLinkParamsSchema,
        querystring: publicSlotsQuerySchema,
        response: { 200: calendarSlotsResponseSchema, ...errors(400, 404, 429) },
      },
    },
    async (req, reply) => {
      reply.headers(noStore);
      return { status: ok, ...(await service.publicSlots(req.ctx.db, req.params.code, req.query)) };
    },
  );
  app.post(
    '/api/calendar/public/links/:code/book',
    {
      config: PUBLIC,
      onRequest: writes.onRequest(),
      bodyLimit: 32 * 1024,
      schema: {
        tags,
        params: publicLinkParamsSchema,
        body: publicBookingInputSchema,
        response: { 201: publicBookingResponseSchema, ...errors(400, 404, 409, 429) },
      },
    },
    async (req, reply) => {
      if (req.body.website) {
        req.log.info({ event: 'calendar_booking_dropped', honeypot: true }, 'calendar booking dropped');
        throw new AppError('VALIDATION_FAILED', 'This booking could not be made');
      }
      reply.headers(noStore);
      const made = await service.book(req.ctx, deps, req.params.code, req.body);
      return reply.code(201).send({ status: ok, ...made });
    },
  );

  app.get(
    '/api/calendar/public/manage/:token',
    {
      config: PUBLIC,
      onRequest: reads.onRequest(),
      schema: {
        tags,
        params: manageTokenParamsSchema,
        response: { 200: manageResponseSchema, ...errors(400, 404, 429) },
      },
    },
    async (req, reply) => {
      reply.headers(noStore);
      return { status: ok, appointment: await service.manageView(req.ctx.db, req.params.token) };
    },
  );
  app.get(
    '/api/calendar/public/manage/:token/appointment.ics',
    {
      config: PUBLIC,
      onRequest: reads.onRequest(),
      schema: {
        tags,
        params: manageTokenParamsSchema,
        response: { 200: z.string(), ...errors(400, 404, 429) },
      },
    },
    async (req, reply) => {
      const { row, host } = await service.byToken(req.ctx.db, req.params.token);
      const file = appointmentIcs(row, host, opts.effects.organizer);
      return reply
        .header('Content-Type', file.content_type)
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .header('Cache-Control', 'private, no-store')
        .send(file.content);
    },
  );
  app.post(
    '/api/calendar/public/manage/:token/reschedule',
    {
      config: PUBLIC,
      onRequest: writes.onRequest(),
      schema: {
        tags,
        params: manageTokenParamsSchema,
        body: rescheduleInputSchema,
        response: { 200: manageResponseSchema, ...errors(400, 404, 409, 429) },
      },
    },
    async (req) => ({
      status: ok,
      appointment: await service.rescheduleByToken(req.ctx, deps, req.params.token, req.body.start),
    }),
  );
  app.post(
    '/api/calendar/public/manage/:token/cancel',
    {
      config: PUBLIC,
      onRequest: writes.onRequest(),
      schema: {
        tags,
        params: manageTokenParamsSchema,
        response: { 200: manageResponseSchema, ...errors(400, 404, 429) },
      },
    },
    async (req) => ({
      status: ok,
      appointment: await service.cancelByToken(req.ctx, deps, req.params.token),
    }),
  );
};
