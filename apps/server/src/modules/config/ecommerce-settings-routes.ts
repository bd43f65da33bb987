import {
  type EcommerceSettingKey,
  ecommerceSettingKeys,
  ecommerceSettingsPatchSchema,
  ecommerceSettingsResponseSchema,
} from '@fundpath/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Ctx } from '../../platform/auth';
import type { RuntimeSettings } from '../../platform/settings';
import * as service from './service';

const tags = ['config', 'ecommerce'];
const MANAGE = { permission: 'ecommerce.manage' } as const;
const KEYS = new Set<string>(ecommerceSettingKeys);

/** The Payments and Commerce settings as `/admin/config` shows them, with what is in effect. */
async function ecommerceSettings(ctx: Ctx, settings: RuntimeSettings) {
  return {
    status: 'success' as const,
    settings: (await service.listSettings(ctx, settings)).filter((s) => KEYS.has(s.key)),
    provider_in_effect: settings.payments().provider,
    defaults: settings.commerceDefaults(),
  };
}

/**
 * `/api/admin/ecommerce/settings` (ADR 012): the payment provider and the commerce platform
 * defaults, for staff managing e-commerce. The same run-time settings and service as
 * `/admin/config` (validated per setting and together, secrets write-only, every change audited),
 * limited to these keys.
 */
export const ecommerceSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { settings, config } = app.deps;

  app.get(
    '/api/admin/ecommerce/settings',
    { config: { access: MANAGE }, schema: { tags, response: { 200: ecommerceSettingsResponseSchema } } },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return ecommerceSettings(req.ctx, settings);
    },
  );

  app.patch(
    '/api/admin/ecommerce/settings',
    {
      config: { access: MANAGE },
      bodyLimit: 32 * 1024,
      schema: {
        tags,
        body: ecommerceSettingsPatchSchema,
        response: { 200: ecommerceSettingsResponseSchema },
      },
    },
    async (req, reply) => {
      const values: Partial<Record<EcommerceSettingKey, string | number | null>> = req.body.values;
      await service.updateSettings(req.ctx, settings, config.appSecret, { values });
      reply.header('Cache-Control', 'no-store');
      return ecommerceSettings(req.ctx, settings);
    },
  );
};
