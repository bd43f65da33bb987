import {
  brandConfigResponseSchema,
  coachContextSchema,
  domainContextSchema,
  referralCodeSchema,
} from '@fundpath/contracts/brand';
import { publicPageQuerySchema, publishedPageResponseSchema } from '@fundpath/contracts/pages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { StorageNotFoundError } from '../../adapters/storage';
import { AppError } from '../../platform/errors';
import { brandAdminRoutes } from './admin-routes';
import * as admin from './admin-service';
import * as pages from './pages-service';
import * as service from './service';

export const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(brandAdminRoutes);

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

  app.get(
    '/api/brand/page',
    {
      config: { access: 'public' },
      schema: {
        tags: ['brand'],
        querystring: publicPageQuerySchema,
        response: { 200: publishedPageResponseSchema },
      },
    },
    async (req, reply) => {
      // Published content changes without a deploy: the browser asks again on every visit.
      reply.header('Cache-Control', 'no-cache');
      return {
        status: 'success' as const,
        ...(await pages.publishedPage(
          req.ctx,
          service.normalizeHost(req.host),
          req.query.page,
          req.query.ref,
        )),
      };
    },
  );

  app.get(
    '/api/brand/logos/:brandId/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['brand'],
        params: z.object({
          brandId: z.uuid(),
          file: z.string().regex(/^[0-9a-f-]{36}\.(png|jpg|webp|gif)$/, 'Unknown logo file'),
        }),
      },
    },
    async (req, reply) => {
      const { key, contentType } = await admin.logoForDownload(req.ctx, req.params.brandId, req.params.file);
      let object: Awaited<ReturnType<typeof app.deps.storage.get>>;
      try {
        object = await app.deps.storage.get(key);
      } catch (err) {
        if (err instanceof StorageNotFoundError) throw new AppError('NOT_FOUND', 'Logo not found');
        throw err;
      }
      reply
        .header('content-type', contentType)
        // Every upload gets a new name, so a stored logo never changes under its URL.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff');
      if (object.size) reply.header('content-length', String(object.size));
      return reply.send(object.stream);
    },
  );
};
