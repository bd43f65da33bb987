import { errorBodySchema } from '@fundpath/contracts/errors';
import {
  availabilityInputSchema,
  availabilityResponseSchema,
  bookingPageQuerySchema,
  bookingPageResponseSchema,
  categoryListResponseSchema,
  discoveryQuerySchema,
  discoveryResponseSchema,
  likeListResponseSchema,
  likeResponseSchema,
  likersQuerySchema,
  likersResponseSchema,
  linkCodeSchema,
  memberSignedUpResponseSchema,
  memberSignupSchema,
  ownSpecialistProfileResponseSchema,
  serviceCatalogueQuerySchema,
  serviceCatalogueResponseSchema,
  serviceInputSchema,
  serviceListResponseSchema,
  servicePatchSchema,
  serviceResponseSchema,
  signSpecialistContractSchema,
  slotsQuerySchema,
  slotsResponseSchema,
  specialistContractResponseSchema,
  specialistDetailResponseSchema,
  specialistProfileInputSchema,
  specialistSignedUpResponseSchema,
  specialistSignupSchema,
} from '@fundpath/contracts/marketplace';
import { linkVisitInputSchema, linkVisitResponseSchema } from '@fundpath/contracts/marketplace-insights';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setSessionCookie } from '../../platform/auth';
import { IpRateLimiter } from '../../platform/ip-rate-limit';
import { REFERRAL_COOKIE } from '../affiliates';
import type { BusyProvider } from './availability';
import * as availability from './availability';
import * as discovery from './discovery';
import * as services from './services';
import * as specialists from './specialists';

const tags = ['marketplace'];
const PUBLIC = { access: 'public' } as const;
/** The specialist's own area (admins pass every non-client role check; they have no profile). */
const SPECIALIST = { access: ['specialist'] } as const;
/** Likes: members, and specialists browsing from `/specialist/discover`. */
const LIKERS = { access: ['member', 'specialist'] } as const;
const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [s, errorBodySchema]));

/** Sign-ups per IP an hour, as for `/register` (affiliates). */
export const SIGNUPS_PER_HOUR = 10;
/** Booking-link visit reports per IP a minute (a page load sends one; more is a script). */
export const LINK_VISITS_PER_MINUTE = 20;

const idParams = z.object({ id: z.uuid() });
const specialistIdParams = z.object({ specialist_id: z.uuid() });
const linkParams = z.object({ link_code: linkCodeSchema });
const deletedSchema = z.object({ status: z.literal('success'), deleted: z.literal(true) });
const ok = 'success' as const;

export interface MarketplaceRouteOptions {
  busy: BusyProvider;
}

/** `/api/marketplace/*`: sign-ups, the specialist's own area, discovery, slots and likes. */
export const marketplaceRoutes: FastifyPluginAsyncZod<MarketplaceRouteOptions> = async (app, opts) => {
  const { config, storage } = app.deps;
  const busy = opts.busy;
  const signups = new IpRateLimiter(SIGNUPS_PER_HOUR, 60 * 60_000, 'Too many sign-ups from this network.');
  const visits = new IpRateLimiter(LINK_VISITS_PER_MINUTE, 60_000, 'Too many visits. Please wait a minute.');

  // ---- sign-up ----
  app.post(
    '/api/marketplace/specialists/signup',
    {
      config: PUBLIC,
      onRequest: signups.onRequest(),
      bodyLimit: 32 * 1024,
      schema: {
        tags,
        body: specialistSignupSchema,
        response: { 201: specialistSignedUpResponseSchema, ...errors(400, 409, 429) },
      },
    },
    async (req, reply) => {
      const { specialist, token, session } = await specialists.signupSpecialist(
        req.ctx,
        req.body,
        req.cookies[REFERRAL_COOKIE],
      );
      setSessionCookie(reply, config, token, session.expires_at);
      reply.code(201);
      return {
        status: ok,
        specialist,
        message: 'Welcome! Read and sign the specialist agreement; an admin then reviews your profile.',
      };
    },
  );

  app.post(
    '/api/marketplace/members/signup',
    {
      config: PUBLIC,
      onRequest: signups.onRequest(),
      bodyLimit: 8 * 1024,
      schema: {
        tags,
        body: memberSignupSchema,
        response: { 201: memberSignedUpResponseSchema, ...errors(400, 409, 429) },
      },
    },
    async (req, reply) => {
      const { user, token, session } = await specialists.signupMember(
        req.ctx,
        req.body,
        req.cookies[REFERRAL_COOKIE],
      );
      setSessionCookie(reply, config, token, session.expires_at);
      reply.code(201);
      return {
        status: ok,
        member: { id: user.id, email: user.email, display_name: user.display_name, role: 'member' as const },
        message: 'Welcome! Find a specialist and book a session.',
      };
    },
  );

  // ---- the specialist's own profile, agreement, services and hours ----
  app.get(
    '/api/marketplace/specialists/me',
    {
      config: SPECIALIST,
      schema: { tags, response: { 200: ownSpecialistProfileResponseSchema, ...errors(404) } },
    },
    async (req) => ({ status: ok, specialist: await specialists.myProfile(req.ctx) }),
  );

  app.put(
    '/api/marketplace/specialists/me',
    {
      config: SPECIALIST,
      bodyLimit: 32 * 1024,
      schema: {
        tags,
        body: specialistProfileInputSchema,
        response: { 200: ownSpecialistProfileResponseSchema, ...errors(400, 404) },
      },
    },
    async (req) => ({ status: ok, specialist: await specialists.updateMyProfile(req.ctx, req.body) }),
  );

  app.get(
    '/api/marketplace/specialists/me/contract',
    {
      config: SPECIALIST,
      schema: { tags, response: { 200: specialistContractResponseSchema, ...errors(404, 409) } },
    },
    async (req) => ({ status: ok, contract: await specialists.myContract(req.ctx) }),
  );

  app.post(
    '/api/marketplace/specialists/me/contract/sign',
    {
      config: SPECIALIST,
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        body: signSpecialistContractSchema,
        response: { 200: specialistContractResponseSchema, ...errors(400, 404, 409) },
      },
    },
    async (req) => ({ status: ok, contract: await specialists.signMyContract(req.ctx, storage, req.body) }),
  );

  app.get(
    '/api/marketplace/specialists/me/services',
    { config: SPECIALIST, schema: { tags, response: { 200: serviceListResponseSchema, ...errors(404) } } },
    async (req) => ({ status: ok, services: await services.myServices(req.ctx) }),
  );

  app.post(
    '/api/marketplace/specialists/me/services',
    {
      config: SPECIALIST,
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        body: serviceInputSchema,
        response: { 201: serviceResponseSchema, ...errors(400, 404, 422) },
      },
    },
    async (req, reply) => {
      const service = await services.createService(req.ctx, req.body);
      reply.code(201);
      return { status: ok, service };
    },
  );

  app.patch(
    '/api/marketplace/specialists/me/services/:id',
    {
      config: SPECIALIST,
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        params: idParams,
        body: servicePatchSchema,
        response: { 200: serviceResponseSchema, ...errors(400, 404) },
      },
    },
    async (req) => ({ status: ok, service: await services.updateService(req.ctx, req.params.id, req.body) }),
  );

  app.delete(
    '/api/marketplace/specialists/me/services/:id',
    {
      config: SPECIALIST,
      schema: { tags, params: idParams, response: { 200: deletedSchema, ...errors(404) } },
    },
    async (req) => {
      await services.deleteService(req.ctx, req.params.id);
      return { status: ok, deleted: true as const };
    },
  );

  app.get(
    '/api/marketplace/specialists/me/availability',
    { config: SPECIALIST, schema: { tags, response: { 200: availabilityResponseSchema, ...errors(404) } } },
    async (req) => ({ status: ok, availability: await availability.myAvailability(req.ctx) }),
  );

  app.put(
    '/api/marketplace/specialists/me/availability',
    {
      config: SPECIALIST,
      bodyLimit: 128 * 1024,
      schema: {
        tags,
        body: availabilityInputSchema,
        response: { 200: availabilityResponseSchema, ...errors(400, 404) },
      },
    },
    async (req) => ({ status: ok, availability: await availability.saveMyAvailability(req.ctx, req.body) }),
  );

  app.get(
    '/api/marketplace/specialists/me/likers',
    {
      config: SPECIALIST,
      schema: {
        tags,
        querystring: likersQuerySchema,
        response: { 200: likersResponseSchema, ...errors(400, 404) },
      },
    },
    async (req) => ({ status: ok, ...(await discovery.myLikers(req.ctx, req.query)) }),
  );

  // ---- discovery (public; signed in, `liked` is filled) ----
  app.get(
    '/api/marketplace/categories',
    { config: PUBLIC, schema: { tags, response: { 200: categoryListResponseSchema } } },
    async (req) => ({
      status: ok,
      categories: await services.listCategories(req.ctx.db, { activeOnly: true }),
    }),
  );

  app.get(
    '/api/marketplace/specialists',
    {
      config: PUBLIC,
      schema: {
        tags,
        querystring: discoveryQuerySchema,
        response: { 200: discoveryResponseSchema, ...errors(400) },
      },
    },
    async (req) => ({ status: ok, ...(await discovery.discover(req.ctx, busy, req.query)) }),
  );

  // Same audience as the directory: anyone may browse the services of listed specialists.
  app.get(
    '/api/marketplace/services',
    {
      config: PUBLIC,
      schema: {
        tags,
        querystring: serviceCatalogueQuerySchema,
        response: { 200: serviceCatalogueResponseSchema, ...errors(400) },
      },
    },
    async (req) => ({ status: ok, ...(await services.serviceCatalogue(req.ctx.db, req.query)) }),
  );

  app.get(
    '/api/marketplace/specialists/:id',
    {
      config: PUBLIC,
      schema: { tags, params: idParams, response: { 200: specialistDetailResponseSchema, ...errors(404) } },
    },
    async (req) => ({ status: ok, specialist: await discovery.specialistDetail(req.ctx, req.params.id) }),
  );

  app.get(
    '/api/marketplace/specialists/:id/services',
    {
      config: PUBLIC,
      schema: { tags, params: idParams, response: { 200: serviceListResponseSchema, ...errors(404) } },
    },
    async (req) => ({ status: ok, services: await services.publicServices(req.ctx.db, req.params.id) }),
  );

  app.get(
    '/api/marketplace/specialists/:id/slots',
    {
      config: PUBLIC,
      schema: {
        tags,
        params: idParams,
        querystring: slotsQuerySchema,
        response: { 200: slotsResponseSchema, ...errors(400, 404) },
      },
    },
    async (req) => ({
      status: ok,
      ...(await availability.slotsFor(req.ctx.db, busy, req.params.id, req.query)),
    }),
  );

  app.get(
    '/api/marketplace/book/:link_code',
    {
      config: PUBLIC,
      schema: {
        tags,
        params: linkParams,
        querystring: bookingPageQuerySchema,
        response: { 200: bookingPageResponseSchema, ...errors(404) },
      },
    },
    async (req) => ({
      status: ok,
      specialist: await discovery.bookingPage(req.ctx, req.params.link_code, req.query.via),
    }),
  );

  app.post(
    '/api/marketplace/book/:link_code/visit',
    {
      config: PUBLIC,
      onRequest: visits.onRequest(),
      bodyLimit: 1024,
      schema: {
        tags,
        params: linkParams,
        body: linkVisitInputSchema,
        response: { 200: linkVisitResponseSchema, ...errors(400, 404, 429) },
      },
    },
    async (req) => ({
      status: ok,
      counted: await discovery.recordBookingLinkVisit(req.ctx, req.params.link_code, req.body.source),
    }),
  );

  // ---- likes ----
  app.get(
    '/api/marketplace/likes',
    { config: LIKERS, schema: { tags, response: { 200: likeListResponseSchema } } },
    async (req) => ({ status: ok, likes: await discovery.myLikes(req.ctx) }),
  );

  app.put(
    '/api/marketplace/likes/:specialist_id',
    {
      config: LIKERS,
      schema: { tags, params: specialistIdParams, response: { 200: likeResponseSchema, ...errors(404) } },
    },
    async (req) => ({
      status: ok,
      liked: await discovery.setLike(req.ctx, req.params.specialist_id, true),
      specialist_id: req.params.specialist_id,
    }),
  );

  app.delete(
    '/api/marketplace/likes/:specialist_id',
    {
      config: LIKERS,
      schema: { tags, params: specialistIdParams, response: { 200: likeResponseSchema } },
    },
    async (req) => ({
      status: ok,
      liked: await discovery.setLike(req.ctx, req.params.specialist_id, false),
      specialist_id: req.params.specialist_id,
    }),
  );
};
