import { isStaff, STAFF, STAFF_AND_CLIENT } from '@fundpath/contracts/roles';
import {
  assignTicketSchema,
  newInternalNoteSchema,
  newTicketMessageSchema,
  resolveTicketSchema,
  ticketActivityResponseSchema,
  ticketAttachmentResponseSchema,
  ticketAttachmentsResponseSchema,
  ticketDeletedResponseSchema,
  ticketListQuerySchema,
  ticketListResponseSchema,
  ticketMessageResponseSchema,
  ticketMessagesResponseSchema,
  ticketPatchSchema,
  ticketResponseSchema,
  ticketSearchQuerySchema,
  ticketSearchResponseSchema,
  ticketStatsResponseSchema,
} from '@fundpath/contracts/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../adapters/storage/sniff';
import { AppError } from '../../platform/errors';
import { IDEMPOTENCY_REPLAYED_HEADER, idempotencyKeyOf } from '../../platform/idempotency';
import { receiveUploads } from '../../platform/uploads';
import { attachmentParamsSchema, createTicketBodySchema, ticketParamsSchema } from './schema';
import * as service from './service';

const tags = ['support'];

/**
 * The ticket service of spec §7 under /api. Who may do what beyond these role gates (own
 * tickets, internal notes, transitions) is decided in the service; see README.md.
 */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: service.SupportDeps = { storage: app.deps.storage, realtime: app.realtime };
  app.realtime.defineTopic('ticket', (actor, id) => service.canFollowTicket(app.deps.db, actor, id));
  app.realtime.defineTopic('tickets', (actor, id) => id === null && isStaff(actor));

  app.get(
    '/api/tickets',
    {
      config: { access: STAFF_AND_CLIENT },
      schema: { tags, querystring: ticketListQuerySchema, response: { 200: ticketListResponseSchema } },
    },
    async (req) => ({ status: 'success' as const, ...(await service.listTickets(req.ctx, req.query)) }),
  );

  app.get(
    '/api/tickets/assigned',
    {
      config: { access: STAFF },
      schema: { tags, querystring: ticketListQuerySchema, response: { 200: ticketListResponseSchema } },
    },
    async (req) => ({
      status: 'success' as const,
      ...(await service.listTickets(req.ctx, req.query, { assignedToMe: true })),
    }),
  );

  app.get(
    '/api/tickets/search',
    {
      config: { access: STAFF_AND_CLIENT },
      schema: { tags, querystring: ticketSearchQuerySchema, response: { 200: ticketSearchResponseSchema } },
    },
    async (req) => ({ status: 'success' as const, ...(await service.searchTickets(req.ctx, req.query)) }),
  );

  app.get(
    '/api/tickets/stats',
    { config: { access: STAFF_AND_CLIENT }, schema: { tags, response: { 200: ticketStatsResponseSchema } } },
    async (req) => ({ status: 'success' as const, ...(await service.ticketStats(req.ctx)) }),
  );

  app.post(
    '/api/tickets',
    {
      config: { access: STAFF_AND_CLIENT },
      schema: { tags, body: createTicketBodySchema, response: { 201: ticketResponseSchema } },
    },
    async (req, reply) => {
      const { ticket, replayed } = await service.createTicket(req.ctx, deps, req.body, idempotencyKeyOf(req));
      if (replayed) reply.header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
      return reply.code(201).send({ status: 'success' as const, ticket });
    },
  );

  app.get(
    '/api/tickets/:id',
    {
      config: { access: STAFF_AND_CLIENT },
      schema: { tags, params: ticketParamsSchema, response: { 200: ticketResponseSchema } },
    },
    async (req) => ({ status: 'success' as const, ticket: await service.getTicket(req.ctx, req.params.id) }),
  );

  app.patch(
    '/api/tickets/:id',
    {
      config: { access: STAFF_AND_CLIENT },
      schema: {
        tags,
        params: ticketParamsSchema,
        body: ticketPatchSchema,
        response: { 200: ticketResponseSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      ticket: await service.changeTicket(req.ctx, deps, req.params.id, req.body),
    }),
  );

  app.delete(
    '/api/tickets/:id',
    {
      config: { access: { permission: 'tickets.delete', roles: STAFF } },
      schema: { tags, params: ticketParamsSchema, response: { 200: ticketDeletedResponseSchema } },
    },
    async (req) => {
      await service.deleteTicket(req.ctx, deps, req.params.id);
      return { status: 'success' as const, message: 'Ticket deleted' };
    },
  );

  app.patch(
    '/api/tickets/:id/resolve',
    {
      config: { access: STAFF },
      schema: {
        tags,
        params: ticketParamsSchema,
        body: resolveTicketSchema,
        response: { 200: ticketResponseSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      ticket: await service.resolveTicket(req.ctx, deps, req.params.id, req.body.resolution),
    }),
  );

  app.patch(
    '/api/tickets/:id/assign',
    {
      config: { access: { permission: 'tickets.assign', roles: STAFF } },
      schema: {
        tags,
        params: ticketParamsSchema,
        body: assignTicketSchema,
        response: { 200: ticketResponseSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      ticket: await service.assignTicket(req.ctx, deps, req.params.id, req.body.assigned_to),
    }),
  );

  app.get(
    '/api/tickets/:id/messages',
    {
      config: { access: STAFF_AND_CLIENT },
      schema: { tags, params: ticketParamsSchema, response: { 200: ticketMessagesResponseSchema } },
    },
    async (req) => ({
      status: 'success' as const,
      messages: await service.listMessages(req.ctx, req.params.id),
    }),
  );

  app.post(
    '/api/tickets/:id/messages',
    {
      config: { access: STAFF_AND_CLIENT },
      schema: {
        tags,
        params: ticketParamsSchema,
        body: newTicketMessageSchema,
        response: { 201: ticketMessageResponseSchema },
      },
    },
    async (req, reply) => {
      const { message, replayed } = await service.addMessage(
        req.ctx,
        deps,
        req.params.id,
        req.body,
        idempotencyKeyOf(req),
      );
      if (replayed) reply.header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
      return reply.code(201).send({ status: 'success' as const, message });
    },
  );

  app.post(
    '/api/tickets/:id/internal-note',
    {
      config: { access: STAFF },
      schema: {
        tags,
        params: ticketParamsSchema,
        body: newInternalNoteSchema,
        response: { 201: ticketMessageResponseSchema },
      },
    },
    async (req, reply) => {
      const { message, replayed } = await service.addMessage(
        req.ctx,
        deps,
        req.params.id,
        { message: req.body.note, is_internal: true },
        idempotencyKeyOf(req),
      );
      if (replayed) reply.header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
      return reply.code(201).send({ status: 'success' as const, message });
    },
  );

  app.get(
    '/api/tickets/:id/attachments',
    {
      config: { access: STAFF_AND_CLIENT },
      schema: { tags, params: ticketParamsSchema, response: { 200: ticketAttachmentsResponseSchema } },
    },
    async (req) => ({
      status: 'success' as const,
      attachments: await service.listAttachments(req.ctx, req.params.id),
    }),
  );

  app.post(
    '/api/tickets/:id/attachments',
    {
      config: { access: STAFF_AND_CLIENT },
      // Multipart: one `file`, optional `message_id` and (staff) `is_internal` fields.
      schema: { tags, params: ticketParamsSchema, response: { 201: ticketAttachmentResponseSchema } },
    },
    async (req, reply) => {
      if (!req.isMultipart())
        throw new AppError('VALIDATION_FAILED', service.ATTACHMENT_UPLOAD.notMultipartMessage!);
      await service.assertCanUpload(req.ctx, req.params.id);
      const received = await receiveUploads(req, service.ATTACHMENT_UPLOAD);
      const file = received.files[0];
      if (file?.too_large) throw new AppError('PAYLOAD_TOO_LARGE', service.ATTACHMENT_TOO_LARGE_MESSAGE);
      // One file per request; more used to trip the parser's file limit (a 413), and still do.
      if (received.tooMany) throw new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large');
      if (!file) throw new AppError('VALIDATION_FAILED', 'Choose a file to upload');
      const fields: { message_id?: string; is_internal?: boolean } = {};
      if (received.fields.message_id) fields.message_id = received.fields.message_id;
      if (received.fields.is_internal !== undefined)
        fields.is_internal = received.fields.is_internal === 'true' || received.fields.is_internal === '1';
      const { attachment, replayed } = await service.addAttachment(
        req.ctx,
        deps,
        req.params.id,
        file,
        fields,
        idempotencyKeyOf(req),
      );
      if (replayed) reply.header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
      return reply.code(201).send({ status: 'success' as const, attachment });
    },
  );

  app.get(
    '/api/tickets/:id/attachments/:attachmentId/download',
    { config: { access: STAFF_AND_CLIENT }, schema: { tags, params: attachmentParamsSchema } },
    async (req, reply) => {
      const file = await service.openAttachment(req.ctx, deps, req.params.id, req.params.attachmentId);
      reply
        .header('content-type', file.content_type)
        .header('content-length', String(file.size))
        .header('content-disposition', contentDisposition(file.file_name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store');
      return reply.send(file.stream);
    },
  );

  app.get(
    '/api/tickets/:id/activity',
    {
      config: { access: STAFF_AND_CLIENT },
      schema: { tags, params: ticketParamsSchema, response: { 200: ticketActivityResponseSchema } },
    },
    async (req) => ({
      status: 'success' as const,
      activity: await service.listActivity(req.ctx, req.params.id),
    }),
  );
};

export default supportRoutes;
