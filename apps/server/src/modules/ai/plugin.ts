import type { FastifyPluginAsync } from 'fastify';
import { aiAdminRoutes } from './admin-routes';
import { closeConversation } from './reset';
import { aiRoutes } from './routes';
import { createAiRuntime } from './runtime';

/**
 * The AI coach: chat, history, feedback, proactive nudges, preferences and voice tokens, plus the
 * staff screens. Builds its runtime (knowledge index, provider chain) once per app.
 */
export const aiPlugin: FastifyPluginAsync = async (app) => {
  // TODO(lead): move the AI/LiveKit variables into platform/env.ts (Config.ai) and read them from
  // app.deps.config here; until then this plugin parses them itself, once, at registration.
  const rt = createAiRuntime(app.deps.config.ai, app.deps.config.appSecret, app.log);
  await rt.index.rebuild(app.deps.db);
  // A reset journey step starts its coach conversation over (the closed one stays for staff review).
  app.deps.events.on('step.reset', async ({ user_id, step_number }, { db }) => {
    await closeConversation(db, user_id, step_number);
  });
  await app.register(aiRoutes(rt));
  await app.register(aiAdminRoutes(rt));
};
