import {
  brandConfigResponseSchema,
  coachContextSchema,
  domainContextSchema,
  referralCodeSchema,
} from '@fundpath/contracts/brand';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './service';

export const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/brand/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['brand'],
        querystring: z.object({ ref: referralCodeSchema.optional() }),
        response: { 200: brandConfigResponseSchema },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-cache');
      const brand = await service.resolveBrand(req.ctx, service.normalizeHost(req.host), req.query.ref);
      return { status: 'success' as const, ...service.toBrandConfig(brand) };
    },
  );

  app.get(
    '/api/domain-context',
    { config: { access: 'public' }, schema: { tags: ['brand'], response: { 200: domainContextSchema } } },
    async (req) => {
      const domain = service.normalizeHost(req.host);
      return {
        status: 'success' as const,
        service_type: service.serviceTypeFor(domain, app.deps.config.domainMap),
        domain,
      };
    },
  );

  app.get(
    '/api/coach/context',
    { config: { access: 'public' }, schema: { tags: ['brand'], response: { 200: coachContextSchema } } },
    async (req) => {
      const client = await service.coachContext(req.ctx, service.normalizeHost(req.host));
      return { success: client !== null, client };
    },
  );
};
