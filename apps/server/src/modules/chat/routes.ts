import { errorBodySchema } from '@fundpath/contracts/errors';
import {
  adminChatListQuerySchema,
  adminChatListResponseSchema,
  adminChatMessagesResponseSchema,
  chatAttachmentResponseSchema,
  chatMessageResponseSchema,
  chatMessagesQuerySchema,
  chatMessagesResponseSchema,
  chatReadResponseSchema,
  chatReadSchema,
  chatRoomListResponseSchema,
  chatRoomResponseSchema,
  chatTypingResponseSchema,
  newChatMessageSchema,
  openChatRoomSchema,
} from '@fundpath/contracts/marketplace-chat';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { sendStoredFile as sendFile, singleFile } from '../../platform/messaging';
import { receiveUploads } from '../../platform/uploads';
import * as service from './service';

const tags = ['marketplace'];
/** Either side of a room; who is in which room is decided in the service (admins are in none). */
const PARTIES = { access: ['member', 'specialist'] } as const;
const MANAGE = { access: { permission: 'marketplace.manage' } } as const;
const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [s, errorBodySchema]));
const roomParams = z.object({ id: z.uuid('Chat not found') });
const bookingParams = z.object({ bookingId: z.uuid('Booking not found') });
const attachmentParams = roomParams.extend({ attachmentId: z.uuid('Attachment not found') });
const ok = 'success' as const;
const BASE = '/api/marketplace/chat';
const ADMIN = '/api/admin/marketplace/chats';

/** `/api/marketplace/chat/*` for the two participants, `/api/admin/marketplace/chats` read-only. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = service.createChatDeps(app.deps.storage, app.realtime);
  app.realtime.defineTopic('chat.room', (actor, id) => service.canFollowRoom(app.deps.db, actor, id));

  app.get(
    `${BASE}/rooms`,
    { config: PARTIES, schema: { tags, response: { 200: chatRoomListResponseSchema } } },
    async (req) => ({ status: ok, rooms: await service.listMyRooms(req.ctx) }),
  );

  app.post(
    `${BASE}/rooms`,
    {
      config: PARTIES,
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        body: openChatRoomSchema,
        response: { 200: chatRoomResponseSchema, ...errors(400, 403, 404) },
      },
    },
    async (req) => ({ status: ok, room: await service.openRoom(req.ctx, req.body) }),
  );

  app.get(
    `${BASE}/bookings/:bookingId/room`,
    {
      config: PARTIES,
      schema: { tags, params: bookingParams, response: { 200: chatRoomResponseSchema, ...errors(404) } },
    },
    async (req) => ({ status: ok, room: await service.roomOfBooking(req.ctx, req.params.bookingId) }),
  );

  app.get(
    `${BASE}/rooms/:id`,
    {
      config: PARTIES,
      schema: { tags, params: roomParams, response: { 200: chatRoomResponseSchema, ...errors(404) } },
    },
    async (req) => ({ status: ok, room: await service.getRoom(req.ctx, req.params.id) }),
  );

  app.get(
    `${BASE}/rooms/:id/messages`,
    {
      config: PARTIES,
      schema: {
        tags,
        params: roomParams,
        querystring: chatMessagesQuerySchema,
        response: { 200: chatMessagesResponseSchema, ...errors(400, 404) },
      },
    },
    async (req) => ({ status: ok, ...(await service.listMessages(req.ctx, req.params.id, req.query)) }),
  );

  app.post(
    `${BASE}/rooms/:id/messages`,
    {
      config: PARTIES,
      // A 4000-character body of 4-byte characters, with room for the JSON around it.
      bodyLimit: 20 * 1024,
      schema: {
        tags,
        params: roomParams,
        body: newChatMessageSchema,
        response: { 201: chatMessageResponseSchema, ...errors(400, 404, 409, 429) },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send({ status: ok, message: await service.sendMessage(req.ctx, deps, req.params.id, req.body) }),
  );

  app.post(
    `${BASE}/rooms/:id/read`,
    {
      config: PARTIES,
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        params: roomParams,
        body: chatReadSchema,
        response: { 200: chatReadResponseSchema, ...errors(400, 404) },
      },
    },
    async (req) => ({
      status: ok,
      ...(await service.markRead(req.ctx, deps, req.params.id, req.body.message_id)),
    }),
  );

  app.post(
    `${BASE}/rooms/:id/typing`,
    {
      config: PARTIES,
      bodyLimit: 1024,
      schema: { tags, params: roomParams, response: { 200: chatTypingResponseSchema, ...errors(404) } },
    },
    async (req) => {
      await service.typing(req.ctx, deps, req.params.id);
      return { status: ok };
    },
  );

  app.post(
    `${BASE}/rooms/:id/attachments`,
    {
      config: PARTIES,
      // Multipart: one `file` part. Send it afterwards as a message's `file_id`.
      schema: {
        tags,
        params: roomParams,
        response: { 201: chatAttachmentResponseSchema, ...errors(400, 404, 413) },
      },
    },
    async (req, reply) => {
      if (!req.isMultipart())
        throw new AppError('VALIDATION_FAILED', service.ATTACHMENT_UPLOAD.notMultipartMessage!);
      await service.assertCanUpload(req.ctx, req.params.id);
      const received = await receiveUploads(req, service.ATTACHMENT_UPLOAD);
      const file = singleFile(received, service.ATTACHMENT_POLICY);
      const attachment = await service.addAttachment(req.ctx, deps, req.params.id, file);
      return reply.code(201).send({ status: ok, attachment });
    },
  );

  app.get(
    `${BASE}/rooms/:id/attachments/:attachmentId/download`,
    { config: PARTIES, schema: { tags, params: attachmentParams, response: errors(404) } },
    async (req, reply) =>
      sendFile(reply, await service.openAttachment(req.ctx, deps, req.params.id, req.params.attachmentId)),
  );

  // ---- admin: read-only, each read in the audit log -------------------------------------------

  app.get(
    ADMIN,
    {
      config: MANAGE,
      schema: {
        tags,
        querystring: adminChatListQuerySchema,
        response: { 200: adminChatListResponseSchema, ...errors(400) },
      },
    },
    async (req) => ({ status: ok, ...(await service.adminListRooms(req.ctx, req.query)) }),
  );

  app.get(
    `${ADMIN}/:id/messages`,
    {
      config: MANAGE,
      schema: {
        tags,
        params: roomParams,
        querystring: chatMessagesQuerySchema,
        response: { 200: adminChatMessagesResponseSchema, ...errors(400, 404) },
      },
    },
    async (req) => ({ status: ok, ...(await service.adminReadRoom(req.ctx, req.params.id, req.query)) }),
  );

  app.get(
    `${ADMIN}/:id/attachments/:attachmentId/download`,
    { config: MANAGE, schema: { tags, params: attachmentParams, response: errors(404) } },
    async (req, reply) =>
      sendFile(
        reply,
        await service.adminOpenAttachment(req.ctx, deps, req.params.id, req.params.attachmentId),
      ),
  );
};
