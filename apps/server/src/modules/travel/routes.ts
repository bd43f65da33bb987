import { errorBodySchema } from '@fundpath/contracts/errors';
import {
  adminBookingIdParamsSchema,
  adminBookingListQuerySchema,
  adminBookingListResponseSchema,
  adminCancelBodySchema,
  adminPackageListQuerySchema,
  adminPackageListResponseSchema,
  bookingLookupQuerySchema,
  bookingNumberParamsSchema,
  bookingResponseSchema,
  changeTravellersBodySchema,
  departureIdParamsSchema,
  holderCancelBodySchema,
  mySiteResponseSchema,
  mySiteSavedResponseSchema,
  packageIdParamsSchema,
  packageListQuerySchema,
  packageListResponseSchema,
  packageResponseSchema,
  packageSavedResponseSchema,
  payBalanceBodySchema,
  publicSiteResponseSchema,
  siteCodeParamsSchema,
  travelBookingBodySchema,
  travelPackageInputSchema,
  travelSiteInputSchema,
} from '@fundpath/contracts/travel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { IDEMPOTENCY_REPLAYED_HEADER, idempotencyKeyOf } from '../../platform/idempotency';
import { IpRateLimiter } from '../../platform/ip-rate-limit';
import { sendStoredImage } from '../../platform/stored-image';
import { receiveUploads } from '../../platform/uploads';
import { REFERRAL_COOKIE } from '../affiliates';
import { IMAGE_MAX_BYTES } from '../catalog';
import * as admin from './admin';
import * as bookings from './bookings';
import * as packages from './packages';
import * as sites from './sites';

const tags = ['travel'];
const PUBLIC = { access: 'public' } as const;
const MANAGE = { access: { permission: 'travel.manage' } } as const;
const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [s, errorBodySchema]));

/** Booking attempts per IP in 10 minutes: a family rebooking is fine; card testing is not. */
export const BOOKINGS_PER_10_MINUTES = 20;
/** Booking look-ups by number + e-mail per IP a minute (guessing both is the attack). */
export const LOOKUPS_PER_MINUTE = 30;
/** Site photo uploads per IP in 10 minutes (each one is decoded and re-encoded). */
export const PHOTO_UPLOADS_PER_10_MINUTES = 20;

/** `/api/travel/*` (public and the earner's site) and `/api/admin/travel/*` (travel.manage). */
export const travelRoutes: FastifyPluginAsyncZod = async (app) => {
  const bookingLimiter = new IpRateLimiter(BOOKINGS_PER_10_MINUTES, 600_000, 'Too many booking attempts.');
  const lookupLimiter = new IpRateLimiter(LOOKUPS_PER_MINUTE, 60_000, 'Too many booking look-ups.');
  const photoLimiter = new IpRateLimiter(PHOTO_UPLOADS_PER_10_MINUTES, 600_000, 'Too many photo uploads.');
  const limit = (limiter: IpRateLimiter) => limiter.onRequest();
  const payments = () => app.deps.payments;

  // ---- public catalogue ----
  app.get(
    '/api/travel/packages',
    {
      config: PUBLIC,
      schema: { tags, querystring: packageListQuerySchema, response: { 200: packageListResponseSchema } },
    },
    async (req) => ({
      status: 'success' as const,
      ...(await packages.listPackages(req.ctx.db, req.query, { publicOnly: true })),
    }),
  );

  app.get(
    '/api/travel/packages/:id',
    {
      config: PUBLIC,
      schema: {
        tags,
        params: packageIdParamsSchema,
        response: { 200: packageResponseSchema, ...errors(404) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      package: await packages.publicPackage(req.ctx.db, req.params.id),
    }),
  );

  app.get(
    '/api/travel/sites/:code',
    {
      config: PUBLIC,
      schema: {
        tags,
        params: siteCodeParamsSchema,
        response: { 200: publicSiteResponseSchema, ...errors(404) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      site: await sites.publicSite(req.ctx.db, req.params.code),
    }),
  );

  // ---- bookings ----
  app.post(
    '/api/travel/bookings',
    {
      config: PUBLIC,
      onRequest: limit(bookingLimiter),
      bodyLimit: 64 * 1024,
      schema: {
        tags,
        body: travelBookingBodySchema,
        response: { 201: bookingResponseSchema, ...errors(400, 402, 404, 409, 429, 502) },
      },
    },
    async (req, reply) => {
      const result = await bookings.book(
        req.ctx,
        { payments: payments(), referralCode: req.cookies[REFERRAL_COOKIE] },
        req.body,
        idempotencyKeyOf(req),
      );
      if (result.replayed) reply.header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
      reply.header('cache-control', 'no-store');
      return reply
        .code(201)
        .send({ status: 'success' as const, booking: result.booking, message: result.message });
    },
  );

  app.get(
    '/api/travel/bookings/:booking_number',
    {
      config: PUBLIC,
      onRequest: limit(lookupLimiter),
      schema: {
        tags,
        params: bookingNumberParamsSchema,
        querystring: bookingLookupQuerySchema,
        response: { 200: bookingResponseSchema, ...errors(404, 429) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const booking = await bookings.viewHeld(req.ctx, req.params.booking_number, req.query.email);
      return { status: 'success' as const, booking, message: '' };
    },
  );

  app.post(
    '/api/travel/bookings/:booking_number/pay',
    {
      config: PUBLIC,
      onRequest: limit(bookingLimiter),
      schema: {
        tags,
        params: bookingNumberParamsSchema,
        body: payBalanceBodySchema,
        response: { 200: bookingResponseSchema, ...errors(400, 402, 404, 409, 429, 502) },
      },
    },
    async (req) => {
      const booking = await bookings.payBalance(
        req.ctx,
        payments(),
        req.params.booking_number,
        req.body.email,
        req.body.payment,
      );
      return { status: 'success' as const, booking, message: 'Balance paid' };
    },
  );

  app.post(
    '/api/travel/bookings/:booking_number/cancel',
    {
      config: PUBLIC,
      onRequest: limit(lookupLimiter),
      schema: {
        tags,
        params: bookingNumberParamsSchema,
        body: holderCancelBodySchema,
        response: { 200: bookingResponseSchema, ...errors(400, 404, 409, 429) },
      },
    },
    async (req) => {
      const held = await bookings.heldBooking(req.ctx, req.params.booking_number, req.body.email);
      const booking = await bookings.cancelBooking(req.ctx, payments(), held.id, {
        refund: 'policy',
        reason: req.body.reason,
        by: 'holder',
      });
      return { status: 'success' as const, booking, message: 'Booking cancelled' };
    },
  );

  // ---- the earner's travel site ----
  app.get(
    '/api/travel/site',
    {
      config: { access: 'authenticated' },
      schema: { tags, response: { 200: mySiteResponseSchema, ...errors(403) } },
    },
    async (req) => ({ status: 'success' as const, site: await sites.mySite(req.ctx) }),
  );

  app.put(
    '/api/travel/site',
    {
      config: { access: 'authenticated' },
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        body: travelSiteInputSchema,
        response: { 200: mySiteSavedResponseSchema, ...errors(400, 403) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      site: await sites.saveSite(req.ctx, req.body, app.deps.storage),
      message: 'Travel site saved',
    }),
  );

  app.post(
    '/api/travel/site/photo',
    {
      config: { access: 'authenticated' },
      onRequest: limit(photoLimiter),
      schema: { tags, response: { 200: mySiteSavedResponseSchema, ...errors(400, 403, 413, 429) } },
    },
    async (req) => {
      sites.assertEarner(req.ctx); // 403 before reading any upload
      const { files, tooMany } = await receiveUploads(req, { maxBytes: IMAGE_MAX_BYTES, maxFiles: 1 });
      if (tooMany) throw new AppError('VALIDATION_FAILED', 'Upload one photo at a time');
      return {
        status: 'success' as const,
        site: await sites.uploadSitePhoto(req.ctx, app.deps.storage, files),
        message: 'Photo uploaded',
      };
    },
  );

  // Uploaded site photos: only a file a site shows is served; each upload has a new random name,
  // so a URL's bytes never change (cached for a year).
  app.get(
    '/api/travel/media/sites/:file',
    { config: PUBLIC, schema: { tags, params: z.object({ file: z.string().max(60) }) } },
    async (req, reply) => {
      const key = await sites.servedPhotoKey(req.ctx.db, req.params.file);
      return sendStoredImage(reply, app.deps.storage, key);
    },
  );

  // ---- staff ----
  app.get(
    '/api/admin/travel/packages',
    {
      config: MANAGE,
      schema: {
        tags,
        querystring: adminPackageListQuerySchema,
        response: { 200: adminPackageListResponseSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      ...(await packages.listPackages(req.ctx.db, req.query, { publicOnly: false })),
    }),
  );

  app.post(
    '/api/admin/travel/packages',
    {
      config: MANAGE,
      bodyLimit: 256 * 1024,
      schema: {
        tags,
        body: travelPackageInputSchema,
        response: { 201: packageSavedResponseSchema, ...errors(400) },
      },
    },
    async (req, reply) => {
      const pkg = await packages.createPackage(req.ctx, req.body);
      return reply.code(201).send({ status: 'success' as const, package: pkg, message: 'Package created' });
    },
  );

  app.get(
    '/api/admin/travel/packages/:id',
    {
      config: MANAGE,
      schema: {
        tags,
        params: packageIdParamsSchema,
        response: { 200: packageResponseSchema, ...errors(404) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      package: await packages.adminPackage(req.ctx.db, req.params.id),
    }),
  );

  app.put(
    '/api/admin/travel/packages/:id',
    {
      config: MANAGE,
      bodyLimit: 256 * 1024,
      schema: {
        tags,
        params: packageIdParamsSchema,
        body: travelPackageInputSchema,
        response: { 200: packageSavedResponseSchema, ...errors(400, 404, 409) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      package: await packages.updatePackage(req.ctx, req.params.id, req.body),
      message: 'Package saved',
    }),
  );

  app.get(
    '/api/admin/travel/bookings',
    {
      config: MANAGE,
      schema: {
        tags,
        querystring: adminBookingListQuerySchema,
        response: { 200: adminBookingListResponseSchema },
      },
    },
    async (req) => ({ status: 'success' as const, ...(await admin.listBookings(req.ctx, req.query)) }),
  );

  app.get(
    '/api/admin/travel/bookings/:id',
    {
      config: MANAGE,
      schema: {
        tags,
        params: adminBookingIdParamsSchema,
        response: { 200: bookingResponseSchema, ...errors(404) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      booking: await admin.adminBooking(req.ctx, req.params.id),
      message: '',
    }),
  );

  app.post(
    '/api/admin/travel/bookings/:id/cancel',
    {
      config: MANAGE,
      schema: {
        tags,
        params: adminBookingIdParamsSchema,
        body: adminCancelBodySchema,
        response: { 200: bookingResponseSchema, ...errors(400, 404, 409) },
      },
    },
    async (req) => {
      const booking = await bookings.cancelBooking(req.ctx, payments(), req.params.id, {
        refund: req.body.refund,
        reason: req.body.reason,
        by: 'staff',
      });
      return { status: 'success' as const, booking, message: 'Booking cancelled' };
    },
  );

  app.put(
    '/api/admin/travel/bookings/:id/travellers',
    {
      config: MANAGE,
      schema: {
        tags,
        params: adminBookingIdParamsSchema,
        body: changeTravellersBodySchema,
        response: { 200: bookingResponseSchema, ...errors(400, 404, 409) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      booking: await admin.changeTravellers(req.ctx, req.params.id, req.body),
      message: 'Travellers updated',
    }),
  );

  app.get(
    '/api/admin/travel/departures/:id/manifest.csv',
    { config: MANAGE, schema: { tags, params: departureIdParamsSchema } },
    async (req, reply) => {
      const { csv, filename } = await admin.manifestCsv(req.ctx, req.params.id);
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .header('Cache-Control', 'no-store');
      return csv;
    },
  );
};
