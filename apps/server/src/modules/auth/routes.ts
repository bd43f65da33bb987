import {
  authCheckResponseSchema,
  currentUserResponseSchema,
  forgotPasswordBodySchema,
  impersonateBodySchema,
  loginBodySchema,
  loginResponseSchema,
  messageResponseSchema,
  resetPasswordBodySchema,
  rolesResponseSchema,
  userSchema,
} from '@fundpath/contracts/auth';
import { permissionMap } from '@fundpath/contracts/permissions';
import { ADMIN_ONLY } from '@fundpath/contracts/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearSessionCookie, requireActor, setSessionCookie } from '../../platform/auth';
import { effectiveFor } from '../../platform/permissions';
import { accountRoutes } from './account-routes';
import * as repo from './repo';
import * as service from './service';

const impersonationStatusSchema = z.object({
  status: z.literal('success'),
  is_impersonating: z.boolean(),
  original_user_id: z.string().nullable(),
});

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  await app.register(accountRoutes); // `/api/account/*`: one's own profile, password and sessions

  app.get(
    '/api/auth/current-user',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['auth'], response: { 200: currentUserResponseSchema } },
    },
    async (req) => ({
      status: 'success' as const,
      user: service.toPublicUser(requireActor(req.ctx)),
      impersonation: service.impersonationOf(req.ctx),
    }),
  );

  app.get(
    '/api/auth/roles',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['auth'], response: { 200: rolesResponseSchema } },
    },
    async (req) => ({ status: 'success' as const, roles: service.rolesOf(requireActor(req.ctx)) }),
  );

  app.get(
    '/api/auth/check',
    { config: { access: 'public' }, schema: { tags: ['auth'], response: { 200: authCheckResponseSchema } } },
    async (req) => ({ status: 'success' as const, authenticated: req.ctx.actor !== null }),
  );

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: loginBodySchema, response: { 200: loginResponseSchema } },
    },
    async (req, reply) => {
      const { user, token, session } = await service.login(req.ctx, req.body.email, req.body.password);
      setSessionCookie(reply, config, token, session.expires_at);
      const effective = { ...user, permissions: permissionMap(await effectiveFor(req.ctx.db, user)) };
      return {
        status: 'success' as const,
        user: service.toPublicUser(effective),
        message: 'Login successful',
      };
    },
  );

  app.post(
    '/api/admin/logout',
    { config: { access: 'public' }, schema: { tags: ['auth'], response: { 200: messageResponseSchema } } },
    async (req, reply) => {
      await service.logout(req.ctx);
      clearSessionCookie(reply, config);
      return { status: 'success' as const, message: 'Logged out' };
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: forgotPasswordBodySchema, response: { 200: messageResponseSchema } },
    },
    async (req) => {
      const origin = config.publicUrl ?? `${req.protocol}://${req.host}`;
      await service.throttlePasswordResetRequest(req.ctx); // 429 past the per-IP limit
      try {
        await service.requestPasswordReset(req.ctx, app.deps.mailer, req.body.email, origin);
      } catch (err) {
        // A mail failure must not reveal that the account exists: log it, answer the same.
        req.log.error({ err }, 'password reset mail failed');
      }
      return { status: 'success' as const, message: service.FORGOT_PASSWORD_MESSAGE };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: resetPasswordBodySchema, response: { 200: messageResponseSchema } },
    },
    async (req, reply) => {
      await service.resetPassword(req.ctx, req.body.token, req.body.password);
      clearSessionCookie(reply, config);
      return { status: 'success' as const, message: 'Your password has been reset. You can sign in now.' };
    },
  );

  // ---- impersonation ------------------------------------------------------------------------

  app.get(
    '/api/admin/impersonation-status',
    {
      config: { access: 'impersonator' },
      schema: { tags: ['impersonation'], response: { 200: impersonationStatusSchema } },
    },
    async (req) => ({ status: 'success' as const, ...service.impersonationOf(req.ctx) }),
  );

  app.post(
    '/api/admin/impersonate',
    {
      config: { access: { permission: 'impersonate', roles: ADMIN_ONLY } },
      schema: {
        tags: ['impersonation'],
        body: impersonateBodySchema,
        response: {
          200: z.object({ status: z.literal('success'), success: z.literal(true), user: userSchema }),
        },
      },
    },
    async (req) => {
      const target = await service.startImpersonation(req.ctx, req.body.user_id);
      const effective = { ...target, permissions: permissionMap(await effectiveFor(req.ctx.db, target)) };
      return { status: 'success' as const, success: true as const, user: service.toPublicUser(effective) };
    },
  );

  app.post(
    '/api/admin/stop-impersonation',
    {
      config: { access: 'impersonator' },
      schema: {
        tags: ['impersonation'],
        response: {
          200: z.object({ status: z.literal('success'), success: z.boolean(), message: z.string() }),
        },
      },
    },
    async (req) => {
      const stopped = await service.stopImpersonation(req.ctx);
      return {
        status: 'success' as const,
        success: true,
        message: stopped ? 'Impersonation stopped' : 'You were not impersonating anyone',
      };
    },
  );

  app.get(
    '/api/admin/impersonation-logs',
    {
      config: { access: ADMIN_ONLY },
      schema: {
        tags: ['impersonation'],
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          per_page: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: {
          200: z.object({
            status: z.literal('success'),
            total: z.number(),
            logs: z.array(
              z.object({
                id: z.string(),
                admin_id: z.string(),
                admin_email: z.string().nullable(),
                target_user_id: z.string(),
                target_email: z.string().nullable(),
                action: z.enum(['start', 'stop']),
                ip: z.string().nullable(),
                user_agent: z.string().nullable(),
                created_at: z.string(),
              }),
            ),
          }),
        },
      },
    },
    async (req) => {
      const { page, per_page } = req.query;
      const { rows, total } = await repo.listImpersonationLogs(req.ctx.db, per_page, (page - 1) * per_page);
      return {
        status: 'success' as const,
        total,
        logs: rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })),
      };
    },
  );
};
