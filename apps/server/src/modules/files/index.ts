/**
 * The admin file library (issue 3/8; layer 1): one-request uploads up to 25 MB and resumable tus
 * uploads of hundreds of MB, both into the storage adapter, listed, previewed, linked, deleted.
 */
import type { FastifyPluginAsync } from 'fastify';
import { fileRoutes } from './routes';
import { tusRoutes } from './tus';

export const filesPlugin: FastifyPluginAsync = async (app) => {
  await app.register(fileRoutes);
  await app.register(tusRoutes);
};
