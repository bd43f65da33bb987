import {
  docPageResponseSchema,
  docParamsSchema,
  docRevisionListResponseSchema,
  docRevisionParamsSchema,
  docRevisionResponseSchema,
  docSearchQuerySchema,
  docSearchResponseSchema,
  docTreeResponseSchema,
  moveDocPageSchema,
  newDocPageSchema,
  restoreDocRevisionSchema,
  saveDocPageSchema,
} from '@fundpath/contracts/project-docs';
import { ADMIN_ONLY, STAFF } from '@fundpath/contracts/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './service';

const tags = ['project-docs'];
const BASE = '/api/admin/project-docs';
/** A page at its largest (200 000 characters, up to 4 bytes each) plus the title. */
const PAGE_BODY_LIMIT = 900 * 1024;
const ok = z.object({ status: z.literal('success') });

/** `/api/admin/project-docs/*`: every staff member reads and edits; deleting is for admins. */
export const wikiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${BASE}/pages`,
    { config: { access: STAFF }, schema: { tags, response: { 200: docTreeResponseSchema } } },
    async (req) => ({ status: 'success' as const, pages: await service.listTree(req.ctx) }),
  );

  app.get(
    `${BASE}/search`,
    {
      config: { access: STAFF },
      schema: { tags, querystring: docSearchQuerySchema, response: { 200: docSearchResponseSchema } },
    },
    async (req) => ({ status: 'success' as const, results: await service.searchPages(req.ctx, req.query.q) }),
  );

  app.post(
    `${BASE}/pages`,
    {
      config: { access: STAFF },
      bodyLimit: PAGE_BODY_LIMIT,
      schema: { tags, body: newDocPageSchema, response: { 201: docPageResponseSchema } },
    },
    async (req, reply) =>
      reply.code(201).send({ status: 'success' as const, page: await service.createPage(req.ctx, req.body) }),
  );

  app.get(
    `${BASE}/pages/:id`,
    {
      config: { access: STAFF },
      schema: { tags, params: docParamsSchema, response: { 200: docPageResponseSchema } },
    },
    async (req) => ({ status: 'success' as const, page: await service.getPage(req.ctx, req.params.id) }),
  );

  app.put(
    `${BASE}/pages/:id`,
    {
      config: { access: STAFF },
      bodyLimit: PAGE_BODY_LIMIT,
      schema: {
        tags,
        params: docParamsSchema,
        body: saveDocPageSchema,
        response: { 200: docPageResponseSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      page: await service.savePage(req.ctx, req.params.id, req.body),
    }),
  );

  app.post(
    `${BASE}/pages/:id/move`,
    {
      config: { access: STAFF },
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        params: docParamsSchema,
        body: moveDocPageSchema,
        response: { 200: docPageResponseSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      page: await service.movePage(req.ctx, req.params.id, req.body),
    }),
  );

  app.delete(
    `${BASE}/pages/:id`,
    { config: { access: ADMIN_ONLY }, schema: { tags, params: docParamsSchema, response: { 200: ok } } },
    async (req) => {
      await service.deletePage(req.ctx, req.params.id);
      return { status: 'success' as const };
    },
  );

  app.get(
    `${BASE}/pages/:id/revisions`,
    {
      config: { access: STAFF },
      schema: { tags, params: docParamsSchema, response: { 200: docRevisionListResponseSchema } },
    },
    async (req) => ({
      status: 'success' as const,
      revisions: await service.listRevisions(req.ctx, req.params.id),
    }),
  );

  app.get(
    `${BASE}/pages/:id/revisions/:revision`,
    {
      config: { access: STAFF },
      schema: { tags, params: docRevisionParamsSchema, response: { 200: docRevisionResponseSchema } },
    },
    async (req) => ({
      status: 'success' as const,
      revision: await service.getRevision(req.ctx, req.params.id, req.params.revision),
    }),
  );

  app.post(
    `${BASE}/pages/:id/revisions/:revision/restore`,
    {
      config: { access: STAFF },
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        params: docRevisionParamsSchema,
        body: restoreDocRevisionSchema,
        response: { 200: docPageResponseSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      page: await service.restoreRevision(
        req.ctx,
        req.params.id,
        req.params.revision,
        req.body.base_revision,
      ),
    }),
  );
};
