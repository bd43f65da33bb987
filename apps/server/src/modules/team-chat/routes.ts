import { errorBodySchema } from '@fundpath/contracts/errors';
import { staffRoles } from '@fundpath/contracts/roles';
import {
  newTeamChannelSchema,
  newTeamMessageSchema,
  openDirectSchema,
  teamAttachmentResponseSchema,
  teamChannelListResponseSchema,
  teamChannelPatchSchema,
  teamChannelResponseSchema,
  teamMembersResponseSchema,
  teamMembersSchema,
  teamMessagePatchSchema,
  teamMessageResponseSchema,
  teamMessagesQuerySchema,
  teamMessagesResponseSchema,
  teamMuteSchema,
  teamOkResponseSchema,
  teamReadResponseSchema,
  teamReadSchema,
  teamSearchQuerySchema,
  teamSearchResponseSchema,
  teamStaffResponseSchema,
} from '@fundpath/contracts/team-chat';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { sendStoredFile, singleFile } from '../../platform/messaging';
import { receiveUploads } from '../../platform/uploads';
import * as service from './service';

const tags = ['team-chat'];
const STAFF = { access: [...staffRoles] } as const;
const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [s, errorBodySchema]));
const channelParams = z.object({ id: z.uuid('Channel not found') });
const messageParams = channelParams.extend({ messageId: z.uuid('Message not found') });
const memberParams = channelParams.extend({ userId: z.uuid('Member not found') });
const attachmentParams = channelParams.extend({ attachmentId: z.uuid('Attachment not found') });
const ok = 'success' as const;
const BASE = '/api/team-chat';

/** `/api/team-chat/*`: staff only; who reads which channel is decided in the service. */
export const teamChatRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = service.createTeamChatDeps(app.deps.storage, app.realtime);
  app.realtime.defineTopic('team_chat.channel', (actor, id) =>
    service.canFollowChannel(app.deps.db, actor, id),
  );

  app.get(
    `${BASE}/channels`,
    { config: STAFF, schema: { tags, response: { 200: teamChannelListResponseSchema } } },
    async (req) => ({ status: ok, channels: await service.listMyChannels(req.ctx) }),
  );

  app.get(
    `${BASE}/staff`,
    { config: STAFF, schema: { tags, response: { 200: teamStaffResponseSchema } } },
    async (req) => ({ status: ok, staff: await service.listStaff(req.ctx) }),
  );

  app.post(
    `${BASE}/channels`,
    {
      config: STAFF,
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        body: newTeamChannelSchema,
        response: { 201: teamChannelResponseSchema, ...errors(400, 404, 409) },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ status: ok, channel: await service.createChannel(req.ctx, deps, req.body) }),
  );

  app.post(
    `${BASE}/direct`,
    {
      config: STAFF,
      bodyLimit: 1024,
      schema: {
        tags,
        body: openDirectSchema,
        response: { 200: teamChannelResponseSchema, ...errors(400, 404) },
      },
    },
    async (req) => ({ status: ok, channel: await service.openDirect(req.ctx, req.body.user_id) }),
  );

  app.get(
    `${BASE}/channels/:id`,
    {
      config: STAFF,
      schema: { tags, params: channelParams, response: { 200: teamChannelResponseSchema, ...errors(404) } },
    },
    async (req) => ({ status: ok, channel: await service.getChannel(req.ctx, req.params.id) }),
  );

  app.patch(
    `${BASE}/channels/:id`,
    {
      config: STAFF,
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        params: channelParams,
        body: teamChannelPatchSchema,
        response: { 200: teamChannelResponseSchema, ...errors(400, 403, 404) },
      },
    },
    async (req) => ({
      status: ok,
      channel: await service.updateChannel(req.ctx, deps, req.params.id, req.body),
    }),
  );

  app.post(
    `${BASE}/channels/:id/join`,
    {
      config: STAFF,
      bodyLimit: 1024,
      schema: {
        tags,
        params: channelParams,
        response: { 200: teamChannelResponseSchema, ...errors(400, 404, 409) },
      },
    },
    async (req) => ({ status: ok, channel: await service.join(req.ctx, req.params.id) }),
  );

  app.post(
    `${BASE}/channels/:id/leave`,
    {
      config: STAFF,
      bodyLimit: 1024,
      schema: { tags, params: channelParams, response: { 200: teamOkResponseSchema, ...errors(400, 404) } },
    },
    async (req) => {
      await service.leave(req.ctx, deps, req.params.id);
      return { status: ok };
    },
  );

  app.post(
    `${BASE}/channels/:id/mute`,
    {
      config: STAFF,
      bodyLimit: 1024,
      schema: {
        tags,
        params: channelParams,
        body: teamMuteSchema,
        response: { 200: teamChannelResponseSchema, ...errors(400, 404) },
      },
    },
    async (req) => ({ status: ok, channel: await service.setMuted(req.ctx, req.params.id, req.body.muted) }),
  );

  app.get(
    `${BASE}/channels/:id/members`,
    {
      config: STAFF,
      schema: { tags, params: channelParams, response: { 200: teamMembersResponseSchema, ...errors(404) } },
    },
    async (req) => ({ status: ok, members: await service.listMembers(req.ctx, req.params.id) }),
  );

  app.post(
    `${BASE}/channels/:id/members`,
    {
      config: STAFF,
      bodyLimit: 8 * 1024,
      schema: {
        tags,
        params: channelParams,
        body: teamMembersSchema,
        response: { 200: teamMembersResponseSchema, ...errors(400, 403, 404) },
      },
    },
    async (req) => ({
      status: ok,
      members: await service.addMembers(req.ctx, deps, req.params.id, req.body.user_ids),
    }),
  );

  app.delete(
    `${BASE}/channels/:id/members/:userId`,
    {
      config: STAFF,
      schema: {
        tags,
        params: memberParams,
        response: { 200: teamMembersResponseSchema, ...errors(400, 403, 404) },
      },
    },
    async (req) => ({
      status: ok,
      members: await service.removeMember(req.ctx, deps, req.params.id, req.params.userId),
    }),
  );

  app.get(
    `${BASE}/channels/:id/messages`,
    {
      config: STAFF,
      schema: {
        tags,
        params: channelParams,
        querystring: teamMessagesQuerySchema,
        response: { 200: teamMessagesResponseSchema, ...errors(400, 404) },
      },
    },
    async (req) => ({ status: ok, ...(await service.listMessages(req.ctx, req.params.id, req.query)) }),
  );

  app.post(
    `${BASE}/channels/:id/messages`,
    {
      config: STAFF,
      // A 4000-character body of 4-byte characters, mentions, and room for the JSON around it.
      bodyLimit: 24 * 1024,
      schema: {
        tags,
        params: channelParams,
        body: newTeamMessageSchema,
        response: { 201: teamMessageResponseSchema, ...errors(400, 404, 409, 429) },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send({ status: ok, message: await service.sendMessage(req.ctx, deps, req.params.id, req.body) }),
  );

  app.patch(
    `${BASE}/channels/:id/messages/:messageId`,
    {
      config: STAFF,
      bodyLimit: 24 * 1024,
      schema: {
        tags,
        params: messageParams,
        body: teamMessagePatchSchema,
        response: { 200: teamMessageResponseSchema, ...errors(400, 403, 404, 409) },
      },
    },
    async (req) => ({
      status: ok,
      message: await service.editMessage(req.ctx, deps, req.params.id, req.params.messageId, req.body),
    }),
  );

  app.delete(
    `${BASE}/channels/:id/messages/:messageId`,
    {
      config: STAFF,
      schema: {
        tags,
        params: messageParams,
        response: { 200: teamOkResponseSchema, ...errors(403, 404, 409) },
      },
    },
    async (req) => {
      await service.deleteMessage(req.ctx, deps, req.params.id, req.params.messageId);
      return { status: ok };
    },
  );

  app.post(
    `${BASE}/channels/:id/read`,
    {
      config: STAFF,
      bodyLimit: 1024,
      schema: {
        tags,
        params: channelParams,
        body: teamReadSchema,
        response: { 200: teamReadResponseSchema, ...errors(400, 404) },
      },
    },
    async (req) => ({ status: ok, ...(await service.markRead(req.ctx, req.params.id, req.body.seq)) }),
  );

  app.get(
    `${BASE}/search`,
    {
      config: STAFF,
      schema: {
        tags,
        querystring: teamSearchQuerySchema,
        response: { 200: teamSearchResponseSchema, ...errors(400) },
      },
    },
    async (req) => ({ status: ok, hits: await service.search(req.ctx, req.query.q, req.query.limit) }),
  );

  app.post(
    `${BASE}/channels/:id/attachments`,
    {
      config: STAFF,
      // Multipart: one `file` part. Send it afterwards as a message's `file_id`.
      schema: {
        tags,
        params: channelParams,
        response: { 201: teamAttachmentResponseSchema, ...errors(400, 404, 409, 413) },
      },
    },
    async (req, reply) => {
      if (!req.isMultipart())
        throw new AppError('VALIDATION_FAILED', service.ATTACHMENT_UPLOAD.notMultipartMessage!);
      await service.assertCanUpload(req.ctx, req.params.id);
      const file = singleFile(
        await receiveUploads(req, service.ATTACHMENT_UPLOAD),
        service.ATTACHMENT_POLICY,
      );
      const attachment = await service.addAttachment(req.ctx, deps, req.params.id, file);
      return reply.code(201).send({ status: ok, attachment });
    },
  );

  app.get(
    `${BASE}/channels/:id/attachments/:attachmentId/download`,
    { config: STAFF, schema: { tags, params: attachmentParams, response: errors(404) } },
    async (req, reply) =>
      sendStoredFile(
        reply,
        await service.openAttachment(req.ctx, deps, req.params.id, req.params.attachmentId),
      ),
  );
};
