import {
  clientActivityQuerySchema,
  clientActivityResponseSchema,
  clientAssigneesBodySchema,
  clientBusinessResponseSchema,
  clientIdParamsSchema,
  clientListQuerySchema,
  clientListResponseSchema,
  clientNoteIdParamsSchema,
  clientNoteInputSchema,
  clientNoteResponseSchema,
  clientRecordResponseSchema,
  clientRowResponseSchema,
  clientTagsBodySchema,
  clientViewIdParamsSchema,
  clientViewInputSchema,
  clientViewListResponseSchema,
  clientViewResponseSchema,
} from '@fundpath/contracts/clients';
import { errorBodySchema } from '@fundpath/contracts/errors';
import { staffRoles } from '@fundpath/contracts/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './service';

const tags = ['clients'];
/** Staff only; which clients each sees is the service's scope (brand), never the request's. */
const STAFF = { access: [...staffRoles] } as const;
const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [s, errorBodySchema]));
const ok = 'success' as const;

/** `/api/clients`: the staff client list, its CSV, tags, assignments and saved views (ADR 017). */
export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/clients',
    {
      config: STAFF,
      schema: {
        tags,
        querystring: clientListQuerySchema,
        response: { 200: clientListResponseSchema, ...errors(400, 403) },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: ok, ...(await service.listClients(req.ctx, req.query)) };
    },
  );

  app.get(
    '/api/clients/export.csv',
    { config: STAFF, schema: { tags, querystring: clientListQuerySchema } },
    async (req, reply) => {
      const csv = await service.exportClients(req.ctx, req.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="clients-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/api/clients/:id',
    {
      config: STAFF,
      schema: {
        tags,
        params: clientIdParamsSchema,
        response: { 200: clientRecordResponseSchema, ...errors(404) },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: ok, record: await service.getRecord(req.ctx, req.params.id) };
    },
  );

  app.get(
    '/api/clients/:id/activity',
    {
      config: STAFF,
      schema: {
        tags,
        params: clientIdParamsSchema,
        querystring: clientActivityQuerySchema,
        response: { 200: clientActivityResponseSchema, ...errors(400, 404) },
      },
    },
    async (req) => ({ status: ok, ...(await service.listActivity(req.ctx, req.params.id, req.query)) }),
  );

  app.get(
    '/api/clients/:id/business',
    {
      config: STAFF,
      schema: {
        tags,
        params: clientIdParamsSchema,
        response: { 200: clientBusinessResponseSchema, ...errors(400, 404) },
      },
    },
    async (req) => ({ status: ok, business: await service.getBusiness(req.ctx, req.params.id) }),
  );

  app.post(
    '/api/clients/:id/notes',
    {
      config: STAFF,
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        params: clientIdParamsSchema,
        body: clientNoteInputSchema,
        response: { 201: clientNoteResponseSchema, ...errors(400, 404) },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ status: ok, note: await service.addNote(req.ctx, req.params.id, req.body) }),
  );

  app.patch(
    '/api/clients/:id/notes/:noteId',
    {
      config: STAFF,
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        params: clientNoteIdParamsSchema,
        body: clientNoteInputSchema,
        response: { 200: clientNoteResponseSchema, ...errors(400, 403, 404) },
      },
    },
    async (req) => ({
      status: ok,
      note: await service.editNote(req.ctx, req.params.id, req.params.noteId, req.body),
    }),
  );

  app.delete(
    '/api/clients/:id/notes/:noteId',
    {
      config: STAFF,
      schema: {
        tags,
        params: clientNoteIdParamsSchema,
        response: { 200: z.object({ status: z.literal(ok) }), ...errors(403, 404) },
      },
    },
    async (req) => {
      await service.removeNote(req.ctx, req.params.id, req.params.noteId);
      return { status: ok };
    },
  );

  app.put(
    '/api/clients/:id/tags',
    {
      config: STAFF,
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        params: clientIdParamsSchema,
        body: clientTagsBodySchema,
        response: { 200: clientRowResponseSchema, ...errors(400, 404) },
      },
    },
    async (req) => ({ status: ok, client: await service.setTags(req.ctx, req.params.id, req.body.tags) }),
  );

  app.put(
    '/api/clients/:id/assignees',
    {
      config: STAFF,
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        params: clientIdParamsSchema,
        body: clientAssigneesBodySchema,
        response: { 200: clientRowResponseSchema, ...errors(400, 404) },
      },
    },
    async (req) => ({
      status: ok,
      client: await service.setAssignees(req.ctx, req.params.id, req.body.staff_ids),
    }),
  );

  app.get(
    '/api/clients/views',
    { config: STAFF, schema: { tags, response: { 200: clientViewListResponseSchema } } },
    async (req) => ({ status: ok, views: await service.listViews(req.ctx) }),
  );

  app.post(
    '/api/clients/views',
    {
      config: STAFF,
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        body: clientViewInputSchema,
        response: { 201: clientViewResponseSchema, ...errors(400, 409) },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ status: ok, view: await service.saveView(req.ctx, req.body) }),
  );

  app.delete(
    '/api/clients/views/:id',
    {
      config: STAFF,
      schema: {
        tags,
        params: clientViewIdParamsSchema,
        response: { 200: z.object({ status: z.literal(ok) }), ...errors(404) },
      },
    },
    async (req) => {
      await service.deleteView(req.ctx, req.params.id);
      return { status: ok };
    },
  );
};
