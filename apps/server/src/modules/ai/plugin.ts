import type { FastifyPluginAsync } from 'fastify';
import { aiAdminRoutes } from './admin-routes';
import { closeConversation } from './reset';
import { aiRoutes } from './routes';
import { createAiRuntime, reconfigureAiRuntime } from './runtime';

/**
 * The AI coach: chat, history, feedback, proactive nudges, preferences and voice tokens, plus the
 * staff screens. Builds its runtime (knowledge index, provider chain) once per app.
 */
export const aiPlugin: FastifyPluginAsync = async (app) => {
  // The AI settings in effect: the environment (Config.ai) under the run-time overrides of
  // /admin/config; a change there rebuilds the provider chain in place.
  const { settings } = app.deps;
  const rt = createAiRuntime(settings.ai(), app.deps.config.appSecret, app.log);
  const stopFollowing = settings.onChange(() => reconfigureAiRuntime(rt, settings.ai(), app.log));
  app.addHook('onClose', async () => stopFollowing());
  await rt.index.rebuild(app.deps.db);
  // A reset journey step starts its coach conversation over (the closed one stays for staff review).
  app.deps.events.on('step.reset', async ({ user_id, step_number }, { db }) => {
    await closeConversation(db, user_id, step_number);
  });
  await app.register(aiRoutes(rt));
  await app.register(aiAdminRoutes(rt));
};
