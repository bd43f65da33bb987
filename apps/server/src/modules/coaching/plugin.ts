import type { FastifyPluginAsync } from 'fastify';
import { applicationRoutes } from '../application/routes';
import { taskRoutes } from '../tasks/routes';
import { coachingAdminRoutes } from './admin-routes';
import { coachingRoutes } from './routes';

/** The coaching journey's routes: progress and scripts, application, tasks, staff views. */
export const journeyRoutes: FastifyPluginAsync = async (app) => {
  await app.register(coachingRoutes);
  await app.register(coachingAdminRoutes);
  await app.register(applicationRoutes);
  await app.register(taskRoutes);
};

export default journeyRoutes;
