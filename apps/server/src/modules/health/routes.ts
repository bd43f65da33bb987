import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors';

const startedAt = Date.now();

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        response: {
          200: z.object({
            status: z.literal('ok'),
            database: z.literal('ok'),
            driver: z.string(),
            uptime_s: z.number(),
          }),
        },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      try {
        await app.deps.database.ping();
      } catch (err) {
        req.log.error({ err }, 'health check: database unreachable');
        throw new AppError('UNAVAILABLE', 'Database unavailable');
      }
      return {
        status: 'ok' as const,
        database: 'ok' as const,
        driver: app.deps.database.kind,
        uptime_s: Math.round((Date.now() - startedAt) / 1000),
      };
    },
  );
};
