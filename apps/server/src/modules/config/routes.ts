import { settingsResponseSchema, updateSettingsSchema } from '@fundpath/contracts/config';
import { ADMIN_ONLY } from '@fundpath/contracts/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './service';

const tags = ['config'];
/** Admins holding config.edit (issue 3/8): reading shows which secrets are set, so it is guarded too. */
const EDIT = { permission: 'config.edit', roles: ADMIN_ONLY } as const;

/** `/api/admin/config`: the run-time settings, validated, secrets write-only, every change audited. */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const { settings, config } = app.deps;

  app.get(
    '/api/admin/config',
    { config: { access: EDIT }, schema: { tags, response: { 200: settingsResponseSchema } } },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'success' as const, settings: await service.listSettings(req.ctx, settings) };
    },
  );

  app.put(
    '/api/admin/config',
    {
      config: { access: EDIT },
      bodyLimit: 32 * 1024,
      schema: { tags, body: updateSettingsSchema, response: { 200: settingsResponseSchema } },
    },
    async (req, reply) => {
      await service.updateSettings(req.ctx, settings, config.appSecret, req.body);
      reply.header('Cache-Control', 'no-store');
      return { status: 'success' as const, settings: await service.listSettings(req.ctx, settings) };
    },
  );
};
