import { errorBodySchema } from '@fundpath/contracts/errors';
import { clientLeadSchema } from '@fundpath/contracts/leads';
import { CLIENT_ONLY } from '@fundpath/contracts/roles';
import {
  mySiteResponseSchema,
  newSitePageSchema,
  newSiteSchema,
  publishedSiteQuerySchema,
  publishedSiteResponseSchema,
  RESERVED_PAGE_SLUGS,
  SITE_CONTACT_THANKS,
  SITE_IMAGE_MAX_BYTES,
  SITE_IMAGES_MAX,
  siteContactResponseSchema,
  siteContactSchema,
  siteDomainInputSchema,
  siteDraftBodySchema,
  siteImageResponseSchema,
  siteImagesResponseSchema,
  sitePageEditorResponseSchema,
  sitePageParamsSchema,
  sitePagePatchSchema,
  sitePatchSchema,
  siteResponseSchema,
  siteSlugParamsSchema,
  siteVersionParamsSchema,
} from '@fundpath/contracts/sites';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { StorageNotFoundError } from '../../adapters/storage';
import { requireActor } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { addHostPageRenderer, loadShell } from '../../platform/html-shell';
import { IpRateLimiter } from '../../platform/ip-rate-limit';
import { receiveUploads } from '../../platform/uploads';
import { normalizeHost } from '../brand';
import { listClientLeads } from '../leads';
import * as domains from './domains';
import * as pub from './public';
import { renderMissing, renderSitePage } from './render';
import * as service from './service';

const tags = ['sites'];
const MINE = { access: CLIENT_ONLY } as const;
const PUBLIC = { access: 'public' } as const;
const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [s, errorBodySchema]));
const ok = 'success' as const;
const BASE = '/api/sites/mine';

/** Contact form submissions per address and 10 minutes (the platform form's limit). */
export const CONTACTS_PER_10_MINUTES = 5;
/** Published page reads (JSON and server-rendered HTML) per address and minute. */
export const PUBLIC_READS_PER_MINUTE = 120;
/** Domain checks per address and minute (each is a DNS lookup). */
export const DOMAIN_CHECKS_PER_MINUTE = 6;

const PAGE_SEGMENT = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

export interface SitesOptions {
  /** The TXT lookup of the domain check (node:dns through SITE_DNS_SERVERS by default). */
  lookup?: domains.TxtLookup;
}

export const sitesRoutes: FastifyPluginAsyncZod<SitesOptions> = async (app, opts) => {
  const { config, storage, db } = app.deps;
  const lookup = opts.lookup ?? domains.dnsTxtLookup(config.siteDnsServers);
  const origin = (req: { protocol: string; host: string }) =>
    config.publicUrl ?? `${req.protocol}://${req.host}`;
  const contacts = new IpRateLimiter(
    CONTACTS_PER_10_MINUTES,
    10 * 60_000,
    'Too many messages from this network.',
  );
  const reads = new IpRateLimiter(PUBLIC_READS_PER_MINUTE, 60_000, 'Too many requests from this network.');
  const checks = new IpRateLimiter(DOMAIN_CHECKS_PER_MINUTE, 60_000, 'Too many domain checks.');
  const noStore = { 'Cache-Control': 'no-store' };

  // ---- the coach's own site -----------------------------------------------------------------

  app.get(
    BASE,
    { config: MINE, schema: { tags, response: { 200: mySiteResponseSchema } } },
    async (req, reply) => {
      reply.headers(noStore);
      return { status: ok, ...(await service.mySite(req.ctx)) };
    },
  );

  app.post(
    BASE,
    {
      config: MINE,
      bodyLimit: 4 * 1024,
      schema: { tags, body: newSiteSchema, response: { 201: siteResponseSchema, ...errors(400, 409) } },
    },
    async (req, reply) =>
      reply.code(201).send({ status: ok, site: await service.createSite(req.ctx, req.body) }),
  );

  app.patch(
    BASE,
    {
      config: MINE,
      bodyLimit: 8 * 1024,
      schema: {
        tags,
        body: sitePatchSchema,
        response: { 200: siteResponseSchema, ...errors(400, 404, 409) },
      },
    },
    async (req) => ({ status: ok, site: await service.updateSite(req.ctx, req.body) }),
  );

  app.post(
    `${BASE}/publish`,
    { config: MINE, schema: { tags, response: { 200: siteResponseSchema, ...errors(400, 404) } } },
    async (req) => ({ status: ok, site: await service.publish(req.ctx) }),
  );
  app.post(
    `${BASE}/unpublish`,
    { config: MINE, schema: { tags, response: { 200: siteResponseSchema, ...errors(404) } } },
    async (req) => ({ status: ok, site: await service.unpublish(req.ctx) }),
  );
  app.post(
    `${BASE}/versions/:version/restore`,
    {
      config: MINE,
      schema: {
        tags,
        params: siteVersionParamsSchema,
        response: { 200: siteResponseSchema, ...errors(400, 404) },
      },
    },
    async (req) => ({ status: ok, site: await service.restore(req.ctx, req.params.version) }),
  );

  // ---- pages --------------------------------------------------------------------------------

  app.post(
    `${BASE}/pages`,
    {
      config: MINE,
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        body: newSitePageSchema,
        response: { 201: siteResponseSchema, ...errors(400, 404, 409, 422) },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ status: ok, site: await service.addPage(req.ctx, req.body) }),
  );
  app.patch(
    `${BASE}/pages/:pageId`,
    {
      config: MINE,
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        params: sitePageParamsSchema,
        body: sitePagePatchSchema,
        response: { 200: siteResponseSchema, ...errors(400, 404, 409) },
      },
    },
    async (req) => ({ status: ok, site: await service.updatePage(req.ctx, req.params.pageId, req.body) }),
  );
  app.delete(
    `${BASE}/pages/:pageId`,
    {
      config: MINE,
      schema: {
        tags,
        params: sitePageParamsSchema,
        response: { 200: siteResponseSchema, ...errors(404, 409) },
      },
    },
    async (req) => ({ status: ok, site: await service.deletePage(req.ctx, req.params.pageId) }),
  );
  app.get(
    `${BASE}/pages/:pageId`,
    {
      config: MINE,
      schema: {
        tags,
        params: sitePageParamsSchema,
        response: { 200: sitePageEditorResponseSchema, ...errors(404) },
      },
    },
    async (req, reply) => {
      reply.headers(noStore);
      return { status: ok, ...(await service.pageEditor(req.ctx, req.params.pageId)) };
    },
  );
  app.put(
    `${BASE}/pages/:pageId/draft`,
    {
      config: MINE,
      bodyLimit: 512 * 1024,
      schema: {
        tags,
        params: sitePageParamsSchema,
        body: siteDraftBodySchema,
        response: { 200: sitePageEditorResponseSchema, ...errors(400, 404, 409) },
      },
    },
    async (req) => ({ status: ok, ...(await service.saveDraft(req.ctx, req.params.pageId, req.body)) }),
  );
  app.post(
    `${BASE}/pages/:pageId/publish`,
    {
      config: MINE,
      bodyLimit: 512 * 1024,
      schema: {
        tags,
        params: sitePageParamsSchema,
        body: siteDraftBodySchema,
        response: { 200: sitePageEditorResponseSchema, ...errors(400, 404, 409) },
      },
    },
    async (req) => ({ status: ok, ...(await service.publishPage(req.ctx, req.params.pageId, req.body)) }),
  );

  // ---- domain -------------------------------------------------------------------------------

  app.put(
    `${BASE}/domain`,
    {
      config: MINE,
      bodyLimit: 2 * 1024,
      schema: {
        tags,
        body: siteDomainInputSchema,
        response: { 200: siteResponseSchema, ...errors(400, 404, 409) },
      },
    },
    async (req) => {
      const site = await service.ownSite(req.ctx);
      return {
        status: ok,
        site: await service.toSite(db, await domains.setDomain(req.ctx, site.id, req.body.domain)),
      };
    },
  );
  app.delete(
    `${BASE}/domain`,
    { config: MINE, schema: { tags, response: { 200: siteResponseSchema, ...errors(404) } } },
    async (req) => {
      const site = await service.ownSite(req.ctx);
      return { status: ok, site: await service.toSite(db, await domains.removeDomain(req.ctx, site.id)) };
    },
  );
  app.post(
    `${BASE}/domain/verify`,
    {
      config: MINE,
      onRequest: checks.onRequest(),
      schema: { tags, response: { 200: siteResponseSchema, ...errors(400, 404, 429) } },
    },
    async (req) => {
      const site = await service.ownSite(req.ctx);
      return {
        status: ok,
        site: await service.toSite(db, await domains.verifyDomain(req.ctx, site, lookup)),
      };
    },
  );

  // ---- images -------------------------------------------------------------------------------

  app.get(
    `${BASE}/images`,
    { config: MINE, schema: { tags, response: { 200: siteImagesResponseSchema, ...errors(404) } } },
    async (req) => ({ status: ok, images: await service.listImages(req.ctx) }),
  );
  app.post(
    `${BASE}/images`,
    {
      config: MINE,
      schema: { tags, response: { 201: siteImageResponseSchema, ...errors(400, 404, 422) } },
    },
    async (req, reply) => {
      await service.ownSite(req.ctx);
      const { files, tooMany } = await receiveUploads(req, { maxBytes: SITE_IMAGE_MAX_BYTES, maxFiles: 1 });
      if (tooMany) throw new AppError('VALIDATION_FAILED', 'Upload one image at a time');
      const file = files[0];
      if (!file)
        throw new AppError('VALIDATION_FAILED', 'Choose an image to upload', {
          errors: { file: 'Choose an image' },
        });
      return reply
        .code(201)
        .send({ status: ok, image: await service.addImage(req.ctx, storage, file, SITE_IMAGES_MAX) });
    },
  );
  app.delete(
    `${BASE}/images/:imageId`,
    {
      config: MINE,
      schema: {
        tags,
        params: z.object({ imageId: z.uuid('Image not found') }),
        response: { 200: z.object({ status: z.literal(ok) }), ...errors(404, 409) },
      },
    },
    async (req) => {
      await service.deleteImage(req.ctx, storage, req.params.imageId);
      return { status: ok };
    },
  );

  // ---- the coach's leads --------------------------------------------------------------------

  app.get(
    `${BASE}/leads`,
    {
      config: MINE,
      schema: {
        tags,
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          per_page: z.coerce.number().int().min(1).max(100).default(25),
        }),
        response: {
          200: z.object({
            status: z.literal(ok),
            leads: z.array(clientLeadSchema),
            total: z.number().int(),
            page: z.number().int(),
            per_page: z.number().int(),
          }),
        },
      },
    },
    async (req, reply) => {
      reply.headers(noStore);
      const me = requireActor(req.ctx);
      return { status: ok, ...(await listClientLeads(req.ctx.db, me.id, req.query)), ...req.query };
    },
  );

  // ---- public -------------------------------------------------------------------------------

  app.get(
    '/api/sites/images/:file',
    {
      config: PUBLIC,
      schema: {
        tags,
        params: z.object({
          file: z
            .string()
            .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/, 'Unknown image'),
        }),
      },
    },
    async (req, reply) => {
      const key = await service.imageForDownload(db, req.params.file.slice(0, -'.webp'.length));
      let object: Awaited<ReturnType<typeof storage.get>>;
      try {
        object = await storage.get(key);
      } catch (err) {
        if (err instanceof StorageNotFoundError) throw new AppError('NOT_FOUND', 'Image not found');
        throw err;
      }
      reply
        .header('content-type', 'image/webp')
        // Each upload has its own id: the bytes under a URL never change.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        // Link previews and other sites may show a coach's images.
        .header('cross-origin-resource-policy', 'cross-origin');
      if (object.size) reply.header('content-length', String(object.size));
      return reply.send(object.stream);
    },
  );

  app.get(
    '/api/sites/:slug/published',
    {
      config: PUBLIC,
      onRequest: reads.onRequest(),
      schema: {
        tags,
        params: siteSlugParamsSchema,
        querystring: publishedSiteQuerySchema,
        response: { 200: publishedSiteResponseSchema, ...errors(400, 404, 429) },
      },
    },
    async (req, reply) => {
      // Published content changes without a deploy: ask again on every visit.
      reply.header('Cache-Control', 'no-cache');
      return { status: ok, ...(await pub.publishedPage(req.ctx, req.params.slug, req.query.page)) };
    },
  );

  app.post(
    '/api/sites/:slug/contact',
    {
      config: PUBLIC,
      onRequest: contacts.onRequest(),
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        params: siteSlugParamsSchema,
        body: siteContactSchema,
        response: { 202: siteContactResponseSchema, ...errors(400, 404, 429) },
      },
    },
    async (req, reply) => {
      await pub.contact(req.ctx, req.params.slug, req.body);
      return reply.code(202).send({ status: ok, message: SITE_CONTACT_THANKS });
    },
  );

  // ---- server-rendered pages ----------------------------------------------------------------

  const html = (status: number, body: string) => ({ status, body });
  const renderPage = async (
    req: { ctx: pub.PublicCtx; protocol: string; host: string },
    slug: string,
    pageSlug: string | undefined,
    onDomain: boolean,
  ) => {
    const template = loadShell(config.webDist);
    try {
      const data = await pub.publishedPage(req.ctx, slug, pageSlug);
      return html(200, renderSitePage(template, data, { origin: origin(req), onDomain }));
    } catch (err) {
      if (err instanceof AppError && err.code === 'NOT_FOUND')
        return html(404, renderMissing(template, err.message));
      throw err;
    }
  };
  const sendHtml = (reply: FastifyReply, page: { status: number; body: string }) =>
    reply
      .code(page.status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page.body);

  app.get(
    '/site/:slug',
    {
      config: PUBLIC,
      onRequest: reads.onRequest(),
      schema: { hide: true, params: z.object({ slug: z.string().max(60) }) },
    },
    async (req, reply) => sendHtml(reply, await renderPage(req, req.params.slug, undefined, false)),
  );
  app.get(
    '/site/:slug/:pageSlug',
    {
      config: PUBLIC,
      onRequest: reads.onRequest(),
      schema: { hide: true, params: z.object({ slug: z.string().max(60), pageSlug: z.string().max(60) }) },
    },
    async (req, reply) => sendHtml(reply, await renderPage(req, req.params.slug, req.params.pageSlug, false)),
  );

  // A verified custom domain: `/` and `/{page}` are the site (other paths stay the app's).
  addHostPageRenderer(app.deps, async (req) => {
    const home = req.pathname === '/' || req.pathname === '';
    const segment = home ? 'home' : PAGE_SEGMENT.exec(req.pathname)?.[1];
    if (!segment || (!home && RESERVED_PAGE_SLUGS.includes(segment))) return null;
    const slug = await domains.siteForHost(db, normalizeHost(req.host));
    if (!slug) return null;
    const ctx = { db, log: app.log };
    const page = await renderPage({ ctx, protocol: req.protocol, host: req.host }, slug, segment, true);
    return { status: page.status, html: page.body };
  });
};
