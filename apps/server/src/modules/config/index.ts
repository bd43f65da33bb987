/**
 * Run-time configuration (`/admin/config`, issue 3/8; layer 1): the settings screen's API over
 * platform/settings.ts, which every consumer (AI coach, credit provider, mailer, payments) reads,
 * and its e-commerce slice for staff managing stores (`/api/admin/ecommerce/settings`, 4/8).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ecommerceSettingsRoutes } from './ecommerce-settings-routes';
import { configRoutes as settingsRoutes } from './routes';

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(settingsRoutes);
  await app.register(ecommerceSettingsRoutes);
};
