import { errorBodySchema } from '@fundpath/contracts/errors';
import {
  LEAD_CAPTURE_THANKS,
  leadBoardQuerySchema,
  leadBoardResponseSchema,
  leadCaptureResponseSchema,
  leadCaptureSchema,
  leadConvertResponseSchema,
  leadHistoryResponseSchema,
  leadIdParamsSchema,
  leadListQuerySchema,
  leadListResponseSchema,
  leadLostSchema,
  leadMoveSchema,
  leadNoteInputSchema,
  leadNoteResponseSchema,
  leadNotesResponseSchema,
  leadOwnersResponseSchema,
  leadPatchSchema,
  leadResponseSchema,
  leadStagesResponseSchema,
  newLeadSchema,
} from '@fundpath/contracts/leads';
import { ADMIN_ONLY, staffRoles } from '@fundpath/contracts/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IpRateLimiter } from '../../platform/ip-rate-limit';
import { normalizeHost, resolveBrand } from '../brand';
import * as service from './service';

const tags = ['leads'];
/** Staff only; which leads each sees is the service's scope (brand), never the request's. */
const STAFF = { access: [...staffRoles] } as const;
const ADMIN = { access: ADMIN_ONLY } as const;
const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [s, errorBodySchema]));
const ok = 'success' as const;

/** Public form submissions per address and 10 minutes. */
export const CAPTURES_PER_10_MINUTES = 5;

/** `/api/leads`: the pipeline board, the list, a lead's notes, history, moves and conversion. */
export const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, mailer } = app.deps;
  const originOf = (req: { protocol: string; host: string }) =>
    config.publicUrl ?? `${req.protocol}://${req.host}`;
  const captures = new IpRateLimiter(
    CAPTURES_PER_10_MINUTES,
    10 * 60_000,
    'Too many messages from this network.',
  );

  app.get(
    '/api/leads/stages',
    { config: STAFF, schema: { tags, response: { 200: leadStagesResponseSchema } } },
    async (req) => ({ status: ok, stages: await service.listStages(req.ctx) }),
  );

  app.get(
    '/api/leads/owners',
    { config: STAFF, schema: { tags, response: { 200: leadOwnersResponseSchema } } },
    async (req) => ({ status: ok, owners: await service.listOwners(req.ctx) }),
  );

  app.get(
    '/api/leads/board',
    {
      config: STAFF,
      schema: {
        tags,
        querystring: leadBoardQuerySchema,
        response: { 200: leadBoardResponseSchema, ...errors(400) },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: ok, ...(await service.board(req.ctx, req.query)) };
    },
  );

  app.get(
    '/api/leads',
    {
      config: STAFF,
      schema: {
        tags,
        querystring: leadListQuerySchema,
        response: { 200: leadListResponseSchema, ...errors(400) },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: ok, ...(await service.list(req.ctx, req.query)) };
    },
  );

  app.post(
    '/api/leads',
    {
      config: STAFF,
      bodyLimit: 32 * 1024,
      schema: { tags, body: newLeadSchema, response: { 201: leadResponseSchema, ...errors(400) } },
    },
    async (req, reply) => reply.code(201).send({ status: ok, lead: await service.create(req.ctx, req.body) }),
  );

  /** The public contact and booking forms: rate-limited, honeypot, a minimum time to fill. */
  app.post(
    '/api/leads/capture',
    {
      config: { access: 'public' },
      onRequest: captures.onRequest(),
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        body: leadCaptureSchema,
        response: { 202: leadCaptureResponseSchema, ...errors(400, 429) },
      },
    },
    async (req, reply) => {
      const b = req.body;
      const spam = service.captureLooksAutomated(b);
      // A bot (filled the hidden field, or faster than a person) gets the same answer and no lead.
      if (spam.drop) {
        req.log.info(
          { event: 'lead_capture_dropped', honeypot: spam.honeypot, tooQuick: spam.tooQuick },
          'lead capture dropped',
        );
      } else {
        const brand = await resolveBrand(req.ctx, normalizeHost(req.host));
        await service.captureLead(req.ctx.db, {
          name: b.name,
          email: b.email,
          phone: b.phone ?? null,
          message: b.message ?? null,
          source: b.kind === 'booking' ? 'booking_link' : 'landing_form',
          brand_id: brand?.id ?? null,
        });
      }
      return reply.code(202).send({ status: ok, message: LEAD_CAPTURE_THANKS });
    },
  );

  app.get(
    '/api/leads/:id',
    {
      config: STAFF,
      schema: { tags, params: leadIdParamsSchema, response: { 200: leadResponseSchema, ...errors(404) } },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: ok, lead: await service.getLead(req.ctx, req.params.id) };
    },
  );

  app.patch(
    '/api/leads/:id',
    {
      config: STAFF,
      bodyLimit: 32 * 1024,
      schema: {
        tags,
        params: leadIdParamsSchema,
        body: leadPatchSchema,
        response: { 200: leadResponseSchema, ...errors(400, 404) },
      },
    },
    async (req) => ({ status: ok, lead: await service.update(req.ctx, req.params.id, req.body) }),
  );

  app.delete(
    '/api/leads/:id',
    {
      config: ADMIN,
      schema: {
        tags,
        params: leadIdParamsSchema,
        response: { 200: z.object({ status: z.literal(ok) }), ...errors(403, 404) },
      },
    },
    async (req) => {
      await service.remove(req.ctx, req.params.id);
      return { status: ok };
    },
  );

  app.post(
    '/api/leads/:id/move',
    {
      config: STAFF,
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        params: leadIdParamsSchema,
        body: leadMoveSchema,
        response: { 200: leadResponseSchema, ...errors(400, 404) },
      },
    },
    async (req) => ({ status: ok, lead: await service.move(req.ctx, req.params.id, req.body) }),
  );

  app.post(
    '/api/leads/:id/won',
    {
      config: STAFF,
      schema: { tags, params: leadIdParamsSchema, response: { 200: leadResponseSchema, ...errors(404) } },
    },
    async (req) => ({ status: ok, lead: await service.markWon(req.ctx, req.params.id) }),
  );

  app.post(
    '/api/leads/:id/lost',
    {
      config: STAFF,
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        params: leadIdParamsSchema,
        body: leadLostSchema,
        response: { 200: leadResponseSchema, ...errors(400, 404) },
      },
    },
    async (req) => ({ status: ok, lead: await service.markLost(req.ctx, req.params.id, req.body.reason) }),
  );

  app.get(
    '/api/leads/:id/notes',
    {
      config: STAFF,
      schema: {
        tags,
        params: leadIdParamsSchema,
        response: { 200: leadNotesResponseSchema, ...errors(404) },
      },
    },
    async (req) => ({ status: ok, notes: await service.notes(req.ctx, req.params.id) }),
  );

  app.post(
    '/api/leads/:id/notes',
    {
      config: STAFF,
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        params: leadIdParamsSchema,
        body: leadNoteInputSchema,
        response: { 201: leadNoteResponseSchema, ...errors(400, 404) },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send({ status: ok, note: await service.addNote(req.ctx, req.params.id, req.body.body) }),
  );

  app.get(
    '/api/leads/:id/history',
    {
      config: STAFF,
      schema: {
        tags,
        params: leadIdParamsSchema,
        response: { 200: leadHistoryResponseSchema, ...errors(404) },
      },
    },
    async (req) => ({ status: ok, history: await service.history(req.ctx, req.params.id) }),
  );

  app.post(
    '/api/leads/:id/convert',
    {
      config: { access: { permission: 'leads.convert', roles: [...staffRoles] } },
      schema: {
        tags,
        params: leadIdParamsSchema,
        response: {
          200: leadConvertResponseSchema,
          201: leadConvertResponseSchema,
          ...errors(400, 404, 409),
        },
      },
    },
    async (req, reply) => {
      const result = await service.convert(req.ctx, mailer, req.params.id, originOf(req));
      return reply.code(result.created ? 201 : 200).send({ status: ok, ...result });
    },
  );
};
