import type { FastifyPluginAsync } from 'fastify';
import { coachingAdminRoutes } from './admin-routes';
import { creditRepairRoutes } from './credit-repair-routes';
import { coachingRoutes } from './routes';
import { touchActivity } from './service';

/** The journey's progress: the client's steps, the staff approval queue and overview. */
export const coachingPlugin: FastifyPluginAsync = async (app) => {
  // Tasks sit below progress and cannot call it: they announce work, and it counts as activity.
  app.deps.events.on('task.updated', ({ user_id }, { db }) => touchActivity(db, user_id));
  await app.register(coachingRoutes);
  await app.register(coachingAdminRoutes);
  await app.register(creditRepairRoutes);
};
