import {
  accountMessageResponseSchema,
  accountPasswordBodySchema,
  accountProfilePatchSchema,
  accountProfileResponseSchema,
  accountRevokeOthersResponseSchema,
  accountSessionListResponseSchema,
  accountSessionParamsSchema,
  accountSessionRevokeResponseSchema,
} from '@fundpath/contracts/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie, setSessionCookie } from '../../platform/auth';
import * as account from './account';

const tags = ['account'];
/** Names, an e-mail and two passwords at most: anything bigger is not a form of ours. */
const SMALL_BODY = 4 * 1024;

/** `/api/account/*`: the signed-in user's own profile, password and sessions (any role). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;

  app.get(
    '/api/account/profile',
    {
      config: { access: 'authenticated' },
      schema: { tags, response: { 200: accountProfileResponseSchema } },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'success' as const, profile: account.getProfile(req.ctx) };
    },
  );

  app.patch(
    '/api/account/profile',
    {
      config: { access: 'authenticated' },
      bodyLimit: SMALL_BODY,
      schema: { tags, body: accountProfilePatchSchema, response: { 200: accountProfileResponseSchema } },
    },
    async (req) => ({
      status: 'success' as const,
      profile: await account.updateProfile(req.ctx, req.body),
    }),
  );

  app.post(
    '/api/account/password',
    {
      config: { access: 'authenticated' },
      bodyLimit: SMALL_BODY,
      schema: { tags, body: accountPasswordBodySchema, response: { 200: accountMessageResponseSchema } },
    },
    async (req, reply) => {
      const { token, session } = await account.changePassword(req.ctx, req.body);
      setSessionCookie(reply, config, token, session.expires_at);
      return { status: 'success' as const, message: account.PASSWORD_CHANGED };
    },
  );

  app.get(
    '/api/account/sessions',
    {
      config: { access: 'authenticated' },
      schema: { tags, response: { 200: accountSessionListResponseSchema } },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'success' as const, sessions: await account.listOwnSessions(req.ctx) };
    },
  );

  app.delete(
    '/api/account/sessions/:id',
    {
      config: { access: 'authenticated' },
      bodyLimit: 1024,
      schema: {
        tags,
        params: accountSessionParamsSchema,
        response: { 200: accountSessionRevokeResponseSchema },
      },
    },
    async (req, reply) => {
      const { current } = await account.revokeOwnSession(req.ctx, req.params.id);
      if (current) clearSessionCookie(reply, config);
      return {
        status: 'success' as const,
        signed_out: current,
        message: current ? 'You have been signed out on this device' : 'That device has been signed out',
      };
    },
  );

  app.post(
    '/api/account/sessions/revoke-others',
    {
      config: { access: 'authenticated' },
      bodyLimit: 1024,
      schema: { tags, response: { 200: accountRevokeOthersResponseSchema } },
    },
    async (req) => {
      const revoked = await account.revokeOtherSessions(req.ctx);
      return {
        status: 'success' as const,
        revoked,
        message:
          revoked === 0
            ? 'No other device was signed in'
            : `Signed out of ${revoked} other device${revoked === 1 ? '' : 's'}`,
      };
    },
  );
};
