import {
  affiliateRegisteredResponseSchema,
  affiliateRegistrationSchema,
  myAffiliateResponseSchema,
  trackReferralBodySchema,
  trackReferralResponseSchema,
} from '@fundpath/contracts/affiliates';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionCookieOptions, setSessionCookie } from '../../platform/auth';
import type { Config } from '../../platform/env';
import { IpRateLimiter } from '../../platform/ip-rate-limit';
import * as service from './service';

/** The attribution cookie: the affiliate's code, first-party, HttpOnly (ADR 013). */
export const REFERRAL_COOKIE = 'fp_ref';
export const REGISTRATIONS_PER_HOUR = 10;
export const CLICKS_PER_MINUTE = 60;

const tags = ['affiliates'];

function attribute(reply: FastifyReply, config: Config, code: string): void {
  // Last click wins: every tracked visit sets the cookie again, for the full window.
  reply.setCookie(REFERRAL_COOKIE, code, {
    ...sessionCookieOptions(config),
    maxAge: config.affiliates.attributionDays * 24 * 3600,
  });
}

/**
 * `/api/travel/affiliates/register`, `/api/referrals/track` (called by the `/ref/{code}` and
 * `/travel/{code}` pages), `/api/affiliates/me`.
 */
export const affiliateRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = app.deps.config;
  const registrations = new IpRateLimiter(
    REGISTRATIONS_PER_HOUR,
    60 * 60_000,
    'Too many sign-ups from this network.',
  );
  const clicks = new IpRateLimiter(CLICKS_PER_MINUTE, 60_000, 'Too many visits from this network.');

  app.post(
    '/api/travel/affiliates/register',
    {
      config: { access: 'public' },
      bodyLimit: 8 * 1024,
      schema: {
        tags,
        body: affiliateRegistrationSchema,
        response: { 201: affiliateRegisteredResponseSchema },
      },
    },
    async (req, reply) => {
      registrations.hit(req.ip);
      const { affiliate, token, session } = await service.register(req.ctx, req.body);
      setSessionCookie(reply, config, token, session.expires_at);
      reply.code(201);
      return {
        status: 'success' as const,
        affiliate,
        message: `Welcome aboard! Your affiliate code is ${affiliate.code}.`,
      };
    },
  );

  app.post(
    '/api/referrals/track',
    {
      config: { access: 'public' },
      bodyLimit: 2 * 1024,
      schema: { tags, body: trackReferralBodySchema, response: { 200: trackReferralResponseSchema } },
    },
    async (req, reply) => {
      clicks.hit(req.ip);
      const row = await service.track(req.ctx, req.body.code, req.body.path);
      attribute(reply, config, row.code);
      return {
        status: 'success' as const,
        affiliate: { code: row.code, display_name: row.display_name },
        attribution_days: config.affiliates.attributionDays,
      };
    },
  );

  app.get(
    '/api/affiliates/me',
    {
      config: { access: 'authenticated' },
      schema: { tags, response: { 200: myAffiliateResponseSchema } },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'success' as const, affiliate: await service.mine(req.ctx) };
    },
  );
};
