import { loginResponseSchema } from '@fundpath/contracts/auth';
import {
  acceptInviteBodySchema,
  bulkUsersResponseSchema,
  bulkUsersSchema,
  createUserSchema,
  employeeListQuerySchema,
  employeeListResponseSchema,
  employeeResponseSchema,
  inviteListResponseSchema,
  inviteLookupBodySchema,
  inviteLookupResponseSchema,
  inviteResponseSchema,
  inviteUserSchema,
  updateEmployeeSchema,
  updateUserSchema,
  userDetailResponseSchema,
  userListQuerySchema,
  userListResponseSchema,
  userResponseSchema,
} from '@fundpath/contracts/people';
import { permissionMap } from '@fundpath/contracts/permissions';
import { ADMIN_ONLY, hasPermission, STAFF } from '@fundpath/contracts/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor, setSessionCookie } from '../../platform/auth';
import { effectiveFor } from '../../platform/permissions';
import * as auth from '../auth';
import * as service from './service';

const tags = ['users'];
/** Only admins manage users (issue 3/8), and only those who hold users.manage. */
const MANAGE = { permission: 'users.manage', roles: ADMIN_ONLY } as const;
const idParams = z.object({ id: z.uuid() });
const ok = z.object({ status: z.literal('success') });
const message = z.object({ status: z.literal('success'), message: z.string() });

/** `/api/admin/users/*`, `/api/admin/employees/*`, and the public invite acceptance. */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, mailer } = app.deps;
  const originOf = (req: { protocol: string; host: string }) =>
    config.publicUrl ?? `${req.protocol}://${req.host}`;

  // Staff read the directory (pickers: assignees, override targets); managing needs MANAGE.
  app.get(
    '/api/admin/users',
    {
      config: { access: STAFF },
      schema: { tags, querystring: userListQuerySchema, response: { 200: userListResponseSchema } },
    },
    async (req) => ({ status: 'success' as const, ...(await service.listUsers(req.ctx, req.query)) }),
  );

  app.post(
    '/api/admin/users',
    {
      config: { access: MANAGE },
      bodyLimit: 16 * 1024,
      schema: { tags, body: createUserSchema, response: { 201: userResponseSchema } },
    },
    async (req, reply) =>
      reply.code(201).send({ status: 'success' as const, user: await service.createUser(req.ctx, req.body) }),
  );

  app.post(
    '/api/admin/users/bulk',
    {
      config: { access: MANAGE },
      bodyLimit: 64 * 1024,
      schema: { tags, body: bulkUsersSchema, response: { 200: bulkUsersResponseSchema } },
    },
    async (req) => ({ status: 'success' as const, updated: await service.bulkUpdate(req.ctx, req.body) }),
  );

  app.get(
    '/api/admin/users/brand-options',
    {
      config: { access: MANAGE },
      schema: {
        tags,
        response: {
          200: z.object({
            status: z.literal('success'),
            brands: z.array(z.object({ id: z.string(), name: z.string() })),
          }),
        },
      },
    },
    async (req) => ({ status: 'success' as const, brands: await service.brandOptions(req.ctx) }),
  );

  // ---- invites ------------------------------------------------------------------------------

  app.get(
    '/api/admin/users/invites',
    { config: { access: MANAGE }, schema: { tags, response: { 200: inviteListResponseSchema } } },
    async (req) => ({ status: 'success' as const, invites: await service.listInvites(req.ctx) }),
  );

  app.post(
    '/api/admin/users/invites',
    {
      config: { access: MANAGE },
      bodyLimit: 16 * 1024,
      schema: { tags, body: inviteUserSchema, response: { 201: inviteResponseSchema } },
    },
    async (req, reply) =>
      reply.code(201).send({
        status: 'success' as const,
        ...(await service.invite(req.ctx, mailer, req.body, originOf(req))),
      }),
  );

  app.post(
    '/api/admin/users/invites/:id/resend',
    {
      config: { access: MANAGE },
      schema: { tags, params: idParams, response: { 201: inviteResponseSchema } },
    },
    async (req, reply) =>
      reply.code(201).send({
        status: 'success' as const,
        ...(await service.resendInvite(req.ctx, mailer, req.params.id, originOf(req))),
      }),
  );

  app.delete(
    '/api/admin/users/invites/:id',
    { config: { access: MANAGE }, schema: { tags, params: idParams, response: { 200: ok } } },
    async (req) => {
      await service.revokeInvite(req.ctx, req.params.id);
      return { status: 'success' as const };
    },
  );

  // ---- one user -----------------------------------------------------------------------------

  app.get(
    '/api/admin/users/:id',
    {
      config: { access: MANAGE },
      schema: { tags, params: idParams, response: { 200: userDetailResponseSchema } },
    },
    async (req) => ({ status: 'success' as const, ...(await service.userDetail(req.ctx, req.params.id)) }),
  );

  app.patch(
    '/api/admin/users/:id',
    {
      config: { access: MANAGE },
      bodyLimit: 16 * 1024,
      schema: { tags, params: idParams, body: updateUserSchema, response: { 200: userResponseSchema } },
    },
    async (req) => ({
      status: 'success' as const,
      user: await service.updateUser(req.ctx, req.params.id, req.body),
    }),
  );

  for (const [verb, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app.post(
      `/api/admin/users/:id/${verb}`,
      {
        config: { access: MANAGE },
        schema: { tags, params: idParams, response: { 200: userResponseSchema } },
      },
      async (req) => ({
        status: 'success' as const,
        user: await service.setActive(req.ctx, req.params.id, active),
      }),
    );
  }

  app.post(
    '/api/admin/users/:id/password-reset',
    { config: { access: MANAGE }, schema: { tags, params: idParams, response: { 200: message } } },
    async (req) => {
      await service.sendPasswordReset(req.ctx, mailer, req.params.id, originOf(req));
      return { status: 'success' as const, message: 'Password reset link sent' };
    },
  );

  app.delete(
    '/api/admin/users/:id/sessions',
    {
      config: { access: MANAGE },
      schema: {
        tags,
        params: idParams,
        response: { 200: z.object({ status: z.literal('success'), revoked: z.number() }) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      revoked: await service.revokeAllSessions(req.ctx, req.params.id),
    }),
  );

  app.delete(
    '/api/admin/users/:id/sessions/:sessionId',
    {
      config: { access: MANAGE },
      schema: { tags, params: idParams.extend({ sessionId: z.uuid() }), response: { 200: ok } },
    },
    async (req) => {
      await service.revokeSession(req.ctx, req.params.id, req.params.sessionId);
      return { status: 'success' as const };
    },
  );

  // ---- accepting an invite (public: the link's token is the credential) ----------------------

  app.post(
    '/api/auth/invites/lookup',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: inviteLookupBodySchema, response: { 200: inviteLookupResponseSchema } },
    },
    async (req) => ({
      status: 'success' as const,
      invite: await service.lookupInvite(req.ctx, req.body.token),
    }),
  );

  app.post(
    '/api/auth/invites/accept',
    {
      config: { access: 'public' },
      bodyLimit: 8 * 1024,
      schema: { tags: ['auth'], body: acceptInviteBodySchema, response: { 200: loginResponseSchema } },
    },
    async (req, reply) => {
      const { user, token, session } = await service.acceptInvite(req.ctx, req.body);
      setSessionCookie(reply, config, token, session.expires_at);
      const effective = { ...user, permissions: permissionMap(await effectiveFor(req.ctx.db, user)) };
      return {
        status: 'success' as const,
        user: auth.toPublicUser(effective),
        message: 'Welcome to FundPath',
      };
    },
  );

  // ---- staff directory ----------------------------------------------------------------------

  app.get(
    '/api/admin/employees',
    {
      config: { access: STAFF },
      schema: {
        tags: ['employees'],
        querystring: employeeListQuerySchema,
        response: { 200: employeeListResponseSchema },
      },
    },
    async (req) => ({ status: 'success' as const, ...(await service.listEmployees(req.ctx, req.query)) }),
  );

  app.patch(
    '/api/admin/employees/:id',
    {
      config: { access: STAFF },
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['employees'],
        params: idParams,
        body: updateEmployeeSchema,
        response: { 200: employeeResponseSchema },
      },
    },
    async (req) => {
      const canManage = hasPermission(requireActor(req.ctx), 'users.manage');
      return {
        status: 'success' as const,
        employee: await service.updateEmployee(req.ctx, req.params.id, req.body, canManage),
      };
    },
  );
};
