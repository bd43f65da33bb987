import {
  announcementListQuerySchema,
  announcementListResponseSchema,
  announcementResponseSchema,
  newAnnouncementSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationPreferencesResponseSchema,
  notificationReadResponseSchema,
  notificationsReadAllResponseSchema,
  unreadCountResponseSchema,
  updateNotificationPreferencesSchema,
} from '@fundpath/contracts/notifications';
import { ADMIN_ONLY } from '@fundpath/contracts/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './service';

const tags = ['notifications'];
const idParams = z.object({ id: z.uuid() });

/**
 * The signed-in user's notifications and preferences (every route acts on the actor's own rows:
 * another user's id answers 404), and the admins' announcements.
 */
export const notificationRoutes: FastifyPluginAsyncZod<{ deps: service.NotificationsDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/api/notifications',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema },
      },
    },
    async (req) => ({ status: 'success' as const, ...(await service.listOwn(req.ctx, req.query)) }),
  );

  app.get(
    '/api/notifications/unread-count',
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: unreadCountResponseSchema } } },
    async (req) => ({ status: 'success' as const, unread_count: await service.unreadCount(req.ctx) }),
  );

  app.post(
    '/api/notifications/read-all',
    {
      config: { access: 'authenticated' },
      schema: { tags, response: { 200: notificationsReadAllResponseSchema } },
    },
    async (req) => ({ status: 'success' as const, ...(await service.markAllRead(req.ctx, deps.realtime)) }),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      config: { access: 'authenticated' },
      schema: { tags, params: idParams, response: { 200: notificationReadResponseSchema } },
    },
    async (req) => ({
      status: 'success' as const,
      ...(await service.markRead(req.ctx, deps.realtime, req.params.id)),
    }),
  );

  app.get(
    '/api/notifications/preferences',
    {
      config: { access: 'authenticated' },
      schema: { tags, response: { 200: notificationPreferencesResponseSchema } },
    },
    async (req) => ({ status: 'success' as const, preferences: await service.getPreferences(req.ctx) }),
  );

  app.put(
    '/api/notifications/preferences',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        body: updateNotificationPreferencesSchema,
        response: { 200: notificationPreferencesResponseSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      preferences: await service.setPreferences(req.ctx, req.body.preferences),
    }),
  );

  app.post(
    '/api/admin/notifications/announcements',
    {
      config: { access: ADMIN_ONLY },
      // Title and body are capped by the schema; the whole request stays small.
      bodyLimit: 16 * 1024,
      schema: { tags, body: newAnnouncementSchema, response: { 201: announcementResponseSchema } },
    },
    async (req, reply) =>
      reply.code(201).send({
        status: 'success' as const,
        announcement: await service.sendAnnouncement(req.ctx, deps, req.body),
      }),
  );

  app.post(
    '/api/admin/notifications/announcements/:id/cancel',
    {
      config: { access: ADMIN_ONLY },
      schema: { tags, params: idParams, response: { 200: announcementResponseSchema } },
    },
    async (req) => ({
      status: 'success' as const,
      announcement: await service.cancelAnnouncement(req.ctx, req.params.id),
    }),
  );

  app.get(
    '/api/admin/notifications/announcements',
    {
      config: { access: ADMIN_ONLY },
      schema: {
        tags,
        querystring: announcementListQuerySchema,
        response: { 200: announcementListResponseSchema },
      },
    },
    async (req) => ({ status: 'success' as const, ...(await service.listAnnouncements(req.ctx, req.query)) }),
  );
};
