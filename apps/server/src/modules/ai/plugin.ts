import type { FastifyPluginAsync } from 'fastify';
import { aiAdminRoutes } from './admin-routes';
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
  await app.register(aiRoutes(rt));
  await app.register(aiAdminRoutes(rt));
};

export default aiPlugin;
